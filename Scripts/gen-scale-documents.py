#!/usr/bin/env python3
"""Writes the large layout documents of the scale measurements (docs/performance.md, "Scale and memory").

Usage: python3 Scripts/gen-scale-documents.py OUT_DIR [--sizes 1000,10000,100000]

Each shape is the same system as the kit workload of that name (same variables, constraints,
priorities; the container at the first value of the kit's sweeps), written as a document.
For every size N it writes OUT_DIR/<shape>-N.layout.yaml:
  chain   the kit's chain workload (../shared/bench/gen_workloads.py): equal widths, 8-point spacing
  grid    the kit's grid workload: columns on row 0, rows on column 0, weak preferred sizes
  nested  the kit's nested workload as stack views: a complete binary tree of depth ~log2 N of
          fill-equally stacks (4-point spacing and margins, alternating axes) in a root sized for 40-point leaves
The same command always writes the same bytes.
"""
import argparse
import math
import os


def chain(n):
    """The kit's `chain` workload: equal widths, 8-point spacing, 44 points tall, in a 60-point
    container as wide as the first value of the kit's width sweep."""
    sp = 8
    width = sp * (n + 1) + 20 * n
    lines = ["version: 1", f"canvas: {{ width: {width}, height: 60 }}", "views:"]
    lines += [f"  - {{ name: v{i} }}" for i in range(n)]
    lines.append("constraints:")
    for i in range(n):
        if i == 0:
            lines.append(f'  - "v0.left == root.left + {sp}"')
        else:
            lines += [f'  - "v{i}.left == v{i - 1}.right + {sp}"', f'  - "v{i}.width == v{i - 1}.width"']
        lines += [f'  - "v{i}.top == root.top + {sp}"', f'  - "v{i}.height == 44"']
    lines.append(f'  - "v{n - 1}.right == root.right - {sp}"')
    return lines


def grid(n):
    """The kit's `grid` workload: ceil(sqrt N) columns, columns lined up on row 0 and rows on
    column 0, equal sizes, 8-point margins and spacing, weak preferred sizes (80 x 40 at 50),
    minimum sizes (8 at 750), in a container as large as the first values of the kit's sweeps."""
    m = 8
    cols = math.ceil(math.sqrt(n))
    rows = math.ceil(n / cols)
    width, height = m * (cols + 1) + 12 * cols, m * (rows + 1) + 12 * rows
    names = [[f"r{r}c{k}" for k in range(cols)] for r in range(rows)]
    lines = ["version: 1", f"canvas: {{ width: {width}, height: {height} }}", "views:"]
    lines += [f"  - {{ name: {name} }}" for row in names for name in row]
    lines.append("constraints:")
    for r in range(rows):
        for k in range(cols):
            v = names[r][k]
            if r == 0:
                if k == 0:
                    lines.append(f'  - "{v}.left == root.left + {m}"')
                else:
                    lines += [f'  - "{v}.left == {names[0][k - 1]}.right + {m}"',
                              f'  - "{v}.width == {names[0][k - 1]}.width"']
            else:
                lines += [f'  - "{v}.left == {names[0][k]}.left"', f'  - "{v}.width == {names[0][k]}.width"']
            if k == 0:
                if r == 0:
                    lines.append(f'  - "{v}.top == root.top + {m}"')
                else:
                    lines += [f'  - "{v}.top == {names[r - 1][0]}.bottom + {m}"',
                              f'  - "{v}.height == {names[r - 1][0]}.height"']
            else:
                lines += [f'  - "{v}.top == {names[r][0]}.top"', f'  - "{v}.height == {names[r][0]}.height"']
            lines += [f'  - "{v}.width == 80 @50"', f'  - "{v}.height == 40 @50"',
                      f'  - "{v}.width >= 8 @750"', f'  - "{v}.height >= 8 @750"']
    lines += [f'  - "{names[0][cols - 1]}.right == root.right - {m}"',
              f'  - "{names[rows - 1][0]}.bottom == root.bottom - {m}"']
    return lines


def nested(n):
    """The kit's `nested` workload as stack views: a complete binary tree (depth ~log2 N) of
    fill-equally stacks with 4-point spacing and margins, alternating axes, in a root sized for 40-point leaves."""
    depth = max(1, round(math.log2(n + 1)) - 1)

    def node(name, level, indent):
        pad = "  " * indent
        if level == depth:
            return [f"{pad}- {{ name: {name} }}"]
        axis = "horizontal" if level % 2 == 0 else "vertical"
        out = [f"{pad}- name: {name}",
               f"{pad}  stack: {{ axis: {axis}, distribution: fillEqually, spacing: 4, layoutMarginsRelativeArrangement: true }}",
               f"{pad}  margins: [4, 4, 4, 4]",
               f"{pad}  arranged:"]
        out += node(name + "a", level + 1, indent + 2)
        out += node(name + "b", level + 1, indent + 2)
        return out

    def root_size(leaf, horizontal):  # the kit's: leaves of `leaf` points
        x = leaf
        for level in reversed(range(depth)):
            x = 2 * x + 2 * 4 + 4 if (level % 2 == 0) == horizontal else x + 2 * 4
        return x

    lines = ["version: 1", f"canvas: {{ width: {root_size(40, True):g}, height: {root_size(40, False):g} }}",
             "views:"]
    lines += node("n", 0, 1)
    lines += ["constraints:", '  - "H:|[n]|"', '  - "V:|[n]|"']
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out_dir")
    parser.add_argument("--sizes", default="1000,10000,100000")
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    for size in [int(s) for s in args.sizes.split(",")]:
        for name, make in (("chain", chain), ("grid", grid), ("nested", nested)):
            path = os.path.join(args.out_dir, f"{name}-{size}.layout.yaml")
            with open(path, "w") as f:
                f.write("\n".join(make(size)) + "\n")
            print(path)


if __name__ == "__main__":
    main()

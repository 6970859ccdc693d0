#!/usr/bin/env python3
"""Writes the large layout documents of the scale measurements (docs/performance.md, issue 20).

Usage: python3 Scripts/gen-scale-documents.py OUT_DIR [--sizes 1000,10000,100000]

For every size N it writes OUT_DIR/<shape>-N.layout.yaml:
  chain   N views left to right, each at least 1 point wide, 8 points after the previous one
  grid    N views at fixed positions in rows of 100 (width, height, left, top each pinned)
  nested  the kit's nested workload as stack views: a complete binary tree of depth ~log2 N of
          fill-equally stacks (4-point spacing and margins, alternating axes) in a root sized for 40-point leaves
The same command always writes the same bytes.
"""
import argparse
import math
import os


def chain(n):
    lines = ["version: 1", "canvas: { width: 320, height: 480 }", "views:"]
    lines += [f"  - {{ name: v{i} }}" for i in range(n)]
    lines.append("constraints:")
    for i in range(n):
        leading = "root.leading" if i == 0 else f"v{i - 1}.trailing + 8"
        lines += [f'  - "v{i}.leading == {leading}"', f'  - "v{i}.width >= 1"',
                  f'  - "v{i}.top == root.top"', f'  - "v{i}.height == 20"']
    return lines


def grid(n):
    lines = ["version: 1", "canvas: { width: 320, height: 480 }", "views:"]
    lines += [f"  - {{ name: v{i} }}" for i in range(n)]
    lines.append("constraints:")
    for i in range(n):
        row, column = divmod(i, 100)
        lines += [f'  - "v{i}.left == root.left + {column * 12}"',
                  f'  - "v{i}.top == root.top + {row * 12}"',
                  f'  - "v{i}.width == 10"', f'  - "v{i}.height == 10"']
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

#!/usr/bin/env python3
"""The self-sizing cell of Benchmarks/AutoLayoutBenchmarks (`SelfSizingCell`) as a benchmark-kit
workload (`layout-bench-workload/1`, ../shared/bench/FORMAT.md), so that kiwi measures the same
repeated self-sizing with one reused solver: each edit step is one row measured, the cell's width
(320, 375, 414 in turn) and its body's intrinsic height (17 x (1 + row % 7)) suggested as edit
variables, the height read back.

    Scripts/gen-cell-workload.py OUT_DIR --sizes 60,600     # OUT_DIR/cell-60.json ...

The system mirrors the fitting engine of `View.systemLayoutSizeFitting`: the root at (0, 0), its
width suggested (required in the API, 999 here: the kit's edit variables are optional), its height
wanted at 0 at fitting priority 50; every view's intrinsic size as hugging (250, `<=`) and
compression resistance (750, `>=`), except the body's width: a wrapping text has no intrinsic width
(with one, the body and the avatar would hug at the same priority and the optimum would not be
unique); the body's intrinsic height is the second edit variable.
"""
import argparse
import json
import os

VIEWS = ["root", "avatar", "name", "body", "like", "share"]
PARTS = ["left", "top", "width", "height"]
WIDTHS = [320, 375, 414]


def var(view, part):
    return VIEWS.index(view) * 4 + PARTS.index(part)


def workload(rows):
    variables = [f"{v}.{p}" for v in VIEWS for p in PARTS] + ["body.intrinsicHeight"]
    body_height = len(variables) - 1
    constraints = []

    def add(terms, constant, op="==", priority=1000):
        constraints.append({"terms": [[c, v] for c, v in terms], "constant": constant, "op": op, "priority": priority})

    L = lambda v: var(v, "left")
    T = lambda v: var(v, "top")
    W = lambda v: var(v, "width")
    H = lambda v: var(v, "height")
    # The fitting engine: origin pinned, height as small as the content allows (priority 50).
    add([(1, L("root"))], 0)
    add([(1, T("root"))], 0)
    add([(1, H("root"))], 0, "==", 50)
    # Intrinsic sizes: hugging 250, compression resistance 750, on both axes.
    for view, (w, h) in {"avatar": (40, 40), "name": (120, 20), "like": (44, 30), "share": (50, 30)}.items():
        for size_var, size in ((W(view), w), (H(view), h)):
            add([(1, size_var)], -size, "<=", 250)
            add([(1, size_var)], -size, ">=", 750)
    add([(1, H("body")), (-1, body_height)], 0, "<=", 250)
    add([(1, H("body")), (-1, body_height)], 0, ">=", 750)
    # The cell's constraints, as in SelfSizingCell.
    add([(1, L("avatar")), (-1, L("root"))], -12)
    add([(1, T("avatar")), (-1, T("root"))], -12)
    add([(1, L("name")), (-1, L("avatar")), (-1, W("avatar"))], -8)
    add([(1, T("name")), (-1, T("avatar"))], 0)
    add([(1, L("name")), (1, W("name")), (-1, L("root")), (-1, W("root"))], 12, "<=")
    add([(1, L("body")), (-1, L("name"))], 0)
    add([(1, L("body")), (1, W("body")), (-1, L("root")), (-1, W("root"))], 12)
    add([(1, T("body")), (-1, T("name")), (-1, H("name"))], -4)
    add([(1, L("like")), (-1, L("body"))], 0)
    add([(1, T("like")), (-1, T("body")), (-1, H("body"))], -8)
    add([(1, L("share")), (-1, L("like")), (-1, W("like"))], -8)
    add([(1, T("share")), (-1, T("like"))], 0)
    add([(1, T("root")), (1, H("root")), (-1, T("like")), (-1, H("like"))], -12)
    add([(1, T("root")), (1, H("root")), (-1, T("avatar")), (-1, H("avatar"))], -12, ">=")
    return {
        "format": "layout-bench-workload/1",
        "name": "cell",
        "size": rows,
        "views": len(VIEWS),
        "description": "one self-sizing cell measured for `size` rows with a reused solver: "
        "width and body height suggested per row (Benchmarks' SelfSizingCell)",
        "priority_weight": "w(p) = 10^(9*p/1000) for p < 1000; p = 1000 is required",
        "edit_steps": rows,
        "variables": variables,
        "edits": [
            {"variable": W("root"), "priority": 999, "initial": WIDTHS[0],
             "values": [WIDTHS[row % 3] for row in range(rows)]},
            {"variable": body_height, "priority": 999, "initial": 17,
             "values": [17 * (1 + row % 7) for row in range(rows)]},
        ],
        "constraints": constraints,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--sizes", default="60")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for size in args.sizes.split(","):
        path = os.path.join(args.out, f"cell-{int(size)}.json")
        with open(path, "w") as f:
            json.dump(workload(int(size)), f, indent=1)
            f.write("\n")
        print(path)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes the hostile-scale inputs of issue 65 (docs/performance.md, "Scale and memory").

Usage: python3 Scripts/gen-robustness-inputs.py OUT_DIR

Writes, into OUT_DIR:
  vfl-repeat-N.layout.yaml       one Visual Format line naming one view N times (N = 5,000 and 10,000):
                                 every spacing after the first conflicts with the one before
  duplicate-sizes-N.layout.yaml  N views, each with `width == 10` and `width == 20` (N = 1,000 to 5,000):
                                 N conflicts of two constraints
  siblings-N.xib                 a xib whose root holds N constrained 10 x 10 views in rows of 30
                                 (N = 1,000, 10,000, 30,000, 100,000): leading, top, width and height each
The nested-stack documents are Scripts/gen-scale-documents.py's. The same command always writes
the same bytes.
"""
import argparse
import os


def vfl_repeat(n):
    line = "H:|-" + "[a]-" * n + "|"
    return ["version: 1", "canvas: { width: 375, height: 667 }", "views:", "  - { name: a }",
            "constraints:", f'  - "{line}"', '  - "V:|[a(10)]"']


def duplicate_sizes(n):
    lines = ["version: 1", "canvas: { width: 375, height: 667 }", "views:"]
    lines += [f"  - {{ name: v{i} }}" for i in range(n)]
    lines.append("constraints:")
    for i in range(n):
        lines += [f'  - "v{i}.left == root.left"', f'  - "v{i}.top == root.top"',
                  f'  - "v{i}.height == 10"', f'  - "v{i}.width == 10"', f'  - "v{i}.width == 20"']
    return lines


def siblings(n):
    """A xib as Xcode writes one (its elements and attributes), all views siblings in rows of 30."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701"'
           ' targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"'
           ' useTraitCollections="YES" colorMatched="YES">',
           '    <objects>',
           '        <view contentMode="scaleToFill" id="root">',
           '            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>',
           '            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>',
           '            <subviews>']
    positions = [((i % 30) * 12, (i // 30) * 12) for i in range(n)]
    for i, (x, y) in enumerate(positions):
        out += [f'                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v{i}">',
                f'                    <rect key="frame" x="{x}" y="{y}" width="10" height="10"/>',
                '                    <constraints>',
                f'                        <constraint firstAttribute="width" constant="10" id="w{i}"/>',
                f'                        <constraint firstAttribute="height" constant="10" id="h{i}"/>',
                '                    </constraints>',
                '                </view>']
    out += ['            </subviews>', '            <constraints>']
    for i, (x, y) in enumerate(positions):
        out += [f'                <constraint firstItem="v{i}" firstAttribute="leading" secondItem="root"'
                f' secondAttribute="leading" constant="{x}" id="l{i}"/>',
                f'                <constraint firstItem="v{i}" firstAttribute="top" secondItem="root"'
                f' secondAttribute="top" constant="{y}" id="t{i}"/>']
    out += ['            </constraints>', '        </view>', '    </objects>', '</document>']
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out_dir")
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    made = [(f"vfl-repeat-{n}.layout.yaml", vfl_repeat(n)) for n in (5_000, 10_000)]
    made += [(f"duplicate-sizes-{n}.layout.yaml", duplicate_sizes(n)) for n in (1_000, 2_000, 3_000, 5_000)]
    made += [(f"siblings-{n}.xib", siblings(n)) for n in (1_000, 10_000, 30_000, 100_000)]
    for name, lines in made:
        path = os.path.join(args.out_dir, name)
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        print(path)


if __name__ == "__main__":
    main()

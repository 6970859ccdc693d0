#!/usr/bin/env python3
"""Writes the README's status figures from what `autolayout check DIR --summary` measures.

    Scripts/status-figures.py                       # release build, every set of ../shared present
    Scripts/status-figures.py --binary .build/release/autolayout --shared ../shared
    Scripts/status-figures.py --print               # the table only, README untouched

For each set of real Interface Builder files beside the checkout (`xib-samples`, `xib-corpus`,
`xib-outside`, `xib-corpus-2`), the share of counted views that agree with Xcode's stored frames
per platform, and the share of files Xcode saved clean that `check` fails, replace the block
between the README's `<!-- status-figures -->` and `<!-- /status-figures -->` lines. The figures
are never typed by hand: rerun this script after a change that moves them.
"""

import argparse
import os
import re
import subprocess
import sys

SETS = [
    ("xib-samples", "8 hand-checked files"),
    ("xib-corpus", "the corpus the team works on"),
    ("xib-outside", "trimmed files from outside the corpus"),
    ("xib-corpus-2", "the second public set"),
]
PLATFORMS = ["iOS", "tvOS", "macOS"]
BEGIN, END = "<!-- status-figures -->", "<!-- /status-figures -->"


def measure(binary, directory):
    """(files, {platform: (agreeing, counted)}, {platform: (failed, clean)}) of one set."""
    run = subprocess.run(
        [binary, "check", directory, "--summary"], capture_output=True, text=True, check=False
    )
    if run.returncode not in (0, 1):
        sys.exit(f"{binary} check {directory} --summary: exit status {run.returncode}\n{run.stderr}")
    agreement, clean, files = {}, {}, 0
    for line in run.stdout.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 7 and cells[0] in PLATFORMS:
            agreement[cells[0]] = (int(cells[3]), int(cells[2]))
        if len(cells) == 7 and cells[0] == "all":
            files = int(cells[1])
        if line.startswith("Files Xcode saved clean"):
            for platform, failed, total in re.findall(r"(iOS|tvOS|macOS) (\d+) of (\d+)", line):
                clean[platform] = (int(failed), int(total))
    if not agreement:
        sys.exit(f"{binary} check {directory} --summary: no agreement table in its output")
    return files, agreement, clean


def share(part, whole):
    return f"{100 * part / whole:.1f} %" if whole else "–"


def table(binary, shared):
    rows = [
        "| set | files | iOS views agreeing | tvOS | macOS | clean files failed (iOS / tvOS / macOS) |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for name, what in SETS:
        directory = os.path.join(shared, name)
        if not os.path.isdir(directory):
            continue
        files, agreement, clean = measure(binary, directory)
        agree = [
            f"{share(*agreement[p])} ({agreement[p][0]:,} of {agreement[p][1]:,})" if p in agreement else "–"
            for p in PLATFORMS
        ]
        failed = " / ".join(share(*clean[p]) if p in clean else "–" for p in PLATFORMS)
        rows.append(f"| `{name}` ({what}) | {files} | " + " | ".join(agree) + f" | {failed} |")
    git = lambda *arguments: subprocess.run(
        ["git", *arguments], capture_output=True, text=True, check=False
    ).stdout.strip()
    # The sources the binary was built from: HEAD, and whether they have uncommitted changes.
    revision = git("rev-parse", "--short", "HEAD")
    if git("status", "--porcelain", "--", "Sources", "Package.swift"):
        revision += " with uncommitted changes"
    rows.append("")
    rows.append(
        f"Measured by `Scripts/status-figures.py` (`autolayout check DIR --summary`, release build of "
        f"{revision or 'this checkout'}): a view agrees when its solved frame lands on Xcode's stored "
        "frame at the device's pixel grid; docs/interface-builder.md describes the measure."
    )
    return "\n".join(rows)


def main():
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(here, ".build/release/autolayout"))
    parser.add_argument("--shared", default=os.path.join(here, "..", "shared"))
    parser.add_argument("--readme", default=os.path.join(here, "README.md"))
    parser.add_argument("--print", action="store_true", help="print the table; leave README alone")
    arguments = parser.parse_args()
    if not os.access(arguments.binary, os.X_OK):
        sys.exit(f"{arguments.binary}: no such binary (swift build -c release --product autolayout)")
    block = table(arguments.binary, arguments.shared)
    if arguments.print:
        print(block)
        return
    text = open(arguments.readme, encoding="utf-8").read()
    if BEGIN not in text or END not in text:
        sys.exit(f"{arguments.readme}: no {BEGIN} … {END} block")
    start = text.index(BEGIN) + len(BEGIN)
    end = text.index(END)
    open(arguments.readme, "w", encoding="utf-8").write(text[:start] + "\n" + block + "\n" + text[end:])
    print(f"{arguments.readme}: status figures written")


if __name__ == "__main__":
    main()

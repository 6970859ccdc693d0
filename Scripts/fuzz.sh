#!/usr/bin/env bash
# Seeded mutation fuzzing of the readers (documents, Interface Builder files, constraint systems,
# the studio's messages,
# Visual Format, equations, conflict logs) with many more inputs than CI runs, in a release build:
#   Scripts/fuzz.sh            # 100,000 inputs per reader
#   N=1000000 Scripts/fuzz.sh  # a million
#   FUZZ_KEEP_LAST=/tmp/last.log Scripts/fuzz.sh   # conflict logs: keep the input being read
#                                                  # (after a crash, the one that crashed)
# Prints the number of inputs each reader took and laid out; any crash, hang (> 5 s of processor
# time per input),
# non-finite value or error without a position fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
FUZZ_ITERATIONS="${N:-100000}" swift test -c release -Xswiftc -enable-testing --filter "FuzzTests" 2>&1 |
  grep -E "^fuzz|✘|Test run"

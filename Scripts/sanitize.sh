#!/usr/bin/env bash
# The layout core's tests under sanitizers (issue 66): AddressSanitizer (use after free, overflows:
# what `unowned(unsafe)`, `Unmanaged` and the unsafe buffers of the solver could do wrong) and
# ThreadSanitizer (data races). Package.swift's AUTOLAYOUT_CORE_ONLY=1 leaves out the modules that
# need package dependencies, so each build compiles the core and its tests only. Each sanitizer
# builds in its own folder (.build-address, .build-thread).
#
#   Scripts/sanitize.sh                 # address, then thread
#   SANITIZERS=address Scripts/sanitize.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export AUTOLAYOUT_CORE_ONLY=1
# Without the solver's tableau invariant checks (CI=true compiles them in, Package.swift): `swift
# test` runs them already, and under the sanitizers they take the run from minutes to a quarter
# of an hour. The sanitizers look for memory and thread errors.
export CI=
export CASSOWARY_CHECK_INVARIANTS=0
# LeakSanitizer is off: Swift packs an indirect enum's box and a weak reference's side table into
# pointers with tag bits, which a conservative scan does not follow, so it reports what is alive
# (the test helpers keep their windows for the whole run) as leaked. Whether a dropped hierarchy
# is freed is tested with weak references (Tests/AutoLayoutTests/Views/ReleaseTests.swift).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
for sanitizer in ${SANITIZERS:-address thread}; do
  echo "sanitize: $sanitizer ($(date -u +%T))" >&2
  swift build --build-tests --sanitize="$sanitizer" --build-path ".build-$sanitizer"
  swift test --skip-build --sanitize="$sanitizer" --build-path ".build-$sanitizer"
done

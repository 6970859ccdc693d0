#!/usr/bin/env bash
# Builds the DocC catalog of every library with --warnings-as-errors (swift-docc-plugin) in one
# invocation (the symbol graphs are extracted once): a broken symbol link, an unclosed code fence
# or a missing page fails the build. `.ci/run` runs it.
#
#   Scripts/docs.sh                  # every library, archives into .build/docs/<Target>.doccarchive
#   TARGETS=AutoLayout Scripts/docs.sh
#   OUT=/tmp/docs Scripts/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
./Scripts/install-system-packages.sh   # AutoLayoutText needs FreeType, HarfBuzz and fontconfig
out="${OUT:-.build/docs}"
targets="${TARGETS:-Cassowary AutoLayout AutoLayoutText ConflictLogs LayoutDocument LayoutRendering InterfaceBuilder LayoutEditing LayoutStudio LayoutDSL UIKitEmulation UIKitCompat UIKitPort LayoutSnapshotTesting}"
arguments=()
for target in ${targets}; do arguments+=(--target "${target}"); done
archives=.build/plugins/Swift-DocC/outputs
rm -rf "${archives}"
if ! swift package generate-documentation "${arguments[@]}" --warnings-as-errors; then
  echo "docs: warnings or errors (see above) in one of: ${targets}" >&2
  exit 1
fi
mkdir -p "${out}"
for target in ${targets}; do
  rm -rf "${out}/${target}.doccarchive"
  cp -R "${archives}/${target}.doccarchive" "${out}/"
done
echo "docs: every catalog built without warnings (${out})" >&2

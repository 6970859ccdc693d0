#!/usr/bin/env bash
# Builds the DocC catalog of every library with --warnings-as-errors (swift-docc-plugin): a broken
# symbol link, an unclosed code fence or a missing page fails the build.
#
#   Scripts/docs.sh                  # every library, into .build/docs/<Target>
#   TARGETS=AutoLayout Scripts/docs.sh
#   OUT=/tmp/docs Scripts/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
./Scripts/install-system-packages.sh   # AutoLayoutText needs FreeType, HarfBuzz and fontconfig
out="${OUT:-.build/docs}"
targets="${TARGETS:-Cassowary AutoLayout AutoLayoutText ConflictLogs LayoutDocument LayoutRendering InterfaceBuilder LayoutEditing LayoutStudio LayoutDSL UIKitCompat}"
mkdir -p "${out}"
failed=""
for target in ${targets}; do
  echo "docs: ${target}" >&2
  swift package --disable-sandbox --allow-writing-to-directory "${out}" \
    generate-documentation --target "${target}" --output-path "${out}/${target}" \
    --warnings-as-errors --transform-for-static-hosting || failed="${failed} ${target}"
done
if [ -n "${failed}" ]; then
  echo "docs: warnings or errors in:${failed}" >&2
  exit 1
fi
echo "docs: every catalog built without warnings (${out})" >&2

#!/bin/sh
# Renders every example document to Examples/pictures/NAME.png (and NAME.animated.svg for the
# documents with an `animation:`). Needs rsvg-convert (Scripts/install-system-packages.sh).
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product autolayout >/dev/null
bin=.build/release/autolayout
mkdir -p Examples/pictures
for file in Examples/documents/*.layout.yaml; do
  name=$(basename "$file" .layout.yaml)
  "$bin" render "$file" -o "Examples/pictures/$name.png"
  if grep -q '^animation:' "$file"; then
    "$bin" render "$file" --animate -o "Examples/pictures/$name.animated.svg"
  fi
  echo "Examples/pictures/$name.png"
done

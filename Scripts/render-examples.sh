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
# The project's own Interface Builder examples (Examples/interface-builder/README.md): one picture
# per scene, NAME.png for a file of one scene. `render` exits 1 when it draws a problem (the
# misplaced example), which is what that picture shows.
for file in Examples/interface-builder/*.xib Examples/interface-builder/*.storyboard; do
  name=$(basename "$file"); name=${name%.*}
  "$bin" render "$file" -o "Examples/pictures/ib-$name.png" || [ $? -eq 1 ]
  echo "Examples/pictures/ib-$name.png"
done
# A reviewed change and an explained conflict (Examples/review/README.md). `diff` exits 1 when a
# layout changed, `explain` 0 when the conflict is reproduced.
"$bin" diff Examples/review/Profile-before.storyboard Examples/review/Profile-after.storyboard \
  -o Examples/review/profile.diff.html --markdown Examples/review/profile.diff.md || [ $? -eq 1 ]
log=Tests/ConflictLogsTests/Logs/02-cell-encapsulated-height.log
"$bin" explain "$log" >Examples/review/cell-encapsulated-height.explain.txt
"$bin" explain "$log" -o Examples/review/cell-encapsulated-height.explain.html >/dev/null
echo Examples/review

#!/bin/sh
# Installs the Debian packages the tools and tests use: FreeType, HarfBuzz and fontconfig with
# their headers and pkg-config (AutoLayoutText measures text with them), the DejaVu fonts (the
# system font), and rsvg-convert (PNG pictures). Does nothing when they are already there.
set -eu
missing=""
command -v rsvg-convert >/dev/null 2>&1 || missing="$missing librsvg2-bin"
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$missing fonts-dejavu-core"
[ -e /usr/include/freetype2/ft2build.h ] || missing="$missing libfreetype-dev"
[ -e /usr/include/harfbuzz/hb.h ] || missing="$missing libharfbuzz-dev"
[ -e /usr/include/fontconfig/fontconfig.h ] || missing="$missing libfontconfig-dev"
command -v fc-match >/dev/null 2>&1 || missing="$missing fontconfig"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
[ -z "$missing" ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-system-packages: no apt-get; install these yourself:$missing" >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "install-system-packages: installing$missing" >&2
$sudo apt-get update -qq >/dev/null
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null

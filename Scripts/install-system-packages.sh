#!/bin/sh
# Installs the Debian packages the tools and tests use: rsvg-convert (PNG pictures) and the
# DejaVu fonts it draws text with. Does nothing when they are already there.
set -eu
missing=""
command -v rsvg-convert >/dev/null 2>&1 || missing="$missing librsvg2-bin"
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$missing fonts-dejavu-core"
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

#!/bin/sh
# Installs the Debian packages the tools and tests use: FreeType, HarfBuzz and fontconfig with
# their headers and pkg-config (AutoLayoutText measures text with them), the DejaVu fonts (the
# system font), and rsvg-convert (PNG pictures). With --tests, also what the test suite needs
# beyond them: Debian's chromium and Playwright for Python (the studio's browser tests). Does
# nothing when they are already there.
set -eu
tests=false
[ "${1:-}" = "--tests" ] && tests=true
missing=""
command -v rsvg-convert >/dev/null 2>&1 || missing="$missing librsvg2-bin"
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$missing fonts-dejavu-core"
[ -e /usr/include/freetype2/ft2build.h ] || missing="$missing libfreetype-dev"
[ -e /usr/include/harfbuzz/hb.h ] || missing="$missing libharfbuzz-dev"
[ -e /usr/include/fontconfig/fontconfig.h ] || missing="$missing libfontconfig-dev"
command -v fc-match >/dev/null 2>&1 || missing="$missing fontconfig"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
if $tests; then
  command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
  command -v python3 >/dev/null 2>&1 || missing="$missing python3 python3-pip"
fi
install_python_module() {  # MODULE PACKAGE
  python3 -c "import $1" >/dev/null 2>&1 && return 0
  echo "install-system-packages: installing $2 (PyPI)" >&2
  python3 -m pip install -q "$2" >/dev/null 2>&1 || python3 -m pip install -q --break-system-packages "$2"
}
# The tests' Python tools: Playwright drives the studio in chromium; sarif-pydantic checks SARIF logs.
install_playwright() {
  $tests || return 0
  install_python_module playwright playwright
  install_python_module sarif_pydantic sarif-pydantic
}
if [ -z "$missing" ]; then
  install_playwright
  exit 0
fi
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
install_playwright

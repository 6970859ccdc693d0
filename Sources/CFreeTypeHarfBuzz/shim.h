// FreeType (font files, metrics), HarfBuzz (shaping) and fontconfig (finding fonts by family),
// from Debian's libfreetype-dev, libharfbuzz-dev and libfontconfig-dev.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#include <fontconfig/fontconfig.h>

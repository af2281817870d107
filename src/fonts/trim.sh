#!/usr/bin/env bash
# Remakes src/main/resources/muster/fonts/: the nine DejaVu faces muster prints with, cut down to the
# characters of Western European text and the signs a scenario pack uses (the ranges below), hinting kept.
# A whole face is about 6,000 glyphs; PDFBox reads and tabulates all of them for every document it embeds
# one in. The cuts have no glyph substitution or positioning tables: PDFBox applied only the f-ligatures
# from them, at the price of a regular expression for every run of text, and muster sets those as
# characters instead (Ligatures). Together they took a fifth off the CPU of a cold build.
# Any other character is still printed: muster falls back to the whole face from the jasperreports-fonts
# jar (FontFace).
#
# Needs fontTools (the committed cuts were made with 4.38.0, Debian's python3-fonttools; pip install fonttools
# works too) and the jar in the local Maven repository (any build puts it there). The output is committed; run this
# only to change the ranges or the DejaVu version.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=7.0.3
jar=${JAR:-$HOME/.m2/repository/net/sf/jasperreports/jasperreports-fonts/$version/jasperreports-fonts-$version.jar}
out=src/main/resources/muster/fonts
# Basic Latin, Latin-1, Latin Extended-A, the florin, spacing accents, punctuation, currency, letter-like
# signs and number forms (fractions), arrows, the mathematical signs a scenario writes (minus, plus-minus, infinity,
# approximately, not equal, at most, at least), geometric shapes (the map's triangles), the stars, flags, ticks and
# crosses, and the Latin ligatures. Not the rest of the mathematical operators, miscellaneous symbols and dingbats
# (about 450 glyphs, none of which muster's files or printed packs use): with them the Sans cuts were twice the size,
# and every document reads each face it embeds whole. Cold San Juan about 2.5% faster without them.
ranges="U+0020-007E,U+00A0-017F,U+0192,U+02C6-02DC,U+2000-206F,U+20A0-20CF,U+2100-218F,U+2190-21FF"
ranges+=",U+2212,U+2213,U+221E,U+2248,U+2260,U+2264,U+2265,U+25A0-25FF,U+2605,U+2606,U+2690,U+2691"
ranges+=",U+2713,U+2714,U+2717,U+2718,U+FB00-FB06"
faces="DejaVuSans DejaVuSans-Bold DejaVuSans-Oblique DejaVuSans-BoldOblique DejaVuSansCondensed
  DejaVuSansCondensed-Bold DejaVuSerif DejaVuSerif-Bold DejaVuSerif-Italic"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unzip -q "$jar" 'net/sf/jasperreports/fonts/dejavu/*' -d "$work"
mkdir -p "$out"
for face in $faces; do
  python3 -m fontTools.subset "$work/net/sf/jasperreports/fonts/dejavu/$face.ttf" --unicodes="$ranges" --layout-features='' \
    --drop-tables+=GSUB,GPOS,GDEF \
    --glyph-names --name-IDs='*' --name-legacy --name-languages='*' --notdef-outline --hinting \
    --output-file="$out/$face.ttf"
done
cp "$work/net/sf/jasperreports/fonts/dejavu/LICENSE" "$out/LICENSE"
ls -l "$out"

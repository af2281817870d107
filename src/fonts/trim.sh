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
# Needs fontTools (pip install fonttools==4.66.1) and the jar in the local Maven repository (any build
# puts it there). The output is committed; run this only to change the ranges or the DejaVu version.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=7.0.3
jar=${JAR:-$HOME/.m2/repository/net/sf/jasperreports/jasperreports-fonts/$version/jasperreports-fonts-$version.jar}
out=src/main/resources/muster/fonts
# Basic Latin, Latin-1, Latin Extended-A, the florin, spacing accents, punctuation, currency, letter-like
# signs and number forms (fractions), arrows, mathematical operators, geometric shapes, miscellaneous
# symbols, dingbats, Latin ligatures.
ranges="U+0020-007E,U+00A0-017F,U+0192,U+02C6-02DC,U+2000-206F,U+20A0-20CF,U+2100-218F,U+2190-21FF"
ranges+=",U+2200-22FF,U+25A0-25FF,U+2600-26FF,U+2700-27BF,U+FB00-FB06"
faces="DejaVuSans DejaVuSans-Bold DejaVuSans-Oblique DejaVuSans-BoldOblique DejaVuSansCondensed
  DejaVuSansCondensed-Bold DejaVuSerif DejaVuSerif-Bold DejaVuSerif-Italic"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unzip -q "$jar" 'net/sf/jasperreports/fonts/dejavu/*' -d "$work"
mkdir -p "$out"
for face in $faces; do
  pyftsubset "$work/net/sf/jasperreports/fonts/dejavu/$face.ttf" --unicodes="$ranges" --layout-features='' \
    --drop-tables+=GSUB,GPOS,GDEF \
    --glyph-names --name-IDs='*' --name-legacy --name-languages='*' --notdef-outline --hinting \
    --output-file="$out/$face.ttf"
done
cp "$work/net/sf/jasperreports/fonts/dejavu/LICENSE" "$out/LICENSE"
ls -l "$out"

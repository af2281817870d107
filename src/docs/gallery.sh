#!/bin/sh
# Makes docs/gallery/ and docs/gallery.md with muster itself: pictures of the pages of one bundled scenario, as
# `muster build --preview=pages` draws them (the game master's pack, one side's handout, the kit, and the first
# pages of the table map). Run after a `mvn package` whenever the pages change; GalleryTest fails until then.
set -eu
cd "$(dirname "$0")/../.."
id=san-juan-heights
side=us
dpi=40
table_pages=3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin/muster build "scenarios/$id.yaml" --preview=pages --preview-dpi "$dpi" -o "$tmp" >/dev/null
rm -rf docs/gallery
mkdir -p docs/gallery
for part in gm "$side" kit; do cp "$tmp/$id/$id-$part"-page-*.png docs/gallery/; done
table_total=$(ls "$tmp/$id/$id-table-page-"*.png | wc -l | tr -d ' ')
i=1
while [ $i -le $table_pages ]; do cp "$tmp/$id/$id-table-page-0$i.png" docs/gallery/; i=$((i + 1)); done
section() { # title, file part, what it is
  printf '\n## %s\n\n%s\n\n' "$1" "$3"
  for png in docs/gallery/"$id-$2"-page-*.png; do
    n=${png##*-page-}
    n=${n%.png}
    printf '[![%s, page %s](gallery/%s)](gallery/%s)\n' "$1" "${n#0}" "${png##*/}" "${png##*/}"
  done
}
{
  printf '# Gallery\n\n'
  printf '<!-- made by src/docs/gallery.sh with `muster build --preview=pages`; GalleryTest fails when it is out of date -->\n\n'
  printf 'The pages muster prints for one of the bundled scenarios, `scenarios/%s.yaml` (saw-quickplay), on\n' "$id"
  printf 'Letter paper, drawn small (%s dots per inch), every page but most of the table map'"'"'s sheets. To see them larger, build the scenario, or any\n' "$dpi"
  printf 'other, with `muster build --preview=pages` to get every page at 150 dots per inch.\n'
  section "Game master's pack" gm "\`$id-gm.pdf\`: the map with every secret, briefing, rosters by brigade, unit cards and charts."
  section "A side's handout" "$side" "\`$id-$side.pdf\`: the US side's own map, briefing, cards, roster and charts; the Spanish handout is the same for Spain."
  section "Paper-play kit" kit "\`$id-kit.pdf\`: counters, markers, rulers, templates and cards, at true size."
  section "Table map (the first $table_pages of its $table_total pages)" table "\`$id-table.pdf\`: the index, then the map at true scale, one sheet a page."
} > docs/gallery.md
echo "docs/gallery: $(ls docs/gallery | wc -l) pictures, $(du -sk docs/gallery | cut -f1) KB"

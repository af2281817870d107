package muster.render;

import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * Pages laid out once and placed in several PDFs: a scenario's player aid is the same in the game master's pack and in
 * every handout, so it is laid out alone and each pack draws its pages, under its own footers, where its template
 * puts them.
 *
 * @param digest a hash of the page template's output the pages were laid out from, which alone decides them (so it names
 *     them in a cache, and is part of each placing file's id)
 * @param pdf the pages as a PDF of their own
 * @param areas where each page's content sits on it, in points from its lower left corner
 */
record SharedPages(String digest, byte[] pdf, List<Area> areas) {

    SharedPages {
        areas = List.copyOf(areas);
    }

    /** The digest of a page template's output. */
    static String digest(String xhtml) {
        return HexFormat.of().formatHex(Reproducible.seed(xhtml, Map.of()));
    }

    /** A page's content area: the page less its margins. */
    record Area(double left, double bottom, double width, double height) {
    }

    /** Page {@code index} (from 0) of {@code pages}, to be drawn where a pack's template names it. */
    record Page(SharedPages pages, int index) {
        Area area() {
            return pages.areas().get(index);
        }
    }
}

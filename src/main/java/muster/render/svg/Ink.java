package muster.render.svg;

import org.apache.pdfbox.pdmodel.graphics.pattern.PDTilingPattern;

/** How a resolved fill or stroke is set in the content stream: a colour, or a tiling pattern. */
sealed interface Ink {

    /** A plain colour, its alpha included. */
    record Color(Paint.Rgb rgb) implements Ink {
    }

    /** A pattern fill or stroke, made for the coordinate space it is used in. */
    record Tiling(PDTilingPattern pattern) implements Ink {
    }
}

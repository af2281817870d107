package muster.render.svg;

import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;

/**
 * Draws a subset of SVG 1.1 into a PDF form XObject as vector graphics with real text. Place the result
 * with {@code PDPageContentStream.drawForm}. Not thread-safe: {@link #warnings()} reports on the last call.
 *
 * <p>Supported: root {@code svg} (width/height in user units, pt, pc, in, cm, mm; viewBox with
 * preserveAspectRatio), {@code g} (and {@code a}, drawn as a group), nested {@code svg},
 * {@code use}/{@code symbol}, rect (with rx/ry), circle, ellipse, line, polyline, polygon, path (all
 * commands; arcs become Béziers), text/tspan, transforms, {@code <style>} with type/class/id selectors,
 * tiling {@code pattern}s, {@code clipPath}s, opacity via transparency groups. One user unit is one
 * point; {@code px} counts as one unit. Unknown elements are skipped and listed in {@link #warnings()};
 * an invalid value for a supported property or attribute is an error, not silently ignored.
 */
public final class SvgPainter {

    private final SvgFonts fonts;
    /** Styles worked out, by style sheet: the maps of one document share theirs (every table sheet, say). */
    private final Map<CssStyleSheet, StyleCache> styles = new IdentityHashMap<>();
    private FontSubsetRegistry subsets;
    private Halo halo;
    private PDDocument subsetsOf;
    private List<String> warnings = List.of();

    /** @param fonts family name (as written in SVG font-family) to loaded font, per weight and style */
    public SvgPainter(SvgFonts fonts) {
        this.fonts = Objects.requireNonNull(fonts, "fonts");
    }

    /**
     * Parses {@code svg} and draws it into a new form XObject whose BBox is the SVG's width x height in points
     * (one user unit is one point unless a viewBox rescales), with SVG's top-left origin mapped to the form's
     * top-left corner.
     *
     * @throws SvgException for malformed, unsafe (DOCTYPE, external reference, use cycle, size caps) or
     *                      unsupported input; the message names the element
     */
    public PDFormXObject paint(PDDocument doc, String svg) throws IOException {
        Objects.requireNonNull(doc, "doc");
        Objects.requireNonNull(svg, "svg");
        Warnings collected = new Warnings();
        try {
            SvgElement root = new SvgXmlReader(collected).read(svg);
            if (!root.name().equals("svg")) {
                throw new SvgException("root element must be <svg>, found <" + root.name() + ">");
            }
            SvgDocument document = SvgDocument.of(root, collected);
            ViewBox viewBox = ViewBox.of(root);
            double width = rootSize(root, "width", viewBox == null ? -1 : viewBox.width(), collected);
            double height = rootSize(root, "height", viewBox == null ? -1 : viewBox.height(), collected);

            PDFormXObject form = new PDFormXObject(doc);
            form.setResources(new PDResources());
            form.setBBox(new PDRectangle(0, 0, (float) width, (float) height));
            PdfContentWriter out = new PdfContentWriter(form.getResources());
            // PDF's origin is bottom-left with y up; SVG's is top-left with y down
            AffineTransform ctm = new AffineTransform(1, 0, 0, -1, 0, height);
            if (viewBox != null) {
                ctm.concatenate(viewBox.toViewport(width, height, root.attr("preserveAspectRatio")));
            }
            out.transform(ctm);
            if (subsetsOf != doc) { // fonts are put up for subsetting, and halo outlines made, once per document
                subsets = new FontSubsetRegistry(doc);
                halo = new Halo(doc);
                subsetsOf = doc;
            }
            new SvgRenderer(doc, document, fonts, collected, subsets, halo,
                    styles.computeIfAbsent(document.styleSheet(), StyleCache::new))
                    .drawRoot(root, new DrawContext(out, ctm, new Rectangle2D.Double(0, 0, width, height), 1));
            out.writeTo(form.getCOSObject());
            return form;
        } finally {
            warnings = collected.toList();
        }
    }

    /**
     * Non-fatal problems found by the most recent {@link #paint}: skipped unknown elements, ignored CSS,
     * unsupported references, characters drawn as '?'. Empty when there were none.
     */
    public List<String> warnings() {
        return warnings;
    }

    private static double rootSize(SvgElement root, String attribute, double fromViewBox, Warnings warnings) {
        String value = root.attr(attribute);
        if (value != null && value.trim().endsWith("%")) {
            warnings.add("root " + attribute + "=\"" + value + "\" ignored: percentages have no meaning on paper");
            value = null;
        }
        double size = value == null || value.isBlank() ? fromViewBox : Lengths.parse(value, attribute + " of " + root.describe());
        if (size < 0 && fromViewBox < 0) {
            throw new SvgException("root <svg> needs width and height or a viewBox");
        }
        if (size <= 0) {
            throw new SvgException("root <svg> " + attribute + " must be positive, got \"" + value + "\"");
        }
        return size;
    }
}

package muster.render.svg;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * Draws {@code <text>} (with {@code tspan} children) as real PDF text: whitespace collapsed as SVG does by
 * default, characters the font lacks replaced by '?', text-anchor applied per text chunk using the font's
 * advance widths. Per-glyph position lists and text on a path are not supported.
 */
final class TextPainter {

    /** A piece of character data with the style of the element it is in. */
    private record Run(String text, ComputedStyle style) {
    }

    /** A tspan (or the text element itself) setting a new position before the runs that follow. */
    private record Move(Double x, Double y, double dx, double dy) {
    }

    /** A run laid out: its font, substituted text, baseline start and advance width. */
    private record Placed(Run run, PDFont font, String text, double x, double y, double width) {
    }

    private final SvgRenderer renderer;
    private final SvgFonts fonts;
    private final FontSubsetRegistry subsets;
    /** Per font, BMP characters in pages of 256: 0 not asked yet, 1 encodable, -1 not. */
    private final Map<PDFont, byte[][]> encodable = new IdentityHashMap<>(); // lookups only
    /** Per font, the advance of BMP characters in pages of 256; 0 not asked yet (a zero-width one is asked again). */
    private final Map<PDFont, float[][]> advances = new IdentityHashMap<>(); // lookups only
    private final Halo halo;

    TextPainter(SvgRenderer renderer, SvgFonts fonts, FontSubsetRegistry subsets, Halo halo) {
        this.renderer = renderer;
        this.halo = halo;
        this.fonts = fonts;
        this.subsets = subsets;
    }

    /** Draws the text element; the caller has applied its transform and clip. */
    void draw(SvgElement text, ComputedStyle style, DrawContext ctx, double alpha) throws IOException {
        List<Object> items = new ArrayList<>();
        items.add(move(text));
        collect(text, style, items);
        collapseWhitespace(items, "preserve".equals(text.attr("xml:space")));
        for (List<Placed> chunk : layout(items, text)) {
            for (Placed placed : chunk) {
                paint(placed, text, ctx, alpha);
            }
        }
    }

    private void collect(SvgElement element, ComputedStyle style, List<Object> items) {
        for (SvgNode node : element.children()) {
            if (node instanceof SvgText t) {
                items.add(new Run(t.text(), style));
            } else if (node instanceof SvgElement child) {
                switch (child.name()) {
                    case "tspan" -> {
                        ComputedStyle childStyle = renderer.styles().compute(child, style);
                        if (!childStyle.displayNone()) {
                            items.add(move(child));
                            collect(child, childStyle, items);
                        }
                    }
                    case "title", "desc", "metadata" -> {
                        // not drawn
                    }
                    default -> renderer.warnings().add("skipped " + child.describe() + " inside text");
                }
            }
        }
    }

    private Move move(SvgElement e) {
        return new Move(first(e, "x"), first(e, "y"), orZero(first(e, "dx")), orZero(first(e, "dy")));
    }

    private Double first(SvgElement e, String attribute) {
        String value = e.attr(attribute);
        if (value == null || value.isBlank()) {
            return null;
        }
        String v = value.trim();
        int end = 0;
        while (end < v.length() && !separates(v.charAt(end))) {
            end++;
        }
        if (end < v.length()) { // a list; most values are one position and are not split
            int next = end;
            while (next < v.length() && separates(v.charAt(next))) {
                next++;
            }
            if (next < v.length()) {
                renderer.warnings().add(attribute + " of " + e.describe()
                        + " lists several positions; only the first is used");
            }
            v = v.substring(0, end);
        }
        return Lengths.parse(v, new Where(attribute, e));
    }

    /** The separators of an SVG list of lengths: white space and commas. */
    private static boolean separates(char c) {
        return c == ',' || Spaces.is(c);
    }

    private static double orZero(Double d) {
        return d == null ? 0 : d;
    }

    /**
     * SVG's default xml:space handling, across run boundaries: newlines and tabs become spaces, runs of spaces
     * collapse to one, leading and trailing spaces of the whole text go. With preserve, only the conversion.
     */
    private static void collapseWhitespace(List<Object> items, boolean preserve) {
        boolean lastWasSpace = true;
        int lastRun = -1;
        for (int i = 0; i < items.size(); i++) {
            if (!(items.get(i) instanceof Run run)) {
                continue;
            }
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < run.text().length(); k++) {
                char c = run.text().charAt(k);
                if (c == '\n' || c == '\r' || c == '\t') {
                    c = ' ';
                }
                if (c == ' ' && !preserve) {
                    if (lastWasSpace) {
                        continue;
                    }
                    lastWasSpace = true;
                } else {
                    lastWasSpace = false;
                }
                sb.append(c);
            }
            items.set(i, new Run(sb.toString(), run.style()));
            if (sb.length() > 0) {
                lastRun = i;
            }
        }
        if (!preserve && lastRun >= 0) {
            Run run = (Run) items.get(lastRun);
            if (run.text().endsWith(" ")) {
                items.set(lastRun, new Run(run.text().substring(0, run.text().length() - 1), run.style()));
            }
        }
    }

    /** Positions runs; a chunk starts at every absolute x or y, and is shifted as a whole for text-anchor. */
    private List<List<Placed>> layout(List<Object> items, SvgElement text) throws IOException {
        List<List<Placed>> chunks = new ArrayList<>();
        List<Placed> chunk = new ArrayList<>();
        double penX = 0;
        double penY = 0;
        double chunkStart = 0;
        for (Object item : items) {
            if (item instanceof Move m) {
                if (m.x() != null || m.y() != null) {
                    finishChunk(chunk, chunkStart, penX, chunks);
                    chunk = new ArrayList<>();
                    penX = m.x() != null ? m.x() : penX;
                    penY = m.y() != null ? m.y() : penY;
                    chunkStart = penX;
                }
                penX += m.dx();
                penY += m.dy();
            } else if (item instanceof Run run && !run.text().isEmpty()) {
                ComputedStyle s = run.style();
                PDFont font = fonts.font(s.fontFamily(), s.bold(), s.italic());
                if (font == null) {
                    throw new SvgException("SvgFonts returned no font for \"" + s.fontFamily() + "\" in " + text.describe());
                }
                if (!encodesAll(font, run.text())) {
                    font = fonts.wholeFont(s.fontFamily(), s.bold(), s.italic());
                }
                String safe = substituteMissing(font, run.text(), text);
                double width = stringWidth(font, safe) / 1000 * s.fontSize();
                chunk.add(new Placed(run, font, safe, penX, penY, width));
                penX += width;
            }
        }
        finishChunk(chunk, chunkStart, penX, chunks);
        return chunks;
    }

    private static void finishChunk(List<Placed> chunk, double start, double end, List<List<Placed>> chunks) {
        if (chunk.isEmpty()) {
            return;
        }
        double shift = switch (chunk.get(0).run().style().textAnchor()) {
            case START -> 0;
            case MIDDLE -> -(end - start) / 2;
            case END -> -(end - start);
        };
        List<Placed> shifted = new ArrayList<>(chunk.size());
        for (Placed p : chunk) {
            shifted.add(new Placed(p.run(), p.font(), p.text(), p.x() + shift, p.y(), p.width()));
        }
        chunks.add(shifted);
    }

    private boolean encodesAll(PDFont font, String text) {
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
            if (!canEncode(font, text.codePointAt(i))) {
                return false;
            }
        }
        return true;
    }

    private String substituteMissing(PDFont font, String text, SvgElement element) {
        StringBuilder sb = null; // only when something is replaced
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            int next = i + Character.charCount(cp);
            if (!canEncode(font, cp)) {
                if (sb == null) {
                    sb = new StringBuilder(text.length()).append(text, 0, i);
                }
                if (canEncode(font, '?')) {
                    renderer.warnings().add(String.format("font %s has no glyph for U+%04X in %s; drew '?'",
                            font.getName(), cp, element.describe()));
                    sb.append('?');
                } else {
                    renderer.warnings().add(String.format("font %s has no glyph for U+%04X nor '?' in %s; left out",
                            font.getName(), cp, element.describe()));
                }
            } else if (sb != null) {
                sb.append(text, i, next);
            }
            i = next;
        }
        return sb == null ? text : sb.toString();
    }

    /**
     * PDFBox's {@code getStringWidth}, from each character's advance kept per font: PDFBox encodes the string
     * and reads every code back, with an array per glyph. A character is one code in these fonts, so the sum,
     * taken in the same order, is the same float.
     */
    private float stringWidth(PDFont font, String text) throws IOException {
        float[][] pages = advances.computeIfAbsent(font, f -> new float[256][]);
        float width = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (cp >= 0x10000) {
                width += font.getStringWidth(new String(Character.toChars(cp)));
                continue;
            }
            float[] page = pages[cp >> 8];
            if (page == null) {
                page = new float[256];
                pages[cp >> 8] = page;
            }
            float advance = page[cp & 0xFF];
            if (advance == 0) {
                advance = font.getStringWidth(String.valueOf((char) cp));
                page[cp & 0xFF] = advance;
            }
            width += advance;
        }
        return width;
    }

    /** Whether the font has the character (PDFBox answers by throwing); kept per font for the BMP. */
    private boolean canEncode(PDFont font, int codePoint) {
        byte[] known = null;
        if (codePoint < 0x10000) {
            byte[][] pages = encodable.computeIfAbsent(font, f -> new byte[256][]);
            known = pages[codePoint >> 8];
            if (known == null) {
                known = new byte[256];
                pages[codePoint >> 8] = known;
            } else if (known[codePoint & 0xFF] != 0) {
                return known[codePoint & 0xFF] > 0;
            }
        }
        boolean can;
        try {
            font.encode(new String(Character.toChars(codePoint)));
            can = true;
        } catch (IllegalArgumentException | IOException e) {
            can = false; // PDFBox signals a missing glyph with IllegalArgumentException
        }
        if (known != null) {
            known[codePoint & 0xFF] = (byte) (can ? 1 : -1);
        }
        return can;
    }

    private void paint(Placed placed, SvgElement text, DrawContext ctx, double alpha) throws IOException {
        ComputedStyle s = placed.run().style();
        if (!s.visible() || placed.text().isEmpty() || s.fontSize() <= 0) {
            return;
        }
        double size = s.fontSize();
        Rectangle2D box = new Rectangle2D.Double(placed.x(), placed.y() - size * 0.8, placed.width(), size);
        Ink fill = renderer.inks().of(s.resolve(s.fill()), text, "fill", ctx, () -> box);
        Ink stroke = s.strokeWidth() > 0
                ? renderer.inks().of(s.resolve(s.stroke()), text, "stroke", ctx, () -> box) : null;
        if (fill == null && stroke == null) {
            return;
        }
        subsets.register(placed.font());
        PdfContentWriter out = ctx.out();
        if (stroke != null && fill != null && s.strokeFirst()) {
            out.save();
            renderer.inks().set(out, s, null, stroke, alpha);
            halo.stroke(out, placed.font(), placed.text(), size, placed.x(), placed.y(), s.strokeWidth());
            out.restore();
            stroke = null;
        }
        out.save();
        renderer.inks().set(out, s, fill, stroke, alpha);
        out.beginText();
        out.font(placed.font(), size);
        if (stroke != null) {
            out.textRenderingMode(fill != null ? 2 : 1);
        }
        // the user space is y-down; flip the text matrix back so glyphs stand upright on the baseline
        out.textMatrix(1, 0, 0, -1, placed.x(), placed.y());
        out.showText(placed.font(), placed.text());
        out.endText();
        out.restore();
    }
}

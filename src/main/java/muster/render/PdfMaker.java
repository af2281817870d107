package muster.render;

import com.openhtmltopdf.css.style.CalculatedStyle;
import com.openhtmltopdf.layout.LayoutContext;
import com.openhtmltopdf.outputdevice.helper.AddedFont;
import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FSFontUseCase;
import com.openhtmltopdf.outputdevice.helper.ExternalResourceControlPriority;
import com.openhtmltopdf.pdfboxout.PDFontSupplier;
import com.openhtmltopdf.pdfboxout.PdfBoxRenderer;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.render.PageBox;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.w3c.dom.Document;

/**
 * XHTML (and the SVG of its maps) to PDF bytes with openhtmltopdf on PDFBox. Fonts come from the
 * jar; the info dates are fixed and the document id is a hash of the content, so the same pages
 * give the same bytes on any machine, time zone or locale.
 */
final class PdfMaker {

    private PdfMaker() {
    }

    static Renderer.Rendered make(String xhtml, Map<String, String> maps, String title, String subject) throws RenderException {
        return laid(xhtml, maps, Map.of(), title, subject, null).rendered();
    }

    /** A pack's PDF, and whether the page before its pull-out aid was left for notes (its pages before the aid were odd). */
    record Laid(Renderer.Rendered rendered, boolean notesPage) {
    }

    /** A pack: as {@link #make(String, Map, String, String)}, also drawing {@code pages} laid out before where the page names them. */
    static Laid pack(String xhtml, Map<String, String> maps, Map<String, SharedPages.Page> pages, String title,
            String subject) throws RenderException {
        return laid(xhtml, maps, pages, title, subject, null);
    }

    /**
     * Lays out pages to be placed in other PDFs ({@link SharedPages}): the PDF, and each page's content area.
     *
     * @param digest {@link SharedPages#digest} of {@code xhtml}
     */
    static SharedPages alone(String xhtml, String digest, String title, String subject) throws RenderException {
        List<SharedPages.Area> areas = new ArrayList<>();
        Renderer.Rendered made = laid(xhtml, Map.of(), Map.of(), title, subject, areas).rendered();
        if (!made.warnings().isEmpty()) {
            throw new RenderException("could not lay out " + title + ": " + String.join("; ", made.warnings()));
        }
        return new SharedPages(digest, made.bytes(), areas);
    }

    private static Laid laid(String xhtml, Map<String, String> maps, Map<String, SharedPages.Page> pages, String title,
            String subject, List<SharedPages.Area> areas) throws RenderException {
        Document dom = Xhtml.parse(xhtml, "the page template output");
        Ligatures.form(dom, xhtml);
        LayoutBudget budget = LayoutBudget.start(dom, "the page template output");
        SortedSet<Integer> lost = new TreeSet<>();
        boolean notesPage = false;
        // the drawers hold the PDFs of placed pages open until the document that draws them is saved
        try (PDDocument doc = new PDDocument(); MapDrawers drawers = new MapDrawers(maps, pages, new DocumentFonts(doc))) {
            DocumentFonts fonts = drawers.fonts();
            Builder builder = new Builder();
            builder.usePDDocument(doc);
            builder.useFastMode();
            // PDF/A-2b is Reproducible's (metadata and output intent) and this class's: every font embedded (see below) and the
            // catalog's marks (PdfA.CatalogMarks). Not openhtmltopdf's PDF/A mode, which writes XMP metadata through the JDK's
            // XML transformer only to have it replaced (3% of a cold build).
            builder.usePdfVersion(1.7f);
            builder.withW3cDocument(dom, "muster:/pack/");
            builder.withProducer("muster");
            builder.useObjectDrawerFactory(drawers);
            builder.useExternalResourceAccessControl((uri, type) -> false,
                    ExternalResourceControlPriority.RUN_BEFORE_RESOLVING_URI);
            builder.useExternalResourceAccessControl((uri, type) -> false,
                    ExternalResourceControlPriority.RUN_AFTER_RESOLVING_URI);
            for (FontFace face : FontFace.values()) {
                builder.useFont(new LazyFont(fonts, face, FontFace.Cut.COMMON), face.family(), face.weight(), face.style(), true);
            }
            if (FontFace.commonCutsHold(xhtml)) {
                // a last resort for characters a chosen face lacks, so no text is silently dropped: the document's own
                // DejaVu Sans, not the face parsed again from its bytes for every document
                builder.useFallbackFont(new LazyFont(fonts, FontFace.SANS, FontFace.Cut.COMMON), "muster-fallback", 400,
                        FontFace.SANS.style());
            } else {
                lost.addAll(FontFace.unprintable(xhtml));
                // the whole faces, tried in order of likeness to the face asked for (the same family, weight and style
                // first). Only when the page needs them: openhtmltopdf loads every font of a list for its line metrics.
                for (FontFace face : FontFace.values()) {
                    builder.useFallbackFont(new LazyFont(fonts, face, FontFace.Cut.WHOLE), face.family(), face.weight(), face.style());
                }
            }
            try (PdfBoxRenderer renderer = builder.buildPdfRenderer()) {
                renderer.setListener(new PdfA.CatalogMarks(dom.getDocumentElement().getAttribute("lang")));
                renderer.getSharedContext().setTextRenderer(new MeasuredText());
                renderer.layout();
                budget.pages(renderer.getRootBox().getLayer().getPages().size());
                renderer.createPDFWithoutClosing();
                if (drawers.firstPlaced().isPresent()) {
                    notesPage = NotesPage.ruleBefore(doc, drawers.firstPlaced().get(), fonts.get(FontFace.SERIF_BOLD));
                }
                if (areas != null) {
                    areas.addAll(contentAreas(renderer, doc));
                }
            }
            budget.time();
            Set<String> standard = standardFonts(doc);
            if (!standard.isEmpty()) {
                throw new RenderException("text would be lost in the PDF: " + standard.stream()
                        .map(f -> "a character none of muster's faces has would print in the standard font " + f
                                + ", which a PDF/A file cannot hold unembedded")
                        .collect(Collectors.joining("; ")));
            }
            Map<String, String> parts = maps;
            if (!pages.isEmpty()) {
                parts = new HashMap<>(maps);
                for (Map.Entry<String, SharedPages.Page> page : pages.entrySet()) {
                    parts.put(page.getKey(), page.getValue().index() + " of " + page.getValue().pages().digest());
                }
            }
            Reproducible.fix(doc, title, subject, Reproducible.seed(xhtml, parts));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            List<String> warnings = new ArrayList<>(drawers.warnings());
            if (!lost.isEmpty()) {
                warnings.add(unprintable(lost));
            }
            List<Integer> cut = drawers.cutOut().stream().map(page -> doc.getPages().indexOf(page)).filter(i -> i >= 0).sorted().toList();
            return new Laid(Renderer.Rendered.saved(out.toByteArray(), doc, warnings, cut, List.of()), notesPage);
        } catch (IOException | RuntimeException e) {
            throw new RenderException("could not lay out the PDF: " + e.getMessage(), e);
        }
    }

    /**
     * The standard fonts (not embedded) the pages print in: openhtmltopdf falls back to them for a character no face it was
     * given has, when the page's style names their family (Symbol). muster's own fonts are all Type 0 and embedded.
     */
    private static Set<String> standardFonts(PDDocument doc) {
        Set<String> names = new TreeSet<>();
        for (PDPage page : doc.getPages()) {
            COSDictionary fonts = page.getResources() == null ? null : page.getResources().getCOSObject().getCOSDictionary(COSName.FONT);
            if (fonts == null) {
                continue;
            }
            for (COSName key : fonts.keySet()) {
                if (fonts.getDictionaryObject(key) instanceof COSDictionary font && !COSName.TYPE0.equals(font.getCOSName(COSName.SUBTYPE))) {
                    names.add(font.getNameAsString(COSName.BASE_FONT));
                }
            }
        }
        return names;
    }

    /** A warning that names the characters no face has, which the pages print as '#'. */
    static String unprintable(SortedSet<Integer> lost) {
        StringBuilder chars = new StringBuilder();
        StringBuilder codes = new StringBuilder();
        int shown = 0;
        for (int c : lost) {
            if (shown++ == 12) {
                codes.append(", ...");
                break;
            }
            chars.appendCodePoint(c);
            codes.append(codes.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "U+%04X", c));
        }
        return lost.size() + (lost.size() == 1 ? " character" : " characters") + " no face muster prints with has ("
                + chars + ": " + codes + ") printed as '#'; write them another way, or leave them out";
    }

    /** Each page's content area (the page less its margins) in points from its lower left corner. */
    private static List<SharedPages.Area> contentAreas(PdfBoxRenderer renderer, PDDocument doc) {
        LayoutContext c = renderer.getSharedContext().newLayoutContextInstance();
        List<PageBox> boxes = renderer.getRootBox().getLayer().getPages();
        List<SharedPages.Area> areas = new ArrayList<>();
        for (int i = 0; i < boxes.size(); i++) {
            PageBox box = boxes.get(i);
            double pageHeight = doc.getPage(i).getMediaBox().getHeight();
            double dots = box.getHeight(c) / pageHeight;
            double height = box.getContentHeight(c) / dots;
            double top = box.getMarginBorderPadding(c, CalculatedStyle.TOP) / dots;
            areas.add(new SharedPages.Area(box.getMarginBorderPadding(c, CalculatedStyle.LEFT) / dots,
                    pageHeight - top - height, box.getContentWidth(c) / dots, height));
        }
        return areas;
    }

    /** openhtmltopdf's builder, which takes a ready font as a fallback only through its state. */
    private static final class Builder extends PdfRendererBuilder {
        void useFallbackFont(PDFontSupplier font, String family, int weight, FontStyle style) {
            state._fonts.add(new AddedFont(font, weight, family, true, style,
                    EnumSet.of(FSFontUseCase.FALLBACK_PRE)));
        }
    }

    /** Loads a face's cut into the document only when the layout first asks for it. */
    private static final class LazyFont extends PDFontSupplier {
        private final DocumentFonts fonts;
        private final FontFace face;
        private final FontFace.Cut cut;

        LazyFont(DocumentFonts fonts, FontFace face, FontFace.Cut cut) {
            super(null);
            this.fonts = fonts;
            this.face = face;
            this.cut = cut;
        }

        @Override
        public PDFont supply() {
            return cut == FontFace.Cut.COMMON ? fonts.get(face) : fonts.whole(face);
        }
    }

}

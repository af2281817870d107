package muster.render;

import com.openhtmltopdf.extend.FSObjectDrawer;
import com.openhtmltopdf.extend.FSObjectDrawerFactory;
import com.openhtmltopdf.extend.OutputDevice;
import com.openhtmltopdf.pdfboxout.PdfBoxOutputDevice;
import com.openhtmltopdf.render.RenderingContext;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.render.svg.SvgPainter;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.multipdf.LayerUtility;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.w3c.dom.Element;

/**
 * Draws maps where the page has {@code <object type="application/x-muster-map" data-map="id">}:
 * the map's SVG (already written by its template) is painted once into a form XObject and
 * placed in the object's box, so it stays vector with real text. An id may instead name a page
 * laid out before ({@link SharedPages}): its content area is drawn in the object's box, top edges
 * together. The PDFs such pages come from stay open until the drawers are closed.
 */
final class MapDrawers implements FSObjectDrawerFactory, AutoCloseable {

    static final String TYPE = "application/x-muster-map";

    private final Map<String, String> svgById;
    private final Map<String, SharedPages.Page> pagesById;
    private final DocumentFonts fonts;
    private final SvgPainter painter;
    private final List<String> warnings = new ArrayList<>();
    private final List<PDPage> cutOut = new ArrayList<>();
    /** The placed pages' PDFs, each read once, by identity. */
    private final Map<SharedPages, PDDocument> sources = new IdentityHashMap<>();
    private PDPage firstPlaced;
    /** Copies placed pages into the document drawn; one for the document, so the pages' fonts are copied once. */
    private LayerUtility importer;

    MapDrawers(Map<String, String> svgById, Map<String, SharedPages.Page> pagesById, DocumentFonts fonts) {
        this.svgById = svgById;
        this.pagesById = pagesById;
        this.fonts = fonts;
        this.painter = new SvgPainter(fonts);
    }

    DocumentFonts fonts() {
        return fonts;
    }

    @Override
    public boolean isReplacedObject(Element e) {
        return TYPE.equals(e.getAttribute("type"));
    }

    @Override
    public FSObjectDrawer createDrawer(Element e) {
        return isReplacedObject(e) ? this::draw : null;
    }

    List<String> warnings() {
        return warnings;
    }

    /** The page the first of the placed pages was drawn on (a pack's player aid's front), if any was. */
    Optional<PDPage> firstPlaced() {
        return Optional.ofNullable(firstPlaced);
    }

    /** The pages holding a drawing the template marks {@code data-cut="true"}: cards and the like, cut out of the sheet. */
    List<PDPage> cutOut() {
        return cutOut;
    }

    private Map<Shape, String> draw(Element e, double x, double y, double width, double height, OutputDevice device,
            RenderingContext ctx, int dotsPerPixel) {
        String id = e.getAttribute("data-map");
        if ("true".equals(e.getAttribute("data-cut")) && device instanceof PdfBoxOutputDevice pdf && !cutOut.contains(pdf.getPage())) {
            cutOut.add(pdf.getPage());
        }
        SharedPages.Page page = pagesById.get(id);
        if (page != null && device instanceof PdfBoxOutputDevice pdf) {
            if (page.index() == 0 && firstPlaced == null) {
                firstPlaced = pdf.getPage();
            }
            try {
                pdf.drawPdfAsImage(placed(pdf.getWriter(), page, height / pdf.getDotsPerPoint()), new Rectangle((int) Math.round(x),
                        (int) Math.round(y), (int) Math.round(width), (int) Math.round(height)), (float) width, (float) height);
            } catch (IOException ex) {
                throw new UncheckedIOException(ex);
            }
            return null;
        }
        String svg = svgById.get(id);
        if (svg == null || !(device instanceof PdfBoxOutputDevice pdf)) {
            warnings.add("no map named '" + id + "' to draw");
            return null;
        }
        try {
            PDFormXObject form = painter.paint(pdf.getWriter(), svg);
            warnings.addAll(painter.warnings());
            pdf.drawPdfAsImage(form, new Rectangle((int) Math.round(x), (int) Math.round(y), (int) Math.round(width),
                    (int) Math.round(height)), (float) width, (float) height);
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
        return null;
    }

    /** The page as a form whose content area's top left corner is at the top left of a box {@code boxHeight} points high. */
    private PDFormXObject placed(PDDocument into, SharedPages.Page page, double boxHeight) throws IOException {
        PDDocument source = sources.get(page.pages());
        if (source == null) {
            source = Loader.loadPDF(page.pages().pdf());
            sources.put(page.pages(), source);
        }
        if (importer == null || importer.getDocument() != into) {
            importer = new LayerUtility(into);
        }
        PDFormXObject form = importer.importPageAsForm(source, page.index());
        SharedPages.Area area = page.area();
        form.setBBox(new PDRectangle((float) area.left(), (float) area.bottom(),
                (float) area.width(), (float) area.height()));
        form.setMatrix(AffineTransform.getTranslateInstance(-area.left(), boxHeight - area.bottom() - area.height()));
        return form;
    }

    @Override
    public void close() throws IOException {
        for (PDDocument source : sources.values()) {
            source.close();
        }
    }
}

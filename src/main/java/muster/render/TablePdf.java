package muster.render;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import muster.render.svg.SvgPainter;
import muster.view.table.TableView;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;

/**
 * The true-scale table map as PDF, drawn with PDFBox directly: the map is painted once into a form
 * XObject and every sheet shows its window of it through a clip, so the file stays small however
 * many sheets there are. The index page (on the pack's paper) and each sheet's captions come from
 * their own SVG.
 */
final class TablePdf {

    private TablePdf() {
    }

    /**
     * @param maps the SVG of the true-scale map ("map") and the overview ("overview")
     * @param index the index page's SVG
     * @param sheets each sheet's overlay SVG, in the order of {@link TableView#sheets()}
     */
    static Renderer.Rendered make(TableView table, Map<String, String> maps, String index, List<String> sheets)
            throws RenderException {
        try (PDDocument doc = new PDDocument()) {
            SvgPainter painter = new SvgPainter(new DocumentFonts(doc));
            List<String> warnings = new ArrayList<>();
            PDFormXObject map = paint(painter, doc, maps.get("map"), warnings);
            PDFormXObject overview = paint(painter, doc, maps.get("overview"), warnings);
            float pw = (float) table.page().width();
            float ph = (float) table.page().height();
            float ih = (float) table.indexPage().height();

            PDPage first = new PDPage(new PDRectangle((float) table.indexPage().width(), ih));
            doc.addPage(first);
            try (PDPageContentStream cs = new PDPageContentStream(doc, first)) {
                place(cs, overview, table.index().overviewAt(), ih);
                cs.drawForm(paint(painter, doc, index, warnings));
            }
            for (int i = 0; i < table.sheets().size(); i++) {
                TableView.Sheet sheet = table.sheets().get(i);
                PDPage page = new PDPage(new PDRectangle(pw, ph));
                doc.addPage(page);
                try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                    window(cs, map, sheet.map().window(), sheet.map().content(), ph);
                    cs.drawForm(paint(painter, doc, sheets.get(i), warnings));
                }
            }
            Map<String, String> parts = new LinkedHashMap<>(maps);
            parts.put("index", index);
            for (int i = 0; i < sheets.size(); i++) {
                parts.put("sheet-" + i, sheets.get(i));
            }
            Reproducible.fix(doc, table.title() + ": table map", "Table map at " + table.scale().text(), Reproducible.seed("table", parts));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return Renderer.Rendered.saved(out.toByteArray(), doc, warnings, List.of(), List.of());
        } catch (IOException | RuntimeException e) {
            throw new RenderException("could not draw the table map: " + e.getMessage(), e);
        }
    }

    private static PDFormXObject paint(SvgPainter painter, PDDocument doc, String svg, List<String> warnings) throws IOException {
        PDFormXObject form = painter.paint(doc, svg);
        warnings.addAll(painter.warnings());
        return form;
    }

    /** Draws a form at its own size with its top-left corner at {@code at} (page points, y down). */
    private static void place(PDPageContentStream cs, PDFormXObject form, TableView.Place at, float pageHeight) throws IOException {
        cs.saveGraphicsState();
        float h = form.getBBox().getHeight();
        cs.transform(Matrix.getTranslateInstance((float) at.x(), (float) (pageHeight - at.y() - h)));
        cs.drawForm(form);
        cs.restoreGraphicsState();
    }

    /** Shows the part {@code window} of the map (map points, y down) in the box {@code content} of the page. */
    private static void window(PDPageContentStream cs, PDFormXObject map, TableView.Place window, TableView.Place content,
            float pageHeight) throws IOException {
        cs.saveGraphicsState();
        float bottom = (float) (pageHeight - content.y() - content.height());
        cs.addRect((float) content.x(), bottom, (float) content.width(), (float) content.height());
        cs.clip();
        float mapHeight = map.getBBox().getHeight();
        float tx = (float) (content.x() - window.x());
        float ty = (float) ((pageHeight - content.y()) - (mapHeight - window.y()));
        cs.transform(Matrix.getTranslateInstance(tx, ty));
        cs.drawForm(map);
        cs.restoreGraphicsState();
    }
}

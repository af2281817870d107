package muster.render;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import muster.render.svg.SvgPainter;
import muster.view.kit.KitView;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;

/**
 * The paper-play kit as PDF, drawn with PDFBox directly: each page's SVG painted into a form
 * XObject, each of the pack's cards painted from its own SVG into a form placed in its slots, and
 * with a bleed the trim and bleed boxes of every page.
 */
final class KitPdf {

    private KitPdf() {
    }

    /**
     * @param pages each page's SVG, in the order of {@link KitView#pages()}
     * @param cards each card's SVG, in the order of {@link KitView#cards()}
     */
    static Renderer.Rendered make(KitView kit, List<String> pages, List<String> cards) throws RenderException {
        try (PDDocument doc = new PDDocument()) {
            SvgPainter painter = new SvgPainter(new DocumentFonts(doc));
            List<String> warnings = new ArrayList<>();
            List<PDFormXObject> cardForms = new ArrayList<>();
            for (String card : cards) {
                cardForms.add(painter.paint(doc, card));
                warnings.addAll(painter.warnings());
            }
            for (int i = 0; i < kit.pages().size(); i++) {
                KitView.Page view = kit.pages().get(i);
                float pw = (float) view.size().width();
                float ph = (float) view.size().height();
                PDPage page = new PDPage(new PDRectangle(pw, ph));
                doc.addPage(page);
                if (view.trimBox() != null) {
                    page.setTrimBox(box(view.trimBox(), ph));
                    page.setBleedBox(box(view.bleedBox(), ph));
                }
                PDFormXObject form = painter.paint(doc, pages.get(i));
                warnings.addAll(painter.warnings());
                try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                    cs.drawForm(form);
                    for (KitView.CardSlot slot : view.drawing().cardSlots()) {
                        card(cs, cardForms.get(slot.card()), slot, ph);
                    }
                }
            }
            Map<String, String> parts = new LinkedHashMap<>();
            for (int i = 0; i < pages.size(); i++) {
                parts.put(String.format(Locale.ROOT, "page-%04d", i), pages.get(i));
            }
            for (int i = 0; i < cards.size(); i++) {
                parts.put(String.format(Locale.ROOT, "card-%04d", i), cards.get(i));
            }
            Reproducible.fix(doc, kit.title(), kit.subject(), Reproducible.seed("kit", parts));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            List<Integer> backs = new ArrayList<>();
            for (int i = 0; i < kit.pages().size(); i++) {
                if (kit.pages().get(i).back()) {
                    backs.add(i);
                }
            }
            return Renderer.Rendered.saved(out.toByteArray(), doc, warnings, oneSided(kit.pages()), backs);
        } catch (IOException | RuntimeException e) {
            throw new RenderException("could not draw the paper-play kit: " + e.getMessage(), e);
        }
    }

    /** The pages to cut out that have no back of their own: all but the index, the backs and the fronts they belong to. */
    static List<Integer> oneSided(List<KitView.Page> pages) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < pages.size(); i++) {
            boolean backed = i + 1 < pages.size() && pages.get(i + 1).back();
            if (!pages.get(i).back() && !backed && !pages.get(i).kind().equals("index")) {
                out.add(i);
            }
        }
        return out;
    }

    /** A place (points from the top-left, y down) as a PDF rectangle (from the bottom-left, y up). */
    static PDRectangle box(KitView.Place p, float pageHeight) {
        return new PDRectangle((float) p.x(), (float) (pageHeight - p.y() - p.height()), (float) p.width(), (float) p.height());
    }

    /** Draws a card in its slot, clipped to the card, turned a quarter when the slot is on its side. */
    private static void card(PDPageContentStream cs, PDFormXObject card, KitView.CardSlot slot, float pageHeight) throws IOException {
        KitView.Place at = slot.at();
        cs.saveGraphicsState();
        float left = (float) at.x();
        float bottom = (float) (pageHeight - at.y() - at.height());
        cs.addRect(left, bottom, (float) at.width(), (float) at.height());
        cs.clip();
        if (slot.rotate() == 0) {
            cs.transform(Matrix.getTranslateInstance(left, bottom));
        } else {
            // a quarter turn anticlockwise: the card's bottom edge runs up the slot's right side
            cs.transform(Matrix.getTranslateInstance(left + (float) at.width(), bottom));
            cs.transform(Matrix.getRotateInstance(Math.PI / 2, 0, 0));
        }
        cs.drawForm(card);
        cs.restoreGraphicsState();
    }
}

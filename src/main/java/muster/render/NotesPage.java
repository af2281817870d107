package muster.render;

import java.io.IOException;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * The page a pack leaves blank so that its pull-out player aid starts a sheet of its own, ruled for notes under a heading:
 * a blank page with only its footer reads as a mistake, a notes page as one of the pack's.
 */
final class NotesPage {

    /** Page margins as pack.css sets them, points: top, sides, bottom. */
    private static final float TOP = 0.5f * 72;
    private static final float SIDE = 0.45f * 72;
    private static final float BOTTOM = 0.55f * 72;
    /** A ruled line every this many points: a pencil's line, as on a record sheet. */
    private static final float PITCH = 24;

    private NotesPage() {
    }

    /** Rules the page before {@code aidFront} for notes when nothing but its footer is printed on it; whether it did. */
    static boolean ruleBefore(PDDocument doc, PDPage aidFront, PDFont heading) throws IOException {
        int index = doc.getPages().indexOf(aidFront);
        if (index < 1) {
            return false;
        }
        PDPage page = doc.getPage(index - 1);
        if (!onlyFooter(doc, index, page)) {
            return false;
        }
        PDRectangle box = page.getMediaBox();
        float top = box.getUpperRightY() - TOP;
        try (PDPageContentStream out = new PDPageContentStream(doc, page, PDPageContentStream.AppendMode.APPEND, true, true)) {
            out.beginText();
            out.setFont(heading, 14);
            out.setNonStrokingColor(0.07f, 0.07f, 0.07f);
            out.newLineAtOffset(box.getLowerLeftX() + SIDE, top - 14);
            out.showText("Notes");
            out.endText();
            out.setStrokingColor(0.27f, 0.27f, 0.27f);
            out.setLineWidth(1);
            rule(out, box, top - 19);
            out.setStrokingColor(0.72f, 0.72f, 0.72f);
            out.setLineWidth(0.5f);
            for (float y = top - 19 - PITCH; y > box.getLowerLeftY() + BOTTOM + 12; y -= PITCH) {
                rule(out, box, y);
            }
        }
        return true;
    }

    private static void rule(PDPageContentStream out, PDRectangle box, float y) throws IOException {
        out.moveTo(box.getLowerLeftX() + SIDE, y);
        out.lineTo(box.getUpperRightX() - SIDE, y);
        out.stroke();
    }

    /** Whether page {@code number} (from 1) draws no picture and no more than one line of text, its footer. */
    private static boolean onlyFooter(PDDocument doc, int number, PDPage page) throws IOException {
        if (page.getResources() != null && page.getResources().getCOSObject().getCOSDictionary(COSName.XOBJECT) != null
                && page.getResources().getCOSObject().getCOSDictionary(COSName.XOBJECT).size() > 0) {
            return false;
        }
        PDFTextStripper text = new PDFTextStripper();
        text.setStartPage(number);
        text.setEndPage(number);
        return text.getText(doc).strip().lines().count() <= 1;
    }
}

package muster.render.svg;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAppearanceStream;

/**
 * Makes sure subset fonts get subset and embedded when the document is saved. PDFBox only schedules that from
 * {@code setFont} of its own content streams (the document's list is package-private); a font written by
 * {@link PdfContentWriter} alone would be saved without its font file. So each font is passed once through
 * a throwaway content stream whose output goes nowhere.
 */
final class FontSubsetRegistry {

    private final PDDocument doc;
    private final Set<PDFont> registered = Collections.newSetFromMap(new IdentityHashMap<>());

    FontSubsetRegistry(PDDocument doc) {
        this.doc = doc;
    }

    void register(PDFont font) throws IOException {
        if (!font.willBeSubset() || !registered.add(font)) {
            return;
        }
        PDAppearanceStream scratch = new PDAppearanceStream(new COSStream());
        scratch.setResources(new PDResources());
        try (PDPageContentStream cs = new PDPageContentStream(doc, scratch, OutputStream.nullOutputStream())) {
            cs.setFont(font, 1);
        }
    }
}

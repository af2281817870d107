package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every kind of PDF muster writes is PDF/A-2b, as veraPDF validates it. */
class PdfATest {

    static void compliant(Path pdf) throws Exception {
        assertEquals(List.of(), VeraPdf.failures(pdf), pdf.getFileName() + " against PDF/A-2b");
    }

    @Test
    void theGameMastersPack() throws Exception {
        compliant(Packs.shared().gm());
    }

    @Test
    void aSidesHandout() throws Exception {
        compliant(Packs.shared().file(Packs.ID + "-spain.pdf"));
    }

    @Test
    void theTrueScaleTable() throws Exception {
        compliant(Packs.shared().file(Packs.ID + "-table.pdf"));
    }

    @Test
    void thePaperPlayKit() throws Exception {
        compliant(Packs.shared().file(Packs.ID + "-kit.pdf"));
    }

    @Test
    void aConventionTablesBoundFile() throws Exception {
        compliant(ConventionRun.shared().out().resolve("table-2.pdf"));
    }

    @Test
    void aConventionsPrintList() throws Exception {
        compliant(ConventionRun.shared().out().resolve("print-list.pdf"));
    }
}

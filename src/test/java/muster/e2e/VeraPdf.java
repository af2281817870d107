package muster.e2e;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import org.verapdf.gf.foundry.VeraGreenfieldFoundryProvider;
import org.verapdf.pdfa.Foundries;
import org.verapdf.pdfa.PDFAParser;
import org.verapdf.pdfa.PDFAValidator;
import org.verapdf.pdfa.flavours.PDFAFlavour;
import org.verapdf.pdfa.results.TestAssertion;
import org.verapdf.pdfa.results.ValidationResult;

/** veraPDF's PDF/A-2b validation of a file, as the list of the rules it fails (empty when it complies). */
final class VeraPdf {

    static {
        VeraGreenfieldFoundryProvider.initialise();
    }

    private VeraPdf() {
    }

    /** Each failed rule once: "6.2.4.3-2: DeviceRGB used without an RGB output intent", sorted. */
    static synchronized List<String> failures(Path pdf) throws Exception {
        try (InputStream in = Files.newInputStream(pdf);
                PDFAParser parser = Foundries.defaultInstance().createParser(in, PDFAFlavour.PDFA_2_B);
                PDFAValidator validator = Foundries.defaultInstance().createValidator(PDFAFlavour.PDFA_2_B, false)) {
            ValidationResult result = validator.validate(parser);
            TreeSet<String> failed = new TreeSet<>();
            for (TestAssertion a : result.getTestAssertions()) {
                if (a.getStatus() == TestAssertion.Status.FAILED) {
                    failed.add(a.getRuleId().getClause() + "-" + a.getRuleId().getTestNumber() + ": " + a.getMessage());
                }
            }
            if (result.isCompliant() != failed.isEmpty()) {
                failed.add("veraPDF says compliant=" + result.isCompliant());
            }
            return List.copyOf(failed);
        } catch (IOException e) {
            throw e;
        }
    }
}

package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A ruler's range bands alternate colours that a greyscale printer keeps apart, with black words still readable on both. */
class BandGreysTest {

    /** The grey a colour prints as, 0 black to 255 white (the luma a greyscale printer or pdftoppm -gray takes). */
    static double grey(String css, String role) {
        Matcher m = Pattern.compile("\\." + role + " \\{ fill: #([0-9a-f]{6}); \\}").matcher(css);
        assertTrue(m.find(), role);
        int rgb = Integer.parseInt(m.group(1), 16);
        return 0.299 * (rgb >> 16 & 0xff) + 0.587 * (rgb >> 8 & 0xff) + 0.114 * (rgb & 0xff);
    }

    @Test
    void theTwoBandsPrintAtLeastAQuarterOfTheScaleApartInGrey() throws IOException {
        String css = Files.readString(Path.of("templates/kit.css"));
        double odd = grey(css, "band-odd");
        double even = grey(css, "band-even");
        assertTrue(Math.abs(odd - even) >= 64, "bands print as greys " + odd + " and " + even);
        assertTrue(Math.min(odd, even) >= 128, "black band words on grey " + Math.min(odd, even));
    }
}

package muster.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The document id: the same for the same content in any order of parts, different for any other content. */
class ReproducibleTest {

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        return sb.toString();
    }

    @Test
    void theSameContentGivesTheSameIdWhateverOrderItsPartsCameIn() {
        Map<String, String> a = new LinkedHashMap<>();
        a.put("overview", "<svg/>");
        a.put("overview-cards-1", "<svg><text>Shafter</text></svg>");
        Map<String, String> b = new LinkedHashMap<>();
        b.put("overview-cards-1", "<svg><text>Shafter</text></svg>");
        b.put("overview", "<svg/>");
        assertArrayEquals(Reproducible.seed("<html/>", a), Reproducible.seed("<html/>", b));
        assertEquals(16, Reproducible.seed("", Map.of()).length);
    }

    @Test
    void anyOtherContentGivesAnotherId() {
        Set<String> ids = new HashSet<>();
        String page = "<html><body>San Juan Heights</body></html>";
        ids.add(hex(Reproducible.seed(page, Map.of())));
        for (int i = 0; i < page.length(); i++) {
            // every one-character change, and every character dropped
            ids.add(hex(Reproducible.seed(page.substring(0, i) + (char) (page.charAt(i) + 1) + page.substring(i + 1), Map.of())));
            ids.add(hex(Reproducible.seed(page.substring(0, i) + page.substring(i + 1), Map.of())));
        }
        assertEquals(1 + 2 * page.length(), ids.size());
        // the same characters split differently between name and text, or between the page and a part
        assertEquals(4, Set.of(hex(Reproducible.seed("p", Map.of("ab", "c"))), hex(Reproducible.seed("p", Map.of("a", "bc"))),
                hex(Reproducible.seed("pa", Map.of("b", "c"))), hex(Reproducible.seed("p", Map.of("abc", "")))).size());
    }
}

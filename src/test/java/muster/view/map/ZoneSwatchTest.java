package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A deployment zone's legend swatch shows the dashes its zone is drawn with, read back from the
 * derived maps of every bundled and authors' scenario and the map's style sheet: each side's swatch
 * line is at least two whole dash periods long, else it reads as a solid line or as another symbol
 * (El Caney's legend showed the American zone, drawn in 14-point dashes, as a solid line on a 16-point swatch).
 */
class ZoneSwatchTest {

    private static final Pattern RULE = Pattern.compile("\\.zone\\.(side-[a-z])\\s*\\{([^}]*)}");
    private static final Pattern DASH = Pattern.compile("stroke-dasharray:\\s*([0-9. ]+);");

    @TestFactory
    Stream<DynamicTest> everyZoneSwatchShowsItsDashes() throws IOException {
        String css = Files.readString(Path.of("templates/map.css"));
        return Maps.each(d -> {
            List<String> solid = new ArrayList<>();
            for (MapView.LegendItem i : d.map().captions().legend()) {
                if (!i.swatch().equals("zone")) {
                    continue;
                }
                for (MapView.LegendItem.Part p : i.parts()) {
                    double period = period(css, p.sideClass());
                    double length = Maps.num(p.x2()) - Maps.num(p.x1());
                    if (length < 2 * period) {
                        solid.add(p.sideClass() + ": " + Math.round(length) + " points for a dash period of " + period);
                    }
                }
            }
            assertEquals(List.of(), solid, "zone swatches shorter than two dashes on the map of " + d.file());
        });
    }

    /** The length of one period of the side's zone dashes on the overview map (the last rule for the side wins). */
    static double period(String css, String side) {
        double period = 0;
        Matcher m = RULE.matcher(css);
        while (m.find()) {
            if (m.group(1).equals(side)) {
                Matcher dash = DASH.matcher(m.group(2));
                if (dash.find()) {
                    period = Stream.of(dash.group(1).trim().split("\\s+")).mapToDouble(Double::parseDouble).sum();
                }
            }
        }
        return period;
    }
}

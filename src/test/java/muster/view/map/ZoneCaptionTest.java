package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.scenario.Geometry;
import muster.scenario.Point;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A deployment zone's caption stands inside its zone. El Caney's American zone is an L, and its caption stood at the top-left
 * corner of the box round it, on the Spanish side of the line ("the label sits at A10, on the Spanish side of the boundary").
 */
class ZoneCaptionTest {

    @TestFactory
    Stream<DynamicTest> aZonesCaptionStandsInsideIt() throws IOException {
        return Maps.each(d -> {
            // the bundled scenarios' zones have room inside; an author's crowded zone may push its caption out beside it
            if (!d.file().startsWith("scenarios")) {
                return;
            }
            for (MapView.Zone z : d.map().pieces().zones()) {
                if (z.caption() == null || !z.caption().leader().isEmpty()) {
                    continue;
                }
                List<Point> outline = new ArrayList<>();
                for (String xy : z.points().split(" ")) {
                    String[] p = xy.split(",");
                    outline.add(Point.of(Double.parseDouble(p[0]), Double.parseDouble(p[1])));
                }
                for (MapView.TextLine line : z.caption().lines()) {
                    Point at = Point.of(Double.parseDouble(line.x()), Double.parseDouble(line.y()) - 3);
                    assertTrue(Geometry.inside(at, outline), d.file() + " for " + d.audience() + ": '" + line.text() + "' outside its zone");
                }
            }
        });
    }

    /** Every place offered for a caption lies inside the zone, an L (El Caney's Americans) or a slanted one (its Spaniards). */
    @Test
    void everyPlaceOfferedIsInsideTheZone() {
        MapFrame f = new MapFrame(6, 10, 10, 60);
        List<List<Point>> zones = List.of(outline(0, 0, 96, 0, 96, 60, 66, 60, 62, 22, 44, 12, 0, 14),
                outline(16, 22, 58, 18, 58, 36, 46, 54, 18, 54));
        for (List<Point> zone : zones) {
            String text = "El Caney garrison (Vara del Rey) deployment";
            List<LabelPlacer.Candidate> places = ZoneCaption.candidates(f, zone, text);
            assertTrue(places.size() > 1, places.toString());
            double w = LabelStyle.ZONE.width(text, LabelStyle.ZONE.size);
            for (LabelPlacer.Candidate c : places) {
                double left = c.anchor().equals("end") ? c.x() - w : c.anchor().equals("middle") ? c.x() - w / 2 : c.x();
                for (double x : new double[] {left, left + w}) {
                    assertTrue(Geometry.inside(f.table(x, c.y()), zone), c + " in " + zone);
                    assertTrue(Geometry.inside(f.table(x, c.y() - LabelStyle.ZONE.size), zone), c + " in " + zone);
                }
            }
        }
    }

    private static List<Point> outline(double... xy) {
        List<Point> out = new ArrayList<>();
        for (int i = 0; i < xy.length; i += 2) {
            out.add(Point.of(xy[i], xy[i + 1]));
        }
        return out;
    }
}

package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.view.map.Clearance.Box;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Labels never collide, read back from the derived map of every bundled scenario and of every
 * scenario of the authors' corpus (src/test/resources/authors) that passes its
 * checks, and of a long narrow table (src/test/resources/maps/narrow-pass.yaml), for the game master and for each side: no label's box crosses another label's, a unit's
 * turned box or a symbol (headquarters, target, objective, terrain spot), and no label is cut short.
 */
class PlacementTest {

    static List<Path> files() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path dir : List.of(Path.of("scenarios"), Path.of("src/test/resources/authors"))) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(out::add);
            }
        }
        out.add(Path.of("src/test/resources/maps/narrow-pass.yaml"));
        return out;
    }

    @TestFactory
    Stream<DynamicTest> noLabelCoversAnotherLabelAUnitOrASymbol() throws IOException {
        return Maps.each(d -> assertEquals(List.of(), collisions(d.map()), "labels colliding on the map of " + d.file()));
    }

    /**
     * Two labels side by side on one line stand a space apart, or they read as one: at 613ef25 Teddy's "San Juan Heights
     * (north), level 2" ran on into the Spanish company's "North".
     */
    @TestFactory
    Stream<DynamicTest> labelsOnOneLineStandASpaceApart() throws IOException {
        return Maps.each(d -> {
            List<Object[]> labels = labels(d.map());
            List<String> close = new ArrayList<>();
            for (int i = 0; i < labels.size(); i++) {
                Box a = (Box) labels.get(i)[1];
                for (int j = i + 1; j < labels.size(); j++) {
                    Box b = (Box) labels.get(j)[1];
                    double gap = Math.max(a.x1(), b.x1()) - Math.min(a.x2(), b.x2());
                    boolean oneLine = Math.min(a.y2(), b.y2()) - Math.max(a.y1(), b.y1()) > 1;
                    boolean words = text(labels.get(i)).length() > LabelPlacer.SHORT && text(labels.get(j)).length() > LabelPlacer.SHORT;
                    if (oneLine && words && gap >= 0 && gap < 4) {
                        close.add(text(labels.get(i)) + " | " + text(labels.get(j)) + " (" + Math.round(gap * 10) / 10.0 + " pt)");
                    }
                }
            }
            assertEquals(List.of(), close, "labels closer than a space on the map of " + d.file());
        });
    }

    private static String text(Object[] label) {
        return String.join(" ", ((MapView.Words) label[0]).lines().stream().map(MapView.TextLine::text).toList());
    }

    /** Every label (its words and box) on a map. */
    static List<Object[]> labels(MapView map) {
        List<MapView.Words> all = new ArrayList<>(map.captions().labels());
        map.pieces().units().forEach(u -> all.add(u.caption()));
        map.pieces().hqs().forEach(h -> all.add(h.caption()));
        map.pieces().targets().forEach(t -> all.add(t.caption()));
        map.pieces().objectives().forEach(t -> all.add(t.caption()));
        map.pieces().orders().forEach(o -> all.add(o.caption()));
        map.pieces().reaches().forEach(o -> all.add(o.caption()));
        map.pieces().zones().forEach(o -> all.add(o.caption()));
        List<Object[]> out = new ArrayList<>();
        for (MapView.Words w : all) {
            if (!w.lines().isEmpty()) {
                out.add(new Object[] {w, box(w)});
            }
        }
        return out;
    }

    static Box box(MapView.Words w) {
        String css = w.role().split(" ")[0];
        LabelStyle style = Stream.of(LabelStyle.values()).filter(s -> s.css.equals(css)).findFirst().orElseThrow();
        double size = Double.parseDouble(w.size());
        List<String> lines = w.lines().stream().map(MapView.TextLine::text).toList();
        MapView.TextLine first = w.lines().get(0);
        return LabelPlacer.box(style, lines, size, new LabelPlacer.Candidate(Double.parseDouble(first.x()), Double.parseDouble(first.y()),
                w.anchor()));
    }

    static List<String> collisions(MapView map) {
        List<String> out = new ArrayList<>();
        List<Object[]> labels = labels(map);
        List<Clearance.Poly> solids = new ArrayList<>();
        map.pieces().units().forEach(u -> solids.add(PiecesLayer.footprint(u)));
        solids.addAll(marks(map));
        for (int i = 0; i < labels.size(); i++) {
            MapView.Words w = (MapView.Words) labels.get(i)[0];
            Box b = (Box) labels.get(i)[1];
            String text = String.join(" ", w.lines().stream().map(MapView.TextLine::text).toList());
            assertTrue(!text.endsWith("…"), "cut short: " + text);
            for (int j = i + 1; j < labels.size(); j++) {
                if (b.hits((Box) labels.get(j)[1])) {
                    out.add(text + " over " + ((MapView.Words) labels.get(j)[0]).lines().get(0).text());
                }
            }
            for (Clearance.Poly p : solids) {
                if (p.hits(b)) {
                    out.add(text + " over a mark at " + p.bounds());
                }
            }
        }
        map.captions().key().forEach(k -> assertTrue(!k.text().endsWith("…"), "cut short in the key: " + k.text()));
        return out;
    }

    /** The box a headquarters', a target's or a victory star's mark covers. */
    static Box mark(MapView map, MapView.Symbol s) {
        double x = Maps.num(s.x());
        double y = Maps.num(s.y());
        return map.pieces().hqs().contains(s) ? Marks.hq(x, y) : map.pieces().targets().contains(s) ? Marks.target(x, y) : Marks.star(x, y);
    }

    /** The marks drawn at points: headquarters' flags, targets' rings, victory stars and spot features' symbols. */
    static List<Clearance.Poly> marks(MapView map) {
        List<Clearance.Poly> out = new ArrayList<>();
        map.pieces().hqs().forEach(h -> out.add(Clearance.Poly.of(Marks.hq(Maps.num(h.x()), Maps.num(h.y())))));
        map.pieces().targets().forEach(t -> out.add(Clearance.Poly.of(Marks.target(Maps.num(t.x()), Maps.num(t.y())))));
        map.pieces().objectives().forEach(o -> out.add(Clearance.Poly.of(Marks.star(Maps.num(o.x()), Maps.num(o.y())))));
        map.ground().spots().forEach(s -> out.add(Clearance.Poly.of(Marks.spot(Maps.num(s.x()), Maps.num(s.y())))));
        return out;
    }
}

package muster.view.map;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Terrain;
import muster.view.Num;
import muster.view.map.MapView.LegendItem;

/** The legend strip under a map: which entries it holds and where each is drawn. */
final class Legend {

    private Legend() {
    }

    /** Legend entries: the terrain kinds shown, then the marks this map carries. */
    static List<String[]> items(Scenario scenario, MapOptions options) {
        Set<String> kinds = new LinkedHashSet<>();
        List<Terrain> shown = scenario.terrain().stream().filter(t -> options.audience().sees(t.hidden(), t.side())).toList();
        for (String k : TerrainLayer.PAINT_ORDER) {
            if (!k.equals("open") && shown.stream().anyMatch(t -> t.kind().equals(k))) {
                kinds.add(k);
            }
        }
        List<String[]> items = new ArrayList<>();
        for (String kind : kinds) {
            Terrain sample = shown.stream().filter(t -> t.kind().equals(kind)).findFirst().orElseThrow();
            String swatch = sample.shape() instanceof Shape.Outline ? "area" : sample.shape() instanceof Shape.Path ? "line" : "spot";
            items.add(new String[] {kind, swatch, legendText(kind)});
        }
        if (shown.stream().anyMatch(t -> t.crest().size() >= 2)) {
            items.add(new String[] {"crest", "line", "ridge crest"});
        }
        if (options.pieces()) {
            items.add(new String[] {"unit", "unit", "unit (front thick)"});
            items.add(new String[] {"hq", "hq", "headquarters"});
            if (scenario.targets().stream().anyMatch(t -> options.audience().seesPlansOf(t.side()))) {
                items.add(new String[] {"target", "target", "pre-spotted target"});
            }
            if (scenario.sides().stream().anyMatch(s -> options.audience().seesPlansOf(s.id())
                    && s.formations().stream().anyMatch(fm -> fm.orders().isPresent()))) {
                items.add(new String[] {"order", "order", "standing order"});
            }
            if (scenario.victory().stream().anyMatch(v -> (v.feature().isPresent() || v.at().isPresent())
                    && (!v.hidden() || options.audience().seesPlansOf(v.side())))) {
                items.add(new String[] {"objective", "objective", "victory location"});
            }
        }
        if (scenario.sides().stream().anyMatch(s -> s.deploy().isPresent())) {
            items.add(new String[] {"zone", "zone", "deployment zone"});
        }
        return items;
    }

    static List<LegendItem> entries(List<String[]> items, double width, double top) {
        int perRow = MapDeriver.legendPerRow(width);
        List<LegendItem> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            double lx = MapDeriver.EDGE + (i % perRow) * MapDeriver.LEGEND_ITEM_WIDTH;
            double ly = top + 8 + (i / perRow) * MapDeriver.LEGEND_ROW;
            String[] it = items.get(i);
            out.add(new LegendItem(it[0], it[1], it[2], new LegendItem.Points(Num.pt(lx), Num.pt(ly - 8), Num.pt(lx + 22), Num.pt(ly),
                    Num.pt(lx + 16), Num.pt(lx + 8), Num.pt(ly - 3.5))));
        }
        return out;
    }

    static String legendText(String kind) {
        return switch (kind) {
            case "barbed-wire" -> "barbed wire";
            case "artillery-emplacement" -> "gun emplacement";
            case "hill" -> "hill (level)";
            default -> kind;
        };
    }
}

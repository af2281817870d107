package muster.view.map;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import muster.rules.Guns;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.view.Forces;
import muster.view.Labels;
import muster.view.RuleSetSheets;

/** The legend of a map: which entries it holds ({@link LegendLayout} places them). */
final class Legend {

    private Legend() {
    }

    /** Legend entries: the terrain kinds shown, then the marks this map carries. */
    static List<String[]> items(Scenario scenario, MapOptions options, RuleSetSheets sheets) {
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
            if (kind.equals("hill")) {
                // the swatch in the shade of each level the map shows, side by side: "hill, levels 1 and 2"
                List<Integer> levels = List.copyOf(new TreeSet<>(shown.stream().filter(t -> t.kind().equals(kind)).map(t -> t.level().orElse(0)).toList()));
                String text = levels.size() > 1 ? "hill, levels " + levels.subList(0, levels.size() - 1).stream().map(String::valueOf)
                        .collect(Collectors.joining(", ")) + " and " + levels.get(levels.size() - 1)
                        : levels.get(0) > 0 ? "hill, level " + levels.get(0) : "hill";
                // where the rules play hills as scenery, a level means nothing: the swatches keep their shades, the words say "hill"
                text = sheets.hillLevels() ? text : "hill";
                items.add(new String[] {kind, swatch, text, String.join(" ", levels.stream().map(l -> "level-" + l).toList())});
            } else {
                items.add(new String[] {kind, swatch, legendText(kind)});
            }
        }
        if (shown.stream().anyMatch(t -> t.crest().size() >= 2)) {
            items.add(new String[] {"crest", "line", "ridge crest"});
        }
        if (options.pieces()) {
            // one swatch for each side whose units the map draws, side by side, so the sides' fills are told apart in greyscale
            String drawn = String.join(" ", Forces.sides(scenario).stream()
                    .filter(side -> side.side().formations().stream().flatMap(fm -> fm.units().stream())
                            .anyMatch(u -> options.audience().sees(u.hidden(), Optional.of(side.side().id()))))
                    .map(Forces.SideOf::sideClass).toList());
            items.add(new String[] {drawn.isEmpty() ? "side-a" : drawn, "unit", "unit (front edge)"});
            if (scenario.sides().stream().anyMatch(side -> side.units().stream()
                    .anyMatch(u -> u.hidden() && u.at().isPresent() && options.audience().sees(true, Optional.of(side.id()))))) {
                items.add(new String[] {"hidden", "hidden", "hidden unit"});
            }
            if (sheets.headquarters() && scenario.sides().stream().anyMatch(side -> side.hq().flatMap(h -> h.at()).isPresent())) {
                items.add(new String[] {"hq", "hq", "headquarters"});
            }
            if (scenario.targets().stream().anyMatch(t -> options.audience().seesPlansOf(t.side()))) {
                items.add(new String[] {"target", "target", "pre-spotted target"});
            }
            // the reach lines carry a bare number: the legend says what it counts
            String reaching = classes(scenario, s -> options.audience().seesPlansOf(s.id()) && scenario.targets().stream()
                    .anyMatch(t -> t.side().equals(s.id()) && Guns.shots(scenario, t, sheets::gun).stream().anyMatch(Guns.Shot::inRange)));
            if (!reaching.isEmpty()) {
                items.add(new String[] {reaching, "reach", "gun to target, table inches"});
            }
            // the swatch shows each side's line whose orders the map draws (dashed for the second side), with a chevron
            String sides = classes(scenario, s -> options.audience().seesPlansOf(s.id()) && s.formations().stream().anyMatch(fm -> fm.orders().isPresent()));
            if (!sides.isEmpty()) {
                items.add(new String[] {sides, "order", "brigade's orders"});
            }
            if (scenario.victory().stream().anyMatch(v -> (v.feature().isPresent() || v.at().isPresent())
                    && (!v.hidden() || options.audience().seesPlansOf(v.side())))) {
                items.add(new String[] {"objective", "objective", "victory location"});
            }
        }
        String zones = classes(scenario, s -> s.deploy().isPresent());
        if (!zones.isEmpty()) {
            items.add(new String[] {zones, "zone", "deployment zone"});
        }
        return items;
    }

    /** The side classes, in the sides' order, of the sides {@code which} takes, space-separated: "side-a side-b". */
    private static String classes(Scenario scenario, Predicate<Side> which) {
        return String.join(" ", Labels.perSide(scenario, (s, cls) -> which.test(s) ? cls : "").stream().filter(c -> !c.isEmpty()).toList());
    }

    static String legendText(String kind) {
        return switch (kind) {
            case "barbed-wire" -> "barbed wire";
            case "artillery-emplacement" -> "gun emplacement";
            default -> kind;
        };
    }
}

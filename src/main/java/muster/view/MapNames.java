package muster.view;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Terrain;

/**
 * Which features the maps name, and what the sheets' words call each, so that a table or a record names a feature as the map
 * does: every feature its author named, the unnamed ones a player navigates by, and every one the battle is fought over (an
 * order's objective, a victory location, a pre-spotted target) or the scenario's words cite, by name or by its id in words;
 * any other by its kind and the grid squares the maps letter ("barbed wire from J3 to K6", "building at N5").
 */
public final class MapNames {

    /** Kinds whose names a player navigates by; works and ground cover go unlabelled to keep the map legible. */
    static final Set<String> LABELLED = Set.of("hill", "town", "fort", "woods", "jungle", "marsh", "river", "stream", "road",
            "railway", "blockhouse", "building", "ford", "bridge", "crossroads");
    /** Of those, the kinds labelled only when the scenario names them. */
    static final Set<String> NAMED_ONLY = Set.of("woods", "jungle", "marsh", "stream", "road", "railway", "building");

    private final Set<String> fought;
    private final String told;
    private final List<Terrain> terrain;

    public MapNames(Scenario scenario) {
        this.fought = foughtOver(scenario);
        this.told = told(scenario);
        this.terrain = scenario.terrain();
    }

    /** Whether the maps print the feature's name. */
    public boolean named(Terrain t) {
        boolean navigable = LABELLED.contains(t.kind()) && !(t.name().isEmpty() && NAMED_ONLY.contains(t.kind()));
        return navigable || t.name().isPresent() || fought.contains(t.id()) || cited(t);
    }

    /** The feature as the sheets' words call it: its name on the maps, or its kind and grid squares. */
    public String of(Terrain t) {
        if (named(t)) {
            return t.displayName();
        }
        String kind = t.kind().replace('-', ' ');
        if (t.shape() instanceof Shape.Path p) {
            String from = Labels.square(p.points().get(0));
            String to = Labels.square(p.points().get(p.points().size() - 1));
            return from.equals(to) ? kind + " at " + from : kind + " from " + from + " to " + to;
        }
        Point at = t.shape() instanceof Shape.Spot spot ? spot.at() : Geometry.centroid(t.shape().points());
        return kind + " at " + Labels.square(at);
    }

    /** Words of an id that only tell one feature of a kind from another, never what the text calls it. */
    private static final Set<String> QUALIFIERS = Set.of("north", "south", "east", "west", "northern", "southern", "eastern",
            "western", "upper", "lower", "left", "right", "centre", "center", "near", "far", "main", "old", "new", "big", "little");

    /**
     * Whether the scenario's words name an unnamed feature by its id in words, of two words or more ("the telegraph office"),
     * or as "the" a word of its id no other feature has, nor its kind ("the paddies" for paddies-north, "the mangroves").
     */
    private boolean cited(Terrain t) {
        if (t.name().isPresent()) {
            return false;
        }
        String words = t.displayName().toLowerCase(Locale.ROOT);
        if (words.contains(" ") && told.contains(words)) {
            return true;
        }
        for (String w : t.id().split("-")) {
            if (w.length() > 3 && w.chars().allMatch(Character::isLetter) && !QUALIFIERS.contains(w) && !LABELLED.contains(w)
                    && !List.of(t.kind().split("-")).contains(w) && others(t, w) == 0
                    && Pattern.compile("\\bthe (\\p{L}+ )?" + Pattern.quote(w) + "\\b").matcher(told).find()) {
                return true;
            }
        }
        return false;
    }

    /** How many other features have the word in their id, name, kind or form: a word two features share tells neither. */
    private long others(Terrain t, String word) {
        return terrain.stream().filter(o -> o != t)
                .filter(o -> List.of(String.join(" ", o.id(), o.name().orElse(""), o.kind(), o.form().orElse("")).toLowerCase(Locale.ROOT).split("[- ,()]+")).contains(word))
                .count();
    }

    /** Everything the scenario says in words, lower case: briefings, special rules, victory conditions. */
    private static String told(Scenario scenario) {
        StringBuilder b = new StringBuilder(scenario.briefing());
        scenario.gmNotes().ifPresent(x -> b.append('\n').append(x));
        scenario.sides().forEach(side -> side.briefing().ifPresent(x -> b.append('\n').append(x)));
        scenario.specialRules().forEach(n -> b.append('\n').append(n.text()));
        scenario.victory().forEach(v -> b.append('\n').append(v.text()));
        return b.toString().toLowerCase(Locale.ROOT);
    }

    /** The ids of the features an order, a victory condition or a pre-spotted target names. */
    private static Set<String> foughtOver(Scenario scenario) {
        Set<String> out = new HashSet<>();
        scenario.sides().forEach(s -> s.formations().forEach(f -> f.orders().flatMap(o -> o.objective()).ifPresent(out::add)));
        scenario.victory().forEach(v -> v.feature().ifPresent(out::add));
        scenario.targets().forEach(t -> t.feature().ifPresent(out::add));
        return out;
    }
}

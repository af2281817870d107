package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import muster.scenario.Hq;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Forces;
import muster.view.ShortLabels;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitContent.Symbol;

/**
 * The parts every rule set's kit is built from: counters for each unit's elements, HQ counters,
 * and the reading of a size a rules package gives only in words.
 */
public final class KitParts {

    /**
     * Length of a fire-arc template's sides, table inches: long enough to sight along (a ruler
     * carries the line on), short enough that two 90-degree arcs share a Letter or A4 page at 1:1.
     */
    public static final double ARC_GAUGE_INCHES = 4;

    private KitParts() {
    }

    /**
     * What one unit puts on the table: {@code count} counters of one size and symbol (a unit may
     * have several pieces: a gun model and its crew), each showing {@code front} and, when given,
     * {@code back} on its reverse.
     */
    public record Piece(int count, double width, double depth, Symbol symbol, String front, Optional<String> back) {
        public static Piece of(int count, double size, Symbol symbol, String front, Optional<String> back) {
            return new Piece(count, size, size, symbol, front, back);
        }
    }

    /** How the kit labels a scenario's units, on counters and deck cards alike: made from names, apart within the scenario. */
    public static Function<Unit, String> labels(Scenario scenario) {
        return ShortLabels.of(scenario)::unit;
    }

    /** Counters for every unit of every side, in file order, the pieces of each unit as {@code pieces} gives them. */
    public static List<Counter> counters(Scenario scenario, BiFunction<Side, Unit, List<Piece>> pieces) {
        Function<Unit, String> labels = labels(scenario);
        List<Counter> out = new ArrayList<>();
        for (Forces.UnitOf placed : Forces.units(scenario)) {
            Unit u = placed.unit();
            List<Piece> list = pieces.apply(placed.side(), u);
            int total = list.stream().mapToInt(Piece::count).sum();
            int n = 0;
            for (Piece p : list) {
                for (int k = 0; k < p.count(); k++) {
                    n++;
                    out.add(new Counter(u.id(), labels.apply(u), u.displayName(), placed.formation().displayName(), placed.side().name(),
                            placed.sideClass(), p.symbol(), p.width(), p.depth(), n, total, p.front(), p.back()));
                }
            }
        }
        return out;
    }

    /** A counter for each side's headquarters, {@code size} inches square, showing {@code front}. */
    public static List<Counter> hqs(Scenario scenario, double size, String front) {
        List<Counter> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            Side side = s.side();
            Optional<Hq> hq = side.hq();
            if (hq.isPresent() && Forces.hqFigure(side).isEmpty()) {
                out.add(new Counter("hq-" + side.id(), commander(hq.get().name()), hq.get().name() + " (headquarters)", "army headquarters", side.name(),
                        s.sideClass(), Symbol.GENERAL, size, size, 1, 1, front, Optional.empty()));
            }
        }
        return out;
    }

    /** Words before a commander's name that are his rank, not his name. */
    static final Set<String> RANKS = Set.of("general", "brigadier", "colonel", "captain", "major", "lieutenant", "sergeant",
            "comandante", "coronel", "capitán", "teniente", "general-in-chief");
    /** Small words inside a surname: "Vara del Rey", "de la O". */
    static final Set<String> PARTICLES = Set.of("de", "del", "la", "las", "los", "y", "van", "von", "der", "da", "di", "du");

    /**
     * An HQ's label: the commander's surname ("Brig. Gen. Henry W. Lawton" is "Lawton", "Gen. Joaquín
     * Vara del Rey" is "Vara del Rey"), or, when the name does not end in one ("Comandante of the
     * Cuzco post"), the name as written.
     */
    public static String commander(String name) {
        List<String> words = new ArrayList<>();
        for (String w : name.replaceAll("\\([^)]*\\)", " ").trim().split("\\s+")) {
            boolean rank = w.endsWith(".") || RANKS.contains(w.toLowerCase(Locale.ROOT));
            if (!(rank && words.isEmpty()) && !(w.endsWith(".") && w.length() <= 3)) {
                words.add(w);
            }
        }
        if (words.isEmpty()) {
            return name.trim();
        }
        int last = words.size() - 1;
        if (!Character.isUpperCase(words.get(last).charAt(0))) {
            return name.trim();
        }
        int first = last;
        while (first > 0 && PARTICLES.contains(words.get(first - 1))) {
            first--;
        }
        // particles belong to the surname only after a name: "Vara del Rey", not "militar de Guayama"
        boolean named = first > 0 && Character.isUpperCase(words.get(first - 1).charAt(0));
        first = first == last ? last : named ? first - 1 : last;
        return String.join(" ", words.subList(first, last + 1));
    }

    /** Units of the whole scenario that {@code which} accepts. */
    public static int units(Scenario scenario, Predicate<Unit> which) {
        return (int) scenario.sides().stream().flatMap(s -> s.units().stream()).filter(which).count();
    }

    /** Formations of the whole scenario. */
    public static int formations(Scenario scenario) {
        return scenario.sides().stream().mapToInt(s -> s.formations().size()).sum();
    }
}

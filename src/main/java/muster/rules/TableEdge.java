package muster.rules;

import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Table;
import muster.scenario.Unit;
import muster.scenario.Zone;

/**
 * A table edge a scenario option names (a home edge, such as the one a thrower stands behind), or
 * none; and a nation's own edge as the scenario's layout shows it: nearest its deployment zone,
 * else the edge its figures stand nearer to, on average, than the enemy's.
 */
public enum TableEdge implements EnumWord {
    NORTH, EAST, SOUTH, WEST, NONE;

    public static Optional<TableEdge> of(String word) {
        return Word.typed(values(), word.trim());
    }

    public static List<String> words() {
        return Word.words(List.of(values()));
    }

    /** Inches from a point on the table to this edge; 0 for none. */
    public double distance(Point p, Table table) {
        return switch (this) {
            case NORTH -> table.depth() - p.y();
            case EAST -> table.width() - p.x();
            case SOUTH -> p.y();
            case WEST -> p.x();
            case NONE -> 0;
        };
    }

    /** Length of the edge (the line a thrower walks along); 0 for none. */
    public double length(Table table) {
        return this == NORTH || this == SOUTH ? table.width() : this == NONE ? 0 : table.depth();
    }

    /**
     * The edge the scenario's option {@code key} names (none, or empty for a word that is no edge), or, with no such option, the
     * nation's own edge as the layout shows it ({@link #inferred}).
     */
    public static Optional<TableEdge> named(Scenario s, Optional<String> key, String nation, List<String> enemies) {
        Optional<String> given = key.flatMap(s::option).map(o -> o.value());
        return given.isPresent() ? given.flatMap(TableEdge::of) : inferred(s, nation, enemies);
    }

    /** The nation's edge read from its first side's deployment zone, else from its figures against {@code enemies}'; empty when neither tells. */
    public static Optional<TableEdge> inferred(Scenario s, String nation, List<String> enemies) {
        Optional<Side> own = s.sides().stream().filter(x -> x.nation().equals(nation)).findFirst();
        if (own.isEmpty()) {
            return Optional.empty();
        }
        Optional<Zone> zone = own.get().deploy().filter(z -> z.outline().size() >= 3);
        if (zone.isPresent()) {
            Point c = Geometry.centroid(zone.get().outline());
            return nearest(e -> e.distance(c, s.table()));
        }
        return nearest(e -> {
            Optional<Double> mine = meanDistance(s, List.of(nation), e);
            return mine.isEmpty() ? Double.NaN : mine.get() - meanDistance(s, enemies, e).orElse(0.0);
        });
    }

    /** The figure-weighted mean distance from the edge of the placed units of sides of these nations (a unit without a count is one figure). */
    public static Optional<Double> meanDistance(Scenario s, List<String> nations, TableEdge edge) {
        double sum = 0;
        int n = 0;
        for (Side side : s.sides()) {
            if (!nations.contains(side.nation())) {
                continue;
            }
            for (Unit u : side.units()) {
                if (u.at().isPresent()) {
                    int f = Math.max(1, u.count().orElse(1));
                    sum += f * edge.distance(u.at().get(), s.table());
                    n += f;
                }
            }
        }
        return n == 0 ? Optional.empty() : Optional.of(sum / n);
    }

    /** The one edge with the least score; empty on a tie or without scores. */
    private static Optional<TableEdge> nearest(ToDoubleFunction<TableEdge> score) {
        return Least.of(List.of(NORTH, EAST, SOUTH, WEST), score);
    }
}

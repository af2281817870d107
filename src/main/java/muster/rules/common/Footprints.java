package muster.rules.common;

import java.util.ArrayList;
import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Footprint;
import muster.rules.Report;
import muster.scenario.Geometry;
import muster.rules.RuleSet;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * COM-017: a unit's bases or stands, at the sizes its rule set gives them and laid side by side
 * across its facing as the map draws them, stand on the table, and no unit stands on another. A
 * base is off the table when its middle is; a unit stands on another when its place lies within the
 * other's bases (lines that only cross at their ends are the map's to draw apart). Riders on a
 * train ride it, and figures that stand loose (a single officer, skirmishing figures) take no ground
 * of their own.
 */
public final class Footprints extends BaseRule {

    /** Within this of an edge counts as on it: a position written to the inch. */
    static final double SLACK = 0.01;

    private final RuleSet ruleSet;

    public Footprints(RuleSet ruleSet) {
        super("COM-017", Severity.WARNING, "a unit's bases, laid side by side across its front at the rule set's sizes, stand on the "
                + "table, and no unit's place lies within another's bases",
                "the rules are played with the bases on the table: a base off its edge, or a unit on top of another, cannot be set "
                        + "out as the file places it");
        this.ruleSet = ruleSet;
    }

    private record Placed(Unit unit, Point at, Footprint foot, List<Point> corners) {
    }

    @Override
    public void check(Scenario s, Report report) {
        List<Placed> placed = new ArrayList<>();
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                // a count or facing the loader left out would lay the bases out wrong: the loader has reported it
                if (u.at().isPresent() && u.aboard().isEmpty() && !u.spans().leftOut("count") && !u.spans().leftOut("facing")) {
                    double facing = u.facing().orElse(0.0);
                    ruleSet.footprint(u).ifPresent(f -> placed.add(new Placed(u, u.at().get(), f, f.corners(u.at().get(), facing))));
                }
            }
        }
        for (Placed p : placed) {
            double facing = p.unit().facing().orElse(0.0);
            if (s.table().width() > 0 && s.table().depth() > 0
                    && p.foot().centres(p.at(), facing).stream().anyMatch(c -> !on(s, c))) {
                report.at(p.at().span(), "'" + p.unit().id() + "' has bases off the table: laid across its front, "
                                + p.foot().elements() + " of " + inches(p.foot().size()) + " run " + inches(p.foot().frontage())
                                + " from end to end",
                        "move it further in, or turn it (facing) so that its front runs along the edge");
            }
        }
        for (int i = 0; i < placed.size(); i++) {
            Placed p = placed.get(i);
            for (int j = 0; j < placed.size(); j++) {
                Placed other = placed.get(j);
                boolean within = i != j && Geometry.inside(p.at(), other.corners());
                // two units on one spot are reported once, at the later
                if (within && !(j > i && Geometry.inside(other.at(), p.corners()))) {
                    report.at(p.at().span(), "'" + p.unit().id() + "' stands on '" + other.unit().id() + "': its place is within "
                            + "that unit's bases", "move one of them: units touch edge to edge, they do not stand on each other");
                    break;
                }
            }
        }
    }

    private static String inches(double v) {
        return InsideTable.fmt(Math.round(v * 100) / 100.0) + "\"";
    }

    private static boolean on(Scenario s, Point c) {
        return c.x() >= -SLACK && c.y() >= -SLACK && c.x() <= s.table().width() + SLACK && c.y() <= s.table().depth() + SLACK;
    }
}

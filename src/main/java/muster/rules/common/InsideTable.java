package muster.rules.common;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.scenario.Victory;
import muster.source.Severity;

/** Everything placed on the table lies within it. */
public final class InsideTable extends BaseRule {

    public InsideTable() {
        super("COM-004", Severity.ERROR,
                "every point (terrain, units, HQs, zones, targets, victory locations, order paths) lies on the table",
                "the design notes place everything on the table; a point off it can be neither played nor drawn");
    }

    @Override
    public void check(Scenario s, Report report) {
        if (s.table().width() <= 0 || s.table().depth() <= 0) {
            return;
        }
        for (Terrain t : s.terrain()) {
            t.shape().points().forEach(p -> check(s, report, p, "terrain feature '" + t.id() + "'"));
            t.crest().forEach(p -> check(s, report, p, "crest of '" + t.id() + "'"));
        }
        for (Side side : s.sides()) {
            side.hq().flatMap(h -> h.at()).ifPresent(p -> check(s, report, p, "HQ of '" + side.id() + "'"));
            side.deploy().ifPresent(z -> z.outline().forEach(p -> check(s, report, p, "deployment zone of '" + side.id() + "'")));
            for (Formation f : side.formations()) {
                f.orders().ifPresent(o -> o.path().forEach(p -> check(s, report, p, "order path of '" + f.id() + "'")));
                for (Unit u : f.units()) {
                    u.at().ifPresent(p -> check(s, report, p, "unit '" + u.id() + "'"));
                }
            }
        }
        for (Target t : s.targets()) {
            t.at().ifPresent(p -> check(s, report, p, "target"));
        }
        for (Victory v : s.victory()) {
            v.at().ifPresent(p -> check(s, report, p, "victory location"));
        }
    }

    private static void check(Scenario s, Report report, Point p, String what) {
        if (!s.table().contains(p)) {
            report.at(p.span(), "the " + what + " has a point [" + fmt(p.x()) + ", " + fmt(p.y()) + "] off the table",
                    "the table runs from [0, 0] (south-west) to [" + fmt(s.table().width()) + ", " + fmt(s.table().depth()) + "]");
        }
    }

    static String fmt(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}

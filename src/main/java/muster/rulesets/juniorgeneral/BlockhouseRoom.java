package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.source.Severity;

/** JRG-011: figures in the blockhouse cannot be shot, so it holds only a handful (house reading: 6). */
final class BlockhouseRoom extends BaseRule {

    BlockhouseRoom() {
        super("JRG-011", Severity.WARNING, "at most " + Blockhouse.CAPACITY + " figures start in a blockhouse (within "
                + (int) Blockhouse.RADIUS_INCHES + "\" of its spot)");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain b : Blockhouse.all(s)) {
            int inside = 0;
            for (Side side : s.sides()) {
                inside += Blockhouse.figuresInside(side, b);
            }
            if (inside > Blockhouse.CAPACITY) {
                report.at(b.spans().self(), inside + " figures start in the blockhouse '" + b.id() + "', which holds "
                                + Blockhouse.CAPACITY, "figures inside cannot be shot: put the rest in the trenches around it");
            }
        }
    }
}

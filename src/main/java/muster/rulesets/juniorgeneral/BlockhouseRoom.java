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
        super("JRG-011", Severity.NOTE, "a blockhouse seats " + Blockhouse.CAPACITY + " figures (within "
                + (int) Blockhouse.RADIUS_INCHES + "\" of its spot); more that start there stand outside it",
                "the text makes blockhouse figures safe from fire and muster's reading seats six: figures past six stand outside, and the pack says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain b : Blockhouse.all(s)) {
            int inside = 0;
            for (Side side : s.sides()) {
                inside += Blockhouse.figuresInside(side, b);
            }
            if (inside > Blockhouse.CAPACITY) {
                report.note(b.spans().self(), b.side(), inside + " figures start in " + b.displayName() + ", which holds "
                        + Blockhouse.CAPACITY + ": the rest stand outside it, where they can be shot.");
            }
        }
    }
}

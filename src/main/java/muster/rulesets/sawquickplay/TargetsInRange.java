package muster.rulesets.sawquickplay;

import java.util.List;
import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Guns;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.source.Severity;

/** SAW-007: a pre-spotted target some gun of that side can reach from where it starts. */
final class TargetsInRange extends BaseRule {

    TargetsInRange() {
        super("SAW-007", Severity.HINT, "a pre-spotted target lies within range of at least one gun of its side where it starts "
                + "(field 36\", siege 48\", doubled at 25mm)",
                "the text says nothing of range at the start; a target out of reach matters once the guns move up");
    }

    /** Rounded up to a tenth, so a shortfall never reads as 0". */
    static String oneDecimal(double inches) {
        double up = Math.ceil(inches * 10) / 10;
        return up == Math.rint(up) ? String.valueOf((long) up) : String.valueOf(up);
    }

    @Override
    public void check(Scenario s, Report report) {
        String scale = s.figureScale().orElse(Scales.DEFAULT);
        for (Target t : s.targets()) {
            Optional<Side> side = s.side(t.side());
            if (side.isEmpty() || Guns.where(s, t).isEmpty()) {
                continue;
            }
            String name = t.feature().or(t::label).orElse("target");
            if (side.get().units().stream().noneMatch(u -> Units.weapon(u).map(Weapon::isArtillery).orElse(false))) {
                report.at(t.spans().self(), "the side '" + t.side() + "' has no artillery to fire at '" + name + "'",
                        "give the side a field-artillery or siege-artillery unit, or remove the target");
                continue;
            }
            List<Guns.Shot> shots = Guns.shots(s, t, u -> Units.gun(u, Units.weapon(u), scale));
            if (!shots.isEmpty() && shots.stream().noneMatch(Guns.Shot::inRange)) {
                double best = shots.stream().mapToDouble(x -> x.distance() - x.gun().range()).min().getAsDouble();
                report.at(t.spans().self(), "no gun of '" + t.side() + "' can reach '" + name + "' from where it starts (the nearest is "
                                + oneDecimal(best) + "\" out of range)",
                        "move a gun closer, or accept that the target matters only once the guns advance");
            }
        }
    }
}

package muster.rulesets.sawquickplay;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** SAW-016: guns and machine guns never start a close assault, so alone they cannot attack. */
final class GunsCannotAssault extends BaseRule {

    GunsCannotAssault() {
        super("SAW-016", Severity.NOTE, "a brigade of only artillery and machine guns ordered to attack does so by fire: it may not start a close assault",
                "the text forbids guns and machine guns to start a close assault; a brigade of guns alone attacks by fire, and the pack says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                boolean allGuns = !f.units().isEmpty()
                        && f.units().stream().allMatch(u -> UnitType.of(u.type()).map(UnitType::isGun).orElse(false));
                f.orders().filter(o -> allGuns && o.type().equals("attack")).ifPresent(o -> report.note(o.spans().of("type"), Optional.of(side.id()),
                        f.displayName() + " has only guns and machine guns, which may not start a close assault: it attacks by fire."));
            }
        }
    }
}

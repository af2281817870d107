package muster.rulesets.splendidlittlewar;

import java.util.stream.Collectors;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SLW-006: a unit carries a weapon of its own class (small arms, machine gun, or gun). */
final class WeaponFitsType extends BaseRule {

    WeaponFitsType() {
        super("SLW-006", Severity.ERROR, "infantry and cavalry carry small arms, machine guns a machine gun or Gatling, "
                + "artillery a field or mountain gun",
                "the text fires by unit class: a gun carried by infantry, or a rifle by a gun, contradicts it");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                UnitType type = Units.type(u).orElse(null);
                if (type == null || u.weapon().isEmpty()) {
                    continue;
                }
                Weapon.of(u.weapon().get()).filter(w -> !type.carries(u.weapon().get())).ifPresent(w -> report.at(u.spans().of("weapon"),
                        "the " + type.word() + " unit '" + u.id() + "' cannot carry a " + w.word(),
                        "write " + type.weapons().stream().map(Weapon::word).collect(Collectors.joining(", ")) + ", or leave 'weapon' out"));
            }
        }
    }
}

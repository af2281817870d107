package muster.rulesets.hatsoff;

import java.util.stream.Collectors;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** HAT-002: infantry and cavalry name their small arm; guns and machine guns carry their own kind. */
final class WeaponFitsType extends BaseRule {

    WeaponFitsType() {
        super("HAT-002", Severity.ERROR, "infantry name 'rifle' or 'black-powder-rifle', cavalry also 'carbine'; machine guns carry "
                + "'machinegun' or 'gatling', batteries their own gun");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                UnitType type = Troops.type(u).orElse(null);
                if (type == null) {
                    continue;
                }
                String allowed = type.weapons().stream().map(Weapon::word).collect(Collectors.joining(" or "));
                if (u.weapon().isEmpty()) {
                    if (type.defaultWeapon().isEmpty()) {
                        report.at(u.spans().self(), "the " + type.word() + " unit '" + u.id() + "' does not say what it fires",
                                "add 'weapon: " + type.weapons().get(0).word() + "' (or " + allowed + ")");
                    }
                    continue;
                }
                Weapon.of(u.weapon().get()).filter(w -> !type.weapons().contains(w)).ifPresent(w -> report.at(u.spans().of("weapon"),
                        "the " + type.word() + " unit '" + u.id() + "' cannot fire a " + w.word(),
                        "write " + allowed));
            }
        }
    }
}

package muster.rulesets.hatsoff;

import java.util.stream.Collectors;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * HAT-002: a weapon a unit names fits its type: infantry and cavalry carry small arms, guns and
 * machine guns their own kind. Troops that name none carry no firearm (see
 * {@link Interpretations#NO_FIREARMS}).
 */
final class WeaponFitsType extends BaseRule {

    WeaponFitsType() {
        super("HAT-002", Severity.ERROR, "a weapon fits the unit's type: infantry 'rifle', 'mauser' or 'black-powder-rifle', "
                + "cavalry also 'carbine'; machine guns 'machinegun' or 'gatling', batteries their own gun",
                "the text arms each type with its own weapons; a carbine on a gun is a contradiction, no weapon at all is a choice");
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
                    continue;
                }
                Weapon.of(u.weapon().get()).filter(w -> !type.weapons().contains(w)).ifPresent(w -> report.at(u.spans().of("weapon"),
                        "the " + type.word() + " unit '" + u.id() + "' cannot fire a " + w.word(),
                        "write " + allowed));
            }
        }
    }
}

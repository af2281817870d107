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
 * house reading "Troops without firearms").
 */
final class WeaponFitsType extends BaseRule {

    WeaponFitsType() {
        super("HAT-002", Severity.ERROR, "a weapon fits the unit's type: infantry and cavalry small arms ('rifle', 'carbine', "
                + "'mauser', 'black-powder-rifle' or a kind of them); machine guns 'machinegun' or 'gatling', batteries their own gun",
                "the text arms troops with small arms and gives machine guns and batteries fire of their own: one of another kind contradicts it");
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
                Weapon.of(u.weapon().get()).filter(w -> !type.carries(u.weapon().get())).ifPresent(w -> report.at(u.spans().of("weapon"),
                        "the " + type.word() + " unit '" + u.id() + "' cannot fire a " + w.word(),
                        "write " + allowed));
            }
        }
    }
}

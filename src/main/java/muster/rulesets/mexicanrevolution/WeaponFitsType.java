package muster.rulesets.mexicanrevolution;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * MXR-007: a weapon a unit names fits its type: troops a Mauser, older rifle or Winchester, guns their
 * own; trains and generals none. Troops that name none carry the text's standard arm.
 */
final class WeaponFitsType extends BaseRule {

    WeaponFitsType() {
        super("MXR-007", Severity.ERROR, "a weapon named fits the type: infantry and cavalry 'mauser', 'older-rifle' or "
                + "'winchester' (left out: the Mauser for infantry, the Winchester for cavalry); machine guns and guns only their own; "
                + "trains and generals none",
                "the text arms troops with Mausers, older rifles or Winchesters and gives machine guns and guns their own fire: one of another kind contradicts the type");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                UnitType type = UnitType.of(u.type()).orElse(null);
                if (type == null || type == UnitType.GENERAL) {
                    continue;
                }
                if (u.weapon().isEmpty()) {
                    continue;
                }
                Weapon w = Weapon.of(u.weapon().get()).orElse(null);
                if (w == null || type.carries(u.weapon().get())) {
                    continue;
                }
                List<String> fits = type.weapons().stream().map(Weapon::word).toList();
                report.at(u.spans().of("weapon"), type == UnitType.TRAIN ? "a train carries no weapon of its own; its riders fire"
                                : "a " + type.word() + " unit cannot carry a " + w.word(),
                        fits.isEmpty() ? "remove 'weapon' and put the guns aboard as units of their own"
                                : fits.size() == 1 ? "leave 'weapon' out or write " + fits.get(0) : "write " + String.join(", ", fits));
            }
        }
    }
}

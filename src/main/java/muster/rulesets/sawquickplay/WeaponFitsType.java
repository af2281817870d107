package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SAW-011: a weapon a unit names fits its type: troops a rifle or carbine (or a kind of one), guns their own gun. */
final class WeaponFitsType extends BaseRule {

    WeaponFitsType() {
        super("SAW-011", Severity.ERROR, "a weapon named fits the type: infantry and cavalry 'rifle' (18\") or 'carbine' (12\") "
                + "or a kind of them; machine guns and artillery only their own weapon",
                "the text arms troops with rifles or carbines and gives guns their own fire: a carbine on a gun contradicts it");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                UnitType type = UnitType.of(u.type()).orElse(null);
                if (type == null) {
                    continue;
                }
                if (u.weapon().isEmpty()) {
                    continue;
                }
                Weapon.of(u.weapon().get()).filter(w -> !type.carries(u.weapon().get())).ifPresent(w -> report.at(u.spans().of("weapon"),
                        "a " + type.word() + " unit cannot fire a " + w.word(),
                        type.weapons().size() == 1 ? "leave 'weapon' out or write " + type.weapons().get(0).word()
                                : "write rifle or carbine"));
            }
        }
    }
}

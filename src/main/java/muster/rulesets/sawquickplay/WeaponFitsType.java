package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SAW-011: infantry and cavalry name rifle or carbine; guns carry their own kind of gun. */
final class WeaponFitsType extends BaseRule {

    WeaponFitsType() {
        super("SAW-011", Severity.ERROR, "infantry and cavalry name 'weapon: rifle' (18\") or 'carbine' (12\"); "
                + "machine guns and artillery carry only their own weapon");
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
                    if (type.defaultWeapon().isEmpty()) {
                        report.at(u.spans().self(), "the " + type.word() + " unit '" + u.id() + "' does not say what it fires",
                                "add 'weapon: rifle' (18\") or 'weapon: carbine' (12\")");
                    }
                    continue;
                }
                Weapon.of(u.weapon().get()).filter(w -> !type.weapons().contains(w)).ifPresent(w -> report.at(u.spans().of("weapon"),
                        "a " + type.word() + " unit cannot fire a " + w.word(),
                        type.weapons().size() == 1 ? "leave 'weapon' out or write " + type.weapons().get(0).word()
                                : "write rifle or carbine"));
            }
        }
    }
}

package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** JRG-004: riflemen carry a small arm, a machine gun fires as one and a Gatling as a Gatling. */
final class WeaponFitsType extends BaseRule {

    WeaponFitsType() {
        super("JRG-004", Severity.ERROR, "infantry and cavalry carry rifle, carbine, mauser or black-powder-rifle; a machinegun "
                + "unit fires 'machinegun' (3 dice) and a gatling unit 'gatling' (6 dice)",
                "the text's figures shoot small arms and its machine guns and Gatlings roll their own dice: a weapon of another kind contradicts the type");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                FigureType type = Figures.type(u).orElse(null);
                if (type == null || type.artillery() || u.weapon().isEmpty()) {
                    continue;
                }
                Weapon.of(u.weapon().get()).filter(w -> !type.carries(u.weapon().get())).ifPresent(w -> report.at(u.spans().of("weapon"),
                        "a " + type.word() + " unit cannot fire a " + w.word(), hint(type, w)));
            }
        }
    }

    private static String hint(FigureType type, Weapon w) {
        if (type.gun() && w.isGun()) {
            return "a machine gun rolls 3 dice and can run dry, a Gatling 6 and never does: make the type match the weapon";
        }
        if (type.gun()) {
            return "leave 'weapon' out: the gun fires its own dice";
        }
        return "a gun is a unit of its own: type machinegun or gatling";
    }
}

package muster.rules.data;

import java.util.List;
import java.util.Optional;
import muster.rules.Report;
import muster.rules.WeaponKinds;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.Organisation;
import muster.scenario.rulefile.RuleSetFile;

/**
 * type-weapon: a unit names a weapon its type may carry, or a kind of one (a Mauser where rifles
 * are carried, {@link WeaponKinds}). A type whose organisation lists no weapons is not limited; a
 * weapon the file does not know is COM-006's.
 */
final class TypeWeaponRule extends UnitRule<CheckKind.TypeWeapon> {

    TypeWeaponRule(Check check, CheckKind.TypeWeapon kind, RuleSetFile file) {
        super(check, kind, file);
    }

    @Override
    void check(Scenario s, Placed p, Unit u, Report report) {
        List<String> carried = organisation(kind.types(), u).map(Organisation::weapons).orElse(List.of());
        if (carried.isEmpty() || u.weapon().isEmpty() || !known(u.weapon().get()) || fits(carried, u.weapon().get())) {
            return;
        }
        found(report, u.spans().of("weapon"), Optional.of(p.side().id()),
                Fill.of("unit", u.id(), "type", u.type(), "weapon", u.weapon().get(), "side", p.side().id()));
    }

    private boolean known(String word) {
        List<String> weapons = file.vocabulary().weapons().stream().map(w -> w.word()).toList();
        return weapons.contains(word) || WeaponKinds.general(word).filter(weapons::contains).isPresent();
    }

    private static boolean fits(List<String> carried, String word) {
        return carried.contains(word) || WeaponKinds.general(word).filter(carried::contains).isPresent();
    }
}

package muster.rules;

import java.util.List;
import java.util.Optional;
import muster.scenario.Unit;

/** How a rule set reads a scenario unit's type and weapon by their words; a unit that names no weapon has its type's own. */
public final class Arms<T extends Armed<W>, W extends Word> {

    public static final String DISMOUNTED = "dismounted";

    private final List<T> types;
    private final List<W> weapons;

    public Arms(T[] types, W[] weapons) {
        this.types = List.of(types);
        this.weapons = List.of(weapons);
    }

    public Optional<T> type(Unit unit) {
        return Word.find(types, unit.type());
    }

    /**
     * The weapon the unit names, read through {@link WeaponKinds} (a Gatling is a machine gun where the
     * rule set has no Gatlings), else its type's own. A named weapon its type cannot carry is the rule
     * set's finding, and left out: the type's own weapon stands in.
     */
    public Optional<W> weapon(Unit unit) {
        Optional<T> type = type(unit);
        if (unit.weapon().isPresent()) {
            String word = unit.weapon().get();
            Optional<W> named = WeaponKinds.read(weapons, word);
            if (named.isPresent() && type.map(t -> t.carries(word)).orElse(true)) {
                return named;
            }
        }
        return type.flatMap(Armed::defaultWeapon);
    }

    /** Cavalry rides unless tagged dismounted; nothing else rides. */
    public static boolean mounted(Unit unit) {
        return unit.type().equals("cavalry") && !unit.hasTag(DISMOUNTED);
    }
}

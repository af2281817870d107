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

    public Optional<W> weapon(Unit unit) {
        if (unit.weapon().isPresent()) {
            return Word.find(weapons, unit.weapon().get());
        }
        return type(unit).flatMap(Armed::defaultWeapon);
    }

    /** Cavalry rides unless tagged dismounted; nothing else rides. */
    public static boolean mounted(Unit unit) {
        return unit.type().equals("cavalry") && !unit.hasTag(DISMOUNTED);
    }
}

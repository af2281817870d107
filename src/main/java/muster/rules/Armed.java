package muster.rules;

import java.util.List;
import java.util.Optional;

/**
 * A rule set's unit type as it bears on a unit's weapon: the weapons it may carry, and whether a
 * unit of the type must name one. A type that need not has the first of its weapons.
 */
public interface Armed<W extends Word> extends EnumWord {

    List<W> weapons();

    /** Whether a unit of this type may name {@code word}: one of its weapons, or a kind of one ({@link WeaponKinds}). */
    default boolean carries(String word) {
        return WeaponKinds.fits(weapons(), word);
    }

    /** Infantry and cavalry, the troops every rule set names by these words. */
    default boolean isTroops() {
        return word().equals("infantry") || word().equals("cavalry");
    }

    /** A unit of this type must say what it fires; by default troops name their small arm. */
    default boolean namesWeapon() {
        return isTroops();
    }

    /** The weapon a unit of this type has when the scenario names none; empty when it must name one. */
    default Optional<W> defaultWeapon() {
        return namesWeapon() ? Optional.empty() : weapons().stream().findFirst();
    }
}

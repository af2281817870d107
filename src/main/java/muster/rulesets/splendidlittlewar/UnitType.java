package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Optional;
import muster.rules.StandardIssue;
import muster.rules.Word;

/**
 * The unit-type words splendid-little-war accepts, each read as one of the seed's three unit
 * classes. Every type has a weapon of its own, the first of its list.
 */
public enum UnitType implements StandardIssue<Weapon> {
    INFANTRY("Infantry", UnitClass.INFANTRY, Weapon.RIFLE, Weapon.CARBINE, Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE,
            Weapon.OLDER_RIFLE),
    CAVALRY("Cavalry (fights on foot as infantry: the rules have no mounted troops)", UnitClass.INFANTRY, Weapon.CARBINE,
            Weapon.RIFLE, Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE, Weapon.OLDER_RIFLE),
    MACHINEGUN("Machine gun (Colt, Maxim)", UnitClass.MACHINE_GUN, Weapon.MACHINEGUN, Weapon.GATLING),
    GATLING("Gatling gun (a machine gun)", UnitClass.MACHINE_GUN, Weapon.GATLING, Weapon.MACHINEGUN),
    FIELD_ARTILLERY("Field gun", UnitClass.ARTILLERY, Weapon.FIELD_GUN),
    MOUNTAIN_ARTILLERY("Mountain gun (artillery like any other)", UnitClass.ARTILLERY, Weapon.MOUNTAIN_GUN);

    private final String label;
    private final UnitClass unitClass;
    private final List<Weapon> weapons;

    UnitType(String label, UnitClass unitClass, Weapon... weapons) {
        this.label = label;
        this.unitClass = unitClass;
        this.weapons = List.of(weapons);
    }

    public String label() {
        return label;
    }

    public UnitClass unitClass() {
        return unitClass;
    }

    @Override
    public List<Weapon> weapons() {
        return weapons;
    }

    public static Optional<UnitType> of(String word) {
        return Word.find(values(), word);
    }
}

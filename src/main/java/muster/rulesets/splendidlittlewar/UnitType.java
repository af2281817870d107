package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Optional;
import muster.rules.EnumWord;
import muster.rules.Word;

/** The unit-type words splendid-little-war accepts, each read as one of the seed's three unit classes. */
public enum UnitType implements EnumWord {
    INFANTRY("Infantry", UnitClass.INFANTRY, Weapon.RIFLE,
            List.of(Weapon.RIFLE, Weapon.CARBINE, Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE, Weapon.OLDER_RIFLE)),
    CAVALRY("Dismounted cavalry (fights as infantry; must be tagged dismounted)", UnitClass.INFANTRY, Weapon.CARBINE,
            List.of(Weapon.CARBINE, Weapon.RIFLE, Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE, Weapon.OLDER_RIFLE)),
    MACHINEGUN("Machine gun (Colt, Maxim)", UnitClass.MACHINE_GUN, Weapon.MACHINEGUN,
            List.of(Weapon.MACHINEGUN, Weapon.GATLING)),
    GATLING("Gatling gun (a machine gun)", UnitClass.MACHINE_GUN, Weapon.GATLING, List.of(Weapon.GATLING, Weapon.MACHINEGUN)),
    FIELD_ARTILLERY("Field gun", UnitClass.ARTILLERY, Weapon.FIELD_GUN, List.of(Weapon.FIELD_GUN)),
    MOUNTAIN_ARTILLERY("Mountain gun (artillery like any other)", UnitClass.ARTILLERY, Weapon.MOUNTAIN_GUN,
            List.of(Weapon.MOUNTAIN_GUN));

    private final String label;
    private final UnitClass unitClass;
    private final Weapon defaultWeapon;
    private final List<Weapon> weapons;

    UnitType(String label, UnitClass unitClass, Weapon defaultWeapon, List<Weapon> weapons) {
        this.label = label;
        this.unitClass = unitClass;
        this.defaultWeapon = defaultWeapon;
        this.weapons = weapons;
    }

    public String label() {
        return label;
    }

    public UnitClass unitClass() {
        return unitClass;
    }

    /** The weapon a unit has when the scenario names none. */
    public Weapon defaultWeapon() {
        return defaultWeapon;
    }

    public List<Weapon> weapons() {
        return weapons;
    }

    public static Optional<UnitType> of(String word) {
        return Word.find(values(), word);
    }
}

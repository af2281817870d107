package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Optional;
import muster.rules.ByWord;

/** The unit-type words splendid-little-war accepts, each read as one of the seed's three unit classes. */
public enum UnitType {
    INFANTRY("infantry", "Infantry", UnitClass.INFANTRY, Weapon.RIFLE,
            List.of(Weapon.RIFLE, Weapon.CARBINE, Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE, Weapon.OLDER_RIFLE)),
    CAVALRY("cavalry", "Dismounted cavalry (fights as infantry; must be tagged dismounted)", UnitClass.INFANTRY, Weapon.CARBINE,
            List.of(Weapon.CARBINE, Weapon.RIFLE, Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE, Weapon.OLDER_RIFLE)),
    MACHINEGUN("machinegun", "Machine gun (Colt, Maxim)", UnitClass.MACHINE_GUN, Weapon.MACHINEGUN,
            List.of(Weapon.MACHINEGUN, Weapon.GATLING)),
    GATLING("gatling", "Gatling gun (a machine gun)", UnitClass.MACHINE_GUN, Weapon.GATLING, List.of(Weapon.GATLING, Weapon.MACHINEGUN)),
    FIELD_ARTILLERY("field-artillery", "Field gun", UnitClass.ARTILLERY, Weapon.FIELD_GUN, List.of(Weapon.FIELD_GUN)),
    MOUNTAIN_ARTILLERY("mountain-artillery", "Mountain gun (artillery like any other)", UnitClass.ARTILLERY, Weapon.MOUNTAIN_GUN,
            List.of(Weapon.MOUNTAIN_GUN));

    private final String word;
    private final String label;
    private final UnitClass unitClass;
    private final Weapon defaultWeapon;
    private final List<Weapon> weapons;

    UnitType(String word, String label, UnitClass unitClass, Weapon defaultWeapon, List<Weapon> weapons) {
        this.word = word;
        this.label = label;
        this.unitClass = unitClass;
        this.defaultWeapon = defaultWeapon;
        this.weapons = weapons;
    }

    public String word() {
        return word;
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
        return ByWord.find(values(), UnitType::word, word);
    }
}

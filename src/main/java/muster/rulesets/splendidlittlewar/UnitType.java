package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Optional;
import muster.rules.Armed;
import muster.rules.Word;

/** The unit-type words splendid-little-war accepts, each read as one of the seed's three unit classes. */
public enum UnitType implements Armed<Weapon> {
    INFANTRY("Infantry", UnitClass.INFANTRY,
            List.of(Weapon.RIFLE, Weapon.CARBINE, Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE, Weapon.OLDER_RIFLE)),
    CAVALRY("Dismounted cavalry (fights as infantry; must be tagged dismounted)", UnitClass.INFANTRY,
            List.of(Weapon.CARBINE, Weapon.RIFLE, Weapon.MAUSER, Weapon.BLACK_POWDER_RIFLE, Weapon.OLDER_RIFLE)),
    MACHINEGUN("Machine gun (Colt, Maxim)", UnitClass.MACHINE_GUN, List.of(Weapon.MACHINEGUN, Weapon.GATLING)),
    GATLING("Gatling gun (a machine gun)", UnitClass.MACHINE_GUN, List.of(Weapon.GATLING, Weapon.MACHINEGUN)),
    FIELD_ARTILLERY("Field gun", UnitClass.ARTILLERY, List.of(Weapon.FIELD_GUN)),
    MOUNTAIN_ARTILLERY("Mountain gun (artillery like any other)", UnitClass.ARTILLERY, List.of(Weapon.MOUNTAIN_GUN));

    private final String label;
    private final UnitClass unitClass;
    private final List<Weapon> weapons;

    UnitType(String label, UnitClass unitClass, List<Weapon> weapons) {
        this.label = label;
        this.unitClass = unitClass;
        this.weapons = weapons;
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

    /** Every type has a weapon of its own, the first of its list. */
    @Override
    public boolean namesWeapon() {
        return false;
    }

    public static Optional<UnitType> of(String word) {
        return Word.find(values(), word);
    }
}

package muster.rulesets.hatsoff;

import java.util.List;

/**
 * Artillery and machine-gun fire: guns firing times one average die (modified) times a factor is
 * the men lost. Shell reaches 72" (factor 1), canister 15" (factor 5); machine guns multiply by 5
 * out to 18" and by 3 beyond it out to 36".
 */
public enum GunFire {
    SHELL("Shell", 0, 72, 1, List.of(new Modifier("target in column", 1), new Modifier("target in buildings", 1),
            new Modifier("enfilade", 2), new Modifier("target in works", -2))),
    CANISTER("Canister", 0, 15, 5, List.of(new Modifier("target in column", 1), new Modifier("target in cover", -1),
            new Modifier("enfilade", 1), new Modifier("target in works", -2))),
    MG_CLOSE("Machine gun to 18\"", 0, 18, 5, machineGunModifiers()),
    MG_FAR("Machine gun over 18\"", 18, 36, 3, machineGunModifiers());

    /** Battery arc: 45 degrees either side of straight ahead (house reading "Arcs of fire"). */
    public static final int BATTERY_ARC_DEGREES = 45;
    /** Batteries fire over friends only on a lower level and at least this far off. */
    public static final int FIRE_OVER_LOWER_FRIENDS_FROM = 6;

    private final String label;
    private final int from;
    private final int to;
    private final int factor;
    private final List<Modifier> modifiers;

    GunFire(String label, int from, int to, int factor, List<Modifier> modifiers) {
        this.label = label;
        this.from = from;
        this.to = to;
        this.factor = factor;
        this.modifiers = modifiers;
    }

    public boolean machineGun() {
        return this == MG_CLOSE || this == MG_FAR;
    }

    public String label() {
        return label;
    }

    /** Range: over {@code fromInches()} up to {@link #toInches()}. */
    public int fromInches() {
        return from;
    }

    public int toInches() {
        return to;
    }

    /** Men lost per gun per pip of the modified die. */
    public int factor() {
        return factor;
    }

    public List<Modifier> modifiers() {
        return modifiers;
    }

    /** Machine guns at either range share one list of modifiers. */
    private static List<Modifier> machineGunModifiers() {
        return List.of(new Modifier("target in column", 2), new Modifier("target in cover", -1), new Modifier("enfilade", 1),
                new Modifier("target in works", -2));
    }

    /** Men lost by {@code guns} guns when the modified average-die score is {@code score}. */
    public int losses(int score, int guns) {
        return score <= 0 || guns <= 0 ? 0 : score * guns * factor;
    }
}

package muster.rulesets.hatsoff;

import java.util.ArrayList;
import java.util.List;
import muster.rules.Fraction;

/**
 * Morale as percentages. A unit's morale is its class's percentage plus the modifiers that hold;
 * a test rolls percentile dice and passes at or under it (see house reading "Morale tests");
 * by how much it fails picks the result. Losses cost 10% for each full 10% of the unit's men.
 */
public final class Morale {

    /** When a test is taken. */
    public static final List<String> WHEN = List.of("each time the unit is fired on", "when its written order changes (a charge, a new formation or task), before it acts on it",
            "when it is charged and the charge goes home", "for its flank (an order that exposes it)", "to rally");

    public static final Modifier MACHINE_GUN_FIRE = new Modifier("fired on by machine guns", -10);

    public static final List<Modifier> MODIFIERS = List.of(
            new Modifier("in cover", 10),
            new Modifier("brigadier with the unit", 10),
            new Modifier("in works", 20),
            new Modifier("charging an enemy flank or rear", 20),
            new Modifier("militia or insurrectos charged in works", -10),
            Morale.MACHINE_GUN_FIRE,
            new Modifier("for each 10% of its men lost", -10),
            new Modifier("in disorder", -10),
            new Modifier("its brigadier or commander lost", -10),
            new Modifier("militia or insurrectos charged in the open", -20),
            new Modifier("took enfilade fire, or caught in column of route", -25));

    public static final int IN_COVER = 10;
    public static final int IN_WORKS = 20;
    public static final int BRIGADIER = 10;

    /** A failure by {@code from}..{@code to} per cent (to = 100 for "and more") and what follows. */
    public record Result(int from, int to, String name, String effect) {

        public String range() {
            return to >= Dice.PERCENTILE ? from + "%+" : from + "-" + to + "%";
        }
    }

    public static final List<Result> RESULTS = List.of(
            new Result(1, 10, "suppressed", "goes to ground in good order; a column of route forms line next turn and may move half"),
            new Result(11, 20, "withdraws", "falls back half a move to cover in good order; may fire next turn"),
            new Result(21, 30, "disordered", "falls back a full move in disorder; may not fire next turn; rallies by itself if not fired on"),
            new Result(31, Dice.PERCENTILE, "routs", "runs at double move; must roll to rally"));

    private Morale() {
    }

    /**
     * Men lost at which morale drops by 10% more: the least count reaching each tenth of
     * {@code men} (10%, 20%, ... 90%).
     */
    public static List<Integer> ladder(int men) {
        List<Integer> out = new ArrayList<>();
        for (int tenth = 1; tenth <= 9; tenth++) {
            out.add((int) Fraction.of((long) men * tenth, 10).ceil());
        }
        return out;
    }

    /** The result of failing by {@code margin} per cent (1 or more). */
    public static Result result(int margin) {
        for (Result r : RESULTS) {
            if (margin >= r.from() && margin <= r.to()) {
                return r;
            }
        }
        return RESULTS.get(RESULTS.size() - 1);
    }
}

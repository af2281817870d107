package muster.rulesets.mexicanrevolution;

import java.util.List;

/**
 * When a unit breaks, the enemy takes its remaining figures prisoner. After the game each captured
 * figure rolls one die on {@link #FATE}, with no modifier at all.
 */
public final class Prisoners {

    public static final DieTable FATE = new DieTable("Fate of each captured figure after the game", List.of(
            new DieTable.Row(1, 4, "shot"),
            new DieTable.Row(5, 6, "hanged"),
            new DieTable.Row(7, DieTable.AND_UP, "spared")));

    private Prisoners() {
    }
}

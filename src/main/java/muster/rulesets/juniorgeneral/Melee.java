package muster.rulesets.juniorgeneral;

import java.util.List;

/**
 * Hand-to-hand fighting: a figure that moves into contact with an enemy figure fights it. Each
 * rolls one die and adds its modifiers; the higher score wins and the loser is eliminated; Spain
 * wins ties. Several figures reaching one enemy fight one after another, one on one; a winner does
 * not go on to attack another figure.
 */
public final class Melee {

    /** A modifier of the seed's melee table. */
    public record Modifier(String key, String when, int value) {
    }

    public static final Modifier HERO = new Modifier("hero", "officer or flag bearer", 1);
    public static final Modifier BLOCKHOUSE = new Modifier("blockhouse", "defending the blockhouse", 1);
    public static final Modifier PINNED_OPPONENT = new Modifier("pinned-opponent", "the enemy figure is pinned", 1);

    public static final List<Modifier> MODIFIERS = List.of(HERO, BLOCKHOUSE, PINNED_OPPONENT);

    /** Ties go to Spain, attacker or defender. */
    public static final String TIES = Figures.SPAIN;

    /** The most an American figure can add: hero and a pinned opponent. */
    public static final int US_MAX = HERO.value() + PINNED_OPPONENT.value();
    /** The most a Spanish figure can add: hero, in the blockhouse, and a pinned opponent. */
    public static final int SPAIN_MAX = HERO.value() + BLOCKHOUSE.value() + PINNED_OPPONENT.value();

    private Melee() {
    }

    /** Whether an American score beats a Spanish one: it must be higher, a tie is Spain's. */
    public static boolean usWins(int usScore, int spainScore) {
        return usScore > spainScore;
    }
}

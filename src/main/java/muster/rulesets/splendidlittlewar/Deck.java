package muster.rulesets.splendidlittlewar;

import java.util.List;
import muster.scenario.Scenario;
import muster.scenario.Side;

/** The activation deck of a scenario: a card for each brigade and one bonus card per side. */
public final class Deck {

    /** One side's share of the deck. */
    public record Share(String side, int brigadeCards, int bonusCards) {
        public int cards() {
            return brigadeCards + bonusCards;
        }
    }

    private Deck() {
    }

    public static List<Share> shares(Scenario s) {
        return s.sides().stream().map(Deck::share).toList();
    }

    public static Share share(Side side) {
        return new Share(side.id(), side.formations().size(), Organisation.BONUS_CARDS_PER_SIDE);
    }

    public static int size(Scenario s) {
        return shares(s).stream().mapToInt(Share::cards).sum();
    }
}

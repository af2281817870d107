package muster.rulesets.splendidlittlewar;

import java.util.ArrayList;
import java.util.List;
import muster.rules.UnitWords;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.view.Card.Fact;
import muster.view.Forces;
import muster.view.kit.KitContent.Deck;
import muster.view.kit.KitContent.DeckCard;

/**
 * The activation deck: one card per brigade and a bonus card per side, to cut out and shuffle, each
 * brigade's name large (its units are on its side's roster) and the rules the cards share once, on a reference card. The game master's
 * pack and the kit print it alike; a side's handout has none, its roster listing each brigade's units
 * and task.
 */
record SlwDeck(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    /** The deck the game master shuffles and turns: its cards as both sides see them, the reference card and the backs. */
    Deck deck() {
        return new Deck("activation deck", kitCards(), reference(), "Activation deck");
    }

    /** The deck's cards: a card per brigade, and the bonus cards. */
    private List<DeckCard> kitCards() {
        List<DeckCard> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            for (Formation f : s.side().formations()) {
                // the name alone: the deck is turned face up for both sides to see, a brigade's orders are its own side's, and
                // its units are on its side's roster; a list of units on all cards but those with a hidden unit gave those away
                out.add(new DeckCard(f.displayName(), s.side().name(), s.sideClass(), List.of()));
            }
            // what a bonus card does, on the card itself: the side's name in its title (four lines of
            // title for "Army of Liberation, northern line (Luna): bonus card") said whose it was but not what it did; the band
            // over the title names the side, in its colour
            out.add(new DeckCard("Bonus card", s.side().name(), s.sideClass(), bonusRules()));
        }
        return out;
    }

    /** The rules the brigades' cards share, printed once (the bonus cards say their own; their odds are the game master's). */
    private DeckCard reference() {
        return new DeckCard("Turning the cards", "", "", brigadeRules());
    }

    /** What turning a brigade's card lets it do. */
    private static List<Fact> brigadeRules() {
        return List.of(
                new Fact("When turned", "each unit may move 6\" (half in rough); infantry may charge, adding 1D6\""),
                new Fact("Routing", "each tests morale: a pass rallies it, free to face the enemy; a failure runs it 2D6\" more"),
                new Fact("Pinned", "if the enemy's bonus card came first and its side chose it, it stays put till your own "
                        + "bonus card frees it"));
    }

    /** What a bonus card does, by when it is turned. */
    private static List<Fact> bonusRules() {
        return List.of(
                new Fact("Turned first", "pin one enemy brigade: it stays put when its card comes"),
                new Fact("Turned later", "a brigade of yours that has moved moves again, bar units in contact; or your pinned "
                        + "brigade, its card already turned, moves now instead"));
    }
}

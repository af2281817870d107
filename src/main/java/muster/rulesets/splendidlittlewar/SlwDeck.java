package muster.rulesets.splendidlittlewar;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import muster.rules.UnitWords;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.view.Card.Fact;
import muster.view.Forces;
import muster.view.kit.KitContent.Deck;
import muster.view.kit.KitContent.DeckCard;

/**
 * The activation deck: one card per brigade and a bonus card per side, to cut out and shuffle, each
 * brigade's name large with the units it moves beneath, its side in a word on the band of its colour,
 * and the rules the cards share once, on a reference card. The game master's pack and the kit print
 * it alike; a side's handout has none, its roster listing each brigade's units and task.
 */
record SlwDeck(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    /** A side's word on its band, read across the table, by its nation. */
    private static final Map<String, String> NATION_WORDS = Map.of("us", "American", "spain", "Spanish",
            "philippines", "Filipino", "cuba", "Cuban");

    /** The deck the game master shuffles and turns: its cards as both sides see them, the reference card and the backs. */
    Deck deck() {
        return new Deck("activation deck", kitCards(), reference(), "Activation deck");
    }

    /** The deck's cards: a card per brigade, and the bonus cards. */
    private List<DeckCard> kitCards() {
        List<DeckCard> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            String band = sideWord(s.side());
            for (Formation f : s.side().formations()) {
                // the units the card moves, by their counters' labels; a hidden unit is left off, the deck lying face up
                // for both sides (its owner has it on the roster)
                List<String> units = f.units().stream().filter(u -> !u.hidden()).map(u -> s.labels().get().unit(u)).toList();
                out.add(new DeckCard(f.displayName(), band, s.sideClass(), List.of(), units));
            }
            // a bonus card says what it is, large; what it does is the reference card's (the same small print on every
            // bonus card read as repeated to both reviewers)
            out.add(new DeckCard("Bonus card", band, s.sideClass(), List.of(), List.of()));
        }
        return out;
    }

    /** The side's nation in a word ("American"), or its name where another side shares the nation or it has none. */
    private String sideWord(Side side) {
        String word = NATION_WORDS.get(side.nation());
        boolean shared = scenario.sides().stream().filter(o -> o.nation().equals(side.nation())).count() > 1;
        return word == null || shared ? side.name() : word;
    }

    /** The rules every card shares, printed once: what turning a brigade's card and a bonus card does. */
    private DeckCard reference() {
        List<Fact> rules = new ArrayList<>(brigadeRules());
        rules.addAll(bonusRules());
        return new DeckCard("Turning the cards", "", "", rules, List.of());
    }

    /** What turning a brigade's card lets it do. */
    private static List<Fact> brigadeRules() {
        return List.of(
                new Fact("When turned", "each unit may move 6\" (half in rough); infantry may charge, adding 1D6\""),
                new Fact("Routing", "each tests morale: a pass rallies it, free to face the enemy; a failure runs it 2D6\" more"));
    }

    /** What a bonus card does, by when it is turned. */
    private static List<Fact> bonusRules() {
        return List.of(
                new Fact("Bonus first", "pin one enemy brigade: it stays put when its card comes, till its side's bonus card"),
                new Fact("Bonus later", "a brigade of yours that has moved moves again, bar units in contact; or your pinned "
                        + "brigade, its card already turned, moves now instead"));
    }
}

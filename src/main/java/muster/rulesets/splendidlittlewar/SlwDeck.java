package muster.rulesets.splendidlittlewar;

import java.util.ArrayList;
import java.util.List;
import muster.rules.Fraction;
import muster.rules.UnitWords;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.view.Card.Fact;
import muster.view.Card;
import muster.view.Forces;
import muster.view.Labels;
import muster.view.OrderWords;

/** The activation deck as poker-size cards: one per brigade and a bonus card per side, to cut out and shuffle. */
record SlwDeck(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    static final String KIND = "Activation card";

    List<Card> cards() {
        int deck = Deck.size(scenario);
        Fraction first = Odds.firstCard(deck);
        List<Card> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            for (Formation f : s.side().formations()) {
                out.add(brigade(s.side(), f, s.sideClass()));
            }
            out.add(bonus(s.side(), s.sideClass(), deck, first));
        }
        return out;
    }

    private Card brigade(Side side, Formation f, String sideClass) {
        List<String> units = f.units().stream().map(Labels::shortLabel).toList();
        List<Fact> facts = List.of(
                new Fact("Units", String.join(", ", units)),
                new Fact("When turned", "each unit may move 6\" (half in rough); infantry may charge, adding 1D6\""),
                new Fact("Routing", "each tests morale: a pass rallies it, free to face the enemy; a failure runs it 2D6\" more"),
                new Fact("Pinned", "if the enemy's bonus card came first and named it, it stays put; your own bonus card "
                        + "turned later frees it"));
        List<String> notes = new ArrayList<>();
        f.orders().ifPresent(o -> notes.add("Task: " + OrderWords.describe(scenario, o) + "."));
        // Never marked hidden: every card of the deck is seen when it is turned.
        return new Card(f.displayName(), KIND, side.name(), sideClass, KIND + " · brigade", facts, notes, List.of(), false);
    }

    private Card bonus(Side side, String sideClass, int deck, Fraction first) {
        List<Fact> facts = List.of(
                new Fact("First card", "name one enemy brigade: it may not move on its own card this turn"),
                new Fact("Later", "one of your brigades that has already moved moves again; its units that reached the enemy stay put"),
                new Fact("Pin lifted", "if your pinned brigade's card has already been turned, that brigade moves now instead"),
                new Fact("Chances", "first of " + deck + " cards: " + first.percent() + "; pin lifted: " + Odds.pinLifted(deck).percent()));
        return new Card("Bonus card", KIND, side.name(), sideClass, KIND + " · bonus", facts,
                List.of("Shuffle with every brigade card of both sides."), List.of(), false);
    }
}

package muster.view;

import java.util.ArrayList;
import java.util.List;
import muster.view.kit.KitView;
import muster.view.map.MapView;

/**
 * A pack: everything one PDF shows, already worked out. The heading's {@code audience} says whose
 * it is (the game master's, or one side's handout); a handout holds only its side's briefing,
 * orders, cards, roster and targets.
 *
 * @param heading what the first page's heading says: the scenario, the audience, the rules
 * @param page the pack's style class and the paper it is printed on
 * @param text the scenario's words: briefings, victory conditions, special rules
 * @param map the overview map
 * @param targets the pre-spotted artillery targets this audience knows of, with the guns' reach
 * @param forces the orders of battle, rosters and unit cards of the sides this audience plays
 * @param aid the rule set's player aid (every audience)
 * @param appendix the game master's appendix (his pack only; empty in a handout)
 */
public record Pack(
        Heading heading,
        PageSetup page,
        Text text,
        MapView map,
        List<TargetLine> targets,
        Forces forces,
        PlayerAid aid,
        List<Chart> appendix) {

    public Pack {
        targets = List.copyOf(targets);
        appendix = List.copyOf(appendix);
    }

    /** This pack without its sheets of unit cards: a bound book leaves out what is meant to be cut out. */
    public Pack withoutCards() {
        CardSheet none = new CardSheet(List.of(), forces.cards().pageWidth(), forces.cards().pageHeight());
        return new Pack(heading, page, text, map, targets, new Forces(forces.orders(), none, forces.rosters(), forces.writingRow(), forces.turns(),
                forces.rosterNotes(), List.of()), aid, appendix);
    }

    /**
     * This pack as the game master's: each roster's record sheets left to the sides' handouts, which print them for the players,
     * the notes every side's roster has said once before the rosters, and no orders of battle, whose units the rosters list
     * brigade by brigade and the cards describe (a booklet's chapter keeps them: a printed scenario gives its order of battle);
     * after the unit cards, the fronts of the {@code deck} he turns in play, as the kit prints them.
     */
    public Pack forGameMaster(List<KitView.Page> deck) {
        List<Roster> rosters = forces.rosters().stream().map(Roster::forGameMaster).toList();
        List<String> shared = new ArrayList<>();
        if (rosters.size() >= 2) {
            String armyBreak = rosters.get(0).armyBreak();
            if (!armyBreak.isEmpty() && rosters.stream().allMatch(r -> r.armyBreak().equals(armyBreak))) {
                shared.add(armyBreak);
            }
            rosters.get(0).notes().stream().filter(n -> rosters.stream().allMatch(r -> r.notes().contains(n))).forEach(shared::add);
        }
        return new Pack(heading, page, text, map, targets, new Forces(List.of(), forces.cards(),
                rosters.stream().map(r -> r.withoutNotes(shared)).toList(), forces.writingRow(), forces.turns(), shared, deck), aid, appendix);
    }

    /**
     * The heading: the scenario's {@code id} and {@code title}, whose pack it is ({@code audience}:
     * "game master's pack", "Spain handout"), the date and place ({@code subtitle}), the rule set
     * by title and id, the figure scale and the number of turns.
     */
    public record Heading(String id, String title, String audience, String subtitle, String ruleSet, String ruleSetId,
            String figureScale, String turns) {
    }

    /**
     * How the pack is printed: the rule set's style class ({@code style}, may be empty), the CSS
     * page sizes of its portrait pages and of the landscape map page, and the height kept above
     * the map for its title and scale lines ({@code mapHead}, CSS points), measured so that the
     * map below it fills the rest of the page and never runs onto another; {@code mapPage} is "map-upright" when the map
     * stands on an upright page (a booklet's small page, where it fits only so), else empty.
     */
    public record PageSetup(String style, String pageSize, String landscapeSize, String mapHead, String mapPage) {
    }

    /**
     * The scenario's words: the general {@code briefing} (Markdown), each side's own briefing this
     * audience may read, the victory conditions and the special rules.
     */
    /** {@code readings}: what muster read from the scenario rather than from its words (who holds a work, and why). */
    public record Text(String briefing, List<SideBriefing> sideBriefings, List<VictoryLine> victory, List<String> specialRules,
            List<String> readings) {
        public Text {
            sideBriefings = List.copyOf(sideBriefings);
            victory = List.copyOf(victory);
            specialRules = List.copyOf(specialRules);
            readings = List.copyOf(readings);
        }
    }

    /**
     * The sides this audience plays, sheet by sheet: orders of battle, the unit cards laid out on pages, rosters.
     * {@code writingRow}: the height of a record sheet's row a player writes in, as CSS ("27.5pt") so a sheet fills its page, or
     * "" for the style's own; {@code turns}: the game master's one turn track for all sides, where the rosters then have none;
     * {@code rosterNotes}: notes every roster has, printed once before them (the game master's pack) rather than on each;
     * {@code deck}: the pages of the deck the game master turns in play, fronts only (his pack, for a rule set with a deck).
     */
    public record Forces(List<OrderOfBattle> orders, CardSheet cards, List<Roster> rosters, String writingRow, Roster.Turns turns,
            List<String> rosterNotes, List<KitView.Page> deck) {
        public Forces {
            orders = List.copyOf(orders);
            rosters = List.copyOf(rosters);
            rosterNotes = List.copyOf(rosterNotes);
            deck = List.copyOf(deck);
        }

        public Forces(List<OrderOfBattle> orders, CardSheet cards, List<Roster> rosters, String writingRow, Roster.Turns turns) {
            this(orders, cards, rosters, writingRow, turns, List.of(), List.of());
        }
    }

    /** A briefing only some readers get, Markdown: a side's own ("V Corps: orders and intelligence"), or the game master's notes. */
    public record SideBriefing(String heading, String sideClass, String markdown) {
    }

    /** A pre-spotted target as its table lists it: the mark (T1, T2...), what it is, whose guns, each gun's distance. */
    public record TargetLine(String label, String name, String side, String reach) {
    }

    /** What a side must do to win. */
    public record VictoryLine(String side, String text) {
    }
}

package muster.view;

import java.util.List;
import java.util.Optional;
import muster.rules.Guns;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.kit.KitContent;

/** What a rule set prints for one checked scenario: its cards, charts, rosters, kit and how it counts units. */
public interface RuleSetSheets {

    /** Frontage of one counted element (base, stand, figure) in table inches, for the map. */
    double baseInches();

    /** Where a unit stands on the table: its frontage and depth in inches (one element deep, count wide). */
    record Footprint(double frontage, double depth) {
    }

    /** A unit's footprint; a rule set with elements of several sizes (guns on bigger stands) overrides it. */
    default Footprint footprint(Unit unit) {
        double base = baseInches();
        return new Footprint(Math.max(1, unit.count().orElse(1)) * base, base);
    }

    /** A unit's strength as an order of battle prints it: "4 bases", "18 figures". */
    String strength(Unit unit);

    /**
     * A unit's strength where the scenario and its side matter (a figure ratio that differs by
     * nation); the order of battle prints this one.
     */
    default String strength(Side side, Unit unit) {
        return strength(unit);
    }

    /** What the unit fires, with its range at this figure scale: "Rifle, 18\"". */
    String weapon(Unit unit);

    /**
     * The unit as a gun that fires at pre-spotted targets, with its reach at this figure scale;
     * empty for every other unit, and for every unit of a rule set whose guns do not aim at them.
     */
    default Optional<Guns.Gun> gun(Unit unit) {
        return Optional.empty();
    }

    /** What a gun's fire at a target in range depends on at this distance ("drift 1D6"); empty where nothing does. */
    default Optional<String> fireNote(Guns.Shot shot) {
        return Optional.empty();
    }

    List<Card> cards();

    /** The deck of cards the game master turns in play (an activation deck), as the kit prints it; none by default. */
    default Optional<KitContent.Deck> deck() {
        return Optional.empty();
    }

    /** The player aid: one sheet, both sides, for every player's elbow (and in the game master's pack). */
    PlayerAid aid();

    /**
     * The game master's appendix, at the back of his pack only: the full odds tables, the house
     * readings of unclear rules and how the rule text was read, in plain words.
     */
    Chart appendix();

    List<Roster> rosters();

    /** A note the map prints along one table edge ({@code edge}: north, east, south or west). */
    record EdgeNote(String edge, String text) {
    }

    /** Notes for the map's edges (where a thrower stands, where reserves enter); none by default. */
    default List<EdgeNote> edgeNotes() {
        return List.of();
    }

    /** Whether the rules put a headquarters on the table: the maps then draw each side's where the scenario places it. */
    default boolean headquarters() {
        return true;
    }

    /**
     * Whether the rules give a hill's level a meaning (who sees or fires over whom): the maps then name
     * each hill with its level. Where hills are scenery, a level would mean nothing to the players.
     */
    default boolean hillLevels() {
        return false;
    }

    /** Whether buildings drawn as outlines carry a 1" grid (a rule set that burns buildings square by square). */
    default boolean buildingGrid() {
        return false;
    }

    /** A class on the pack's body for a rule set's own look (e.g. large type for a class of students). */
    default String style() {
        return "";
    }

    /**
     * What the paper-play kit holds for this rule set: counters at its true base sizes with their
     * second state, markers, rulers, templates and decks.
     */
    KitContent kit();
}

package muster.rulesets.splendidlittlewar;

import java.util.List;
import muster.view.Chart;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.PlayerAid;

/** The Splendid Little War player aid (one sheet, both sides) and the game master's appendix, from the chart's sections. */
record SlwAid(SlwChart chart) {

    /**
     * The most rows the scenario's own tables may have for the aid to print in larger type, or a size
     * up from the usual, and still keep to one sheet: the terrain table (rough ground takes four lines
     * a row) and the deck (a row a side).
     */
    static final int LARGE_TERRAIN_ROWS = 9;
    static final int LARGE_DECK_ROWS = 3;
    static final int MEDIUM_TERRAIN_ROWS = 15;
    static final int MEDIUM_DECK_ROWS = 4;

    PlayerAid aid() {
        Section deck = chart.deck();
        Section terrain = chart.terrain();
        PlayerAid aid = PlayerAid.of(SplendidLittleWar.INSTANCE.title(), Organisation.FIGURE_SCALE + " figures on square stands, distances in inches",
                "Sequence of play", TurnSequence.STEPS,
                // two columns a side, so the deck's and the stands' tables keep whole words
                List.of(List.of(deck, chart.fire().rules()), List.of(chart.damage(), chart.artillery().rules())),
                List.of(List.of(chart.movement(), chart.charge().rules(), chart.melee().rules(), chart.morale().rules()),
                        List.of(terrain, chart.forces())));
        // the rules' own tables are short: at the usual size the sheet would be half empty
        if (rows(terrain) <= LARGE_TERRAIN_ROWS && rows(deck) <= LARGE_DECK_ROWS) {
            return aid.inType(PlayerAid.LARGER_TYPE);
        }
        return rows(terrain) <= MEDIUM_TERRAIN_ROWS && rows(deck) <= MEDIUM_DECK_ROWS ? aid.inType(PlayerAid.MEDIUM_TYPE) : aid;
    }

    private static int rows(Section s) {
        return s.blocks().stream().filter(b -> b instanceof Chart.Table).mapToInt(b -> ((Chart.Table) b).rows().size()).sum();
    }

    Chart appendix() {
        return new Chart("Game master's appendix: " + SplendidLittleWar.INSTANCE.title(), List.of(
                new Section("About this appendix", List.of(new Para("The odds behind the player aid, counted exactly, and the way we "
                        + "play the rules where they are silent or unclear. Read it before the game; the players need only the aid."))),
                chart.fire().tables("Fire: what the dice give"),
                chart.artillery().tables("Artillery: where the shell lands and what it does"),
                chart.charge().tables("Charges and evading: the odds"),
                chart.melee().tables("Hand-to-hand: the odds"),
                chart.morale().tables("Morale and rout: the odds"),
                chart.interpretations()));
    }
}

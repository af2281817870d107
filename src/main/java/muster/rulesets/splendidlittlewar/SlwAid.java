package muster.rulesets.splendidlittlewar;

import java.util.List;
import muster.view.Chart;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.PlayerAid;

/** The Splendid Little War player aid (one sheet, both sides) and the game master's appendix, from the chart's sections. */
record SlwAid(SlwChart chart) {

    PlayerAid aid() {
        return PlayerAid.of(SplendidLittleWar.INSTANCE.title(), Organisation.FIGURE_SCALE + " figures on square stands, distances in inches",
                "Sequence of play", TurnSequence.STEPS,
                List.of(List.of(chart.deck()), List.of(chart.fire().rules(), chart.damage()),
                        List.of(chart.artillery().rules(), chart.charge().rules())),
                List.of(List.of(chart.movement(), chart.melee().rules(), chart.morale().rules(), chart.forces()), List.of(chart.terrain())));
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

package muster.rulesets.mexicanrevolution;

import java.util.ArrayList;
import java.util.List;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.Chart;
import muster.view.PlayerAid;

/** The Mexican Revolution player aid (one sheet, both sides) and the game master's appendix, from the chart's sections. */
record MxrAid(MxrChart chart) {

    PlayerAid aid() {
        return PlayerAid.of(MexicanRevolution.INSTANCE.title(), "1 figure = " + UnitType.MEN_PER_FIGURE + " men, distances in inches",
                "Sequence of play", TurnSequence.STEPS,
                // the front's fire tables have six columns: two columns give them room for whole words
                List.of(List.of(chart.units(), chart.movement(), chart.sight(), chart.closeCombat()),
                        List.of(chart.fire(), chart.machineGuns(), chart.artillery())),
                List.of(backFirst(), List.of(chart.trains(), chart.explosives()),
                        List.of(chart.buildings(), chart.prisoners(), chart.terrain())));
    }

    /** Morale, orders, barbed wire where the scenario has some, and crews. */
    private List<Section> backFirst() {
        List<Section> out = new ArrayList<>(List.of(chart.morale().rules(), chart.orders()));
        chart.wire().ifPresent(out::add);
        out.add(chart.crews());
        return out;
    }

    Chart appendix() {
        return new Chart("Game master's appendix: " + MexicanRevolution.INSTANCE.title(), List.of(
                new Section("About this appendix", List.of(new Para("The odds behind the player aid, counted exactly, and the way we "
                        + "play the rules where they are silent, cut short or unclear. Read it before the game; the players need only the aid."))),
                chart.morale().tables("Morale: the odds"),
                chart.interpretations()));
    }
}

package muster.rulesets.sawquickplay;

import java.util.List;
import muster.view.Chart;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.PlayerAid;

/** The Spanish-American War quick-play player aid (one sheet, both sides) and the game master's appendix. */
record SawAid(SawChart chart, String scale) {

    static final String TITLE = SawQuickplay.INSTANCE.title();

    PlayerAid aid() {
        Section turn = chart.turn();
        List<String> sequence = ((Chart.Bullets) turn.blocks().get(0)).items();
        String subtitle = scale + " figures, 1\" bases" + (Scales.factor(scale) > 1 ? ", every distance doubled" : ", distances as written");
        return PlayerAid.of(TITLE, subtitle, "Sequence of play", sequence,
                List.of(List.of(chart.fire(), chart.sheaf()), List.of(chart.assault().rules(), chart.spotting(), chart.orders().rules())),
                List.of(List.of(chart.morale(), chart.special(), chart.organisation()), List.of(chart.movement(), chart.terrain())));
    }

    Chart appendix() {
        return new Chart("Game master's appendix: " + TITLE, List.of(
                new Section("About this appendix", List.of(new Para("The odds behind the player aid, worked out exactly, and the way "
                        + "we play the rules where they are silent or unclear. Read it before the game; the players need only the aid."))),
                chart.fireOdds(),
                chart.assault().tables("Close assault: the odds"),
                chart.orders().tables("Changing orders: the odds"),
                chart.interpretations()));
    }
}

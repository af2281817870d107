package muster.rulesets.juniorgeneral;

import java.util.List;
import muster.view.Chart;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.PlayerAid;

/** The Junior General player aid (one sheet, both sides, large type in two columns) and the game master's appendix. */
record JrgAid(JrgChart chart) {

    PlayerAid aid() {
        List<String> sequence = TurnSequence.PHASES.stream().map(p -> p.name() + ": " + p.what()).toList();
        return PlayerAid.of(JuniorGeneral.INSTANCE.title(), "single " + Figures.SCALE + " figures, distances in inches",
                "Every turn, Spain goes first", sequence,
                List.of(List.of(chart.moving(), first(chart.shooting(), 2)), List.of(first(chart.melee(), 2), chart.pins())),
                List.of(List.of(chart.wire(), chart.blockhouse()), chart.hasGuns() ? List.of(chart.artillery(), first(chart.guns(), 2))
                        : List.of(chart.artillery())));
    }

    Chart appendix() {
        Section shooting = chart.shooting();
        Section guns = chart.guns();
        Section melee = chart.melee();
        return new Chart("Game master's appendix: " + JuniorGeneral.INSTANCE.title(), List.of(
                new Section("About this appendix", List.of(new Para("The odds behind the player aid, counted over every way the "
                        + "dice can fall, and the way we play the rules where they say nothing or are unclear. The players need only the aid."))),
                new Section("Shooting: the odds", shooting.blocks().subList(2, shooting.blocks().size())),
                new Section("Machine guns: the odds", guns.blocks().subList(2, guns.blocks().size())),
                new Section("Melee: the odds", melee.blocks().subList(2, melee.blocks().size())),
                chart.interpretations()).stream().filter(x -> chart.hasGuns() || !x.heading().startsWith("Machine guns")).toList());
    }

    private static Section first(Section s, int blocks) {
        return new Section(s.heading(), s.blocks().subList(0, Math.min(blocks, s.blocks().size())));
    }
}

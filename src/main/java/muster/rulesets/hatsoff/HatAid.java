package muster.rulesets.hatsoff;

import java.util.List;
import muster.view.Chart;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.PlayerAid;

/** The Hatsoff player aid (one sheet, both sides) and the game master's appendix, from the chart's sections. */
record HatAid(HatChart chart) {

    PlayerAid aid() {
        String title = Hatsoff.INSTANCE.title();
        Section guns = chart.fire().guns();
        Section morale = chart.morale();
        Section gunsForPlayers = new Section(guns.heading(), guns.blocks().subList(0, 3));
        String ratio = Options.ratio(chart.scenario()) == FigureRatio.BY_NATION ? "a US figure is 20 men, a Spanish 30, any other 25"
                : "1 figure = " + FigureRatio.STANDARD_MEN + " men";
        return PlayerAid.of(title, ratio + ", stands of three figures, distances in inches",
                "Sequence of play: both sides at once", TurnSequence.PHASES,
                // two columns: the guns' table has six columns, too many for a third of the sheet's width
                List.of(withGuns(chart.fire().smallArms(), gunsForPlayers), List.of(chart.losses(), chart.melee().rules(), chart.orders())),
                List.of(List.of(new Section(morale.heading(), morale.blocks().subList(0, 3)),
                        new Section("Morale results", morale.blocks().subList(3, 4)), chart.scale().rules()),
                        withGuns(chart.movement(), chart.fire().batteries().rules(), chart.terrain())));
    }

    /** The sections, less any section on guns ({@code gunSection}) when the scenario fields neither battery nor machine gun. */
    private List<Section> withGuns(Section first, Section gunSection, Section... rest) {
        List<Section> out = new java.util.ArrayList<>(List.of(first));
        if (chart.fire().anyGuns()) {
            out.add(gunSection);
        }
        out.addAll(List.of(rest));
        return out;
    }

    Chart appendix() {
        Section guns = chart.fire().guns();
        return new Chart("Game master's appendix: " + Hatsoff.INSTANCE.title(), List.of(
                new Section("About this appendix", List.of(new Para("The full loss and odds tables behind the player aid, worked out "
                        + "exactly, and the way we play the rules where they are silent or unclear. Read it before the "
                        + "game; the players need only the aid."))),
                chart.scale().tables("Paper strengths"),
                chart.fire().reckoner(),
                chart.fire().anyGuns() ? new Section(guns.heading() + ": expected losses", guns.blocks().subList(3, guns.blocks().size()))
                        : new Section("", List.of()),
                chart.fire().anyGuns() ? chart.fire().batteries().tables("Batteries: the odds") : new Section("", List.of()),
                chart.moraleOdds(),
                chart.melee().tables("Melee: the odds"),
                chart.interpretations()).stream().filter(s -> !s.blocks().isEmpty()).toList());
    }
}

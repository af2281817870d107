package muster.view;

import java.util.List;
import muster.view.map.MapView;

/**
 * A pack: everything one PDF shows, already worked out. {@code audience} says whose it is (the
 * game master's, or one side's handout); a handout holds only its side's briefing, orders, cards,
 * roster and targets.
 */
public record Pack(
        String id,
        String title,
        String audience,
        String subtitle,
        String ruleSet,
        String ruleSetId,
        String figureScale,
        String turns,
        String style,
        String pageSize,
        String landscapeSize,
        String briefing,
        List<SideBriefing> sideBriefings,
        List<OrderOfBattle> orders,
        MapView map,
        List<TargetLine> targets,
        List<VictoryLine> victory,
        List<String> specialRules,
        CardSheet cards,
        List<Chart> charts,
        List<Roster> rosters) {

    public Pack {
        sideBriefings = List.copyOf(sideBriefings);
        orders = List.copyOf(orders);
        targets = List.copyOf(targets);
        victory = List.copyOf(victory);
        specialRules = List.copyOf(specialRules);
        charts = List.copyOf(charts);
        rosters = List.copyOf(rosters);
    }

    /** A side's own briefing, Markdown. */
    public record SideBriefing(String side, String sideClass, String markdown) {
    }

    public record TargetLine(String label, String name, String side, String reach) {
    }

    public record VictoryLine(String side, String text) {
    }
}

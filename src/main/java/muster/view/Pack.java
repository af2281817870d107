package muster.view;

import java.util.List;
import muster.view.map.MapView;

/** The game master's pack: everything the PDF shows, already worked out. */
public record Pack(
        String id,
        String title,
        String subtitle,
        String ruleSet,
        String ruleSetId,
        String figureScale,
        String turns,
        String style,
        String pageSize,
        String landscapeSize,
        String briefing,
        List<OrderOfBattle> orders,
        MapView map,
        List<TargetLine> targets,
        List<VictoryLine> victory,
        List<String> specialRules,
        CardSheet cards,
        List<Chart> charts,
        List<Roster> rosters) {

    public Pack {
        orders = List.copyOf(orders);
        targets = List.copyOf(targets);
        victory = List.copyOf(victory);
        specialRules = List.copyOf(specialRules);
        charts = List.copyOf(charts);
        rosters = List.copyOf(rosters);
    }

    public record TargetLine(String label, String name, String side, String reach) {
    }

    public record VictoryLine(String side, String text) {
    }
}

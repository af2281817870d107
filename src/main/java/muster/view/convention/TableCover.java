package muster.view.convention;

import java.util.List;

/**
 * The cover sheet of one table's file: the event, the table's id, its scenario and rule set, how
 * many players each side has, and what follows in the file, each line preformatted.
 */
public record TableCover(String event, String tableId, String title, String subtitle, String ruleSet, String pageSize,
        List<Line> players, List<Line> contents, String printing) {

    public TableCover {
        players = List.copyOf(players);
        contents = List.copyOf(contents);
    }

    /** A line of the cover: what, and its figure ("V Corps", "3 players"). */
    public record Line(String what, String detail) {
    }
}

package muster.view.convention;

import java.util.List;

/**
 * The cover sheet of one table's file: the event, the table (its id as words: "Table 1"), its scenario, date and place, rule
 * set, the game's length and figure scale ({@code game}), the opening of the briefing both sides read ({@code situation},
 * Markdown), how many players each side has, and what follows in the file, each line preformatted.
 */
public record TableCover(String event, String table, String title, String subtitle, String ruleSet, String game, String pageSize,
        String situation, List<Line> players, List<Line> contents, String printing) {

    public TableCover {
        players = List.copyOf(players);
        contents = List.copyOf(contents);
    }

    /** A line of the cover: what, and its figure ("V Corps", "3 players"). */
    public record Line(String what, String detail) {
    }
}

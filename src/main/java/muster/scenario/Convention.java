package muster.scenario;

import java.util.List;
import muster.source.Span;

/**
 * A convention's manifest as loaded: the event, the paper every table prints on, and its tables in
 * print order, each value with its place in the manifest so that later stages can point at it.
 */
public record Convention(String event, String paper, List<Table> tables, String file, Spans spans) {

    /** The most players one side of one table may have: each gets a handout of its own. */
    public static final int MAX_PLAYERS = 12;

    public Convention {
        tables = List.copyOf(tables);
    }

    /** One table: its id (its file's name), the scenario file as written, its players by side, whether it prints the kit. */
    public record Table(String id, String scenario, List<Players> players, boolean kit, Spans spans) {
        public Table {
            players = List.copyOf(players);
        }
    }

    /** How many players one side of a table has, with the places of the side's key and of the number. */
    public record Players(String side, int count, Span sideSpan, Span countSpan) {
    }
}

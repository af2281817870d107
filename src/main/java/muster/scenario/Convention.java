package muster.scenario;

import java.util.List;
import java.util.Optional;
import muster.source.Span;

/**
 * A convention's manifest as loaded: the event, the paper every table prints on, and its tables in
 * print order, each value with its place in the manifest so that later stages can point at it.
 */
public record Convention(String event, String paper, Print print, List<Table> tables, String file, Spans spans) {

    /** The most players one side of one table may have: each gets a handout of its own. */
    public static final int MAX_PLAYERS = 12;

    public Convention {
        tables = List.copyOf(tables);
    }

    /**
     * One table: its id (its file's name), the scenario file as written, its players by side, whether it prints the kit, and how
     * it prints where it differs from the event's {@code print}.
     */
    public record Table(String id, String scenario, List<Players> players, boolean kit, Print print, Spans spans) {
        public Table {
            players = List.copyOf(players);
        }
    }

    /**
     * What `build` takes on its command line, as an event or a table gives it, each value as written and empty when not
     * given (a table's falls back on the event's, the event's on the command line's): the table map's scale ("1:2"), whether
     * the file takes the table map at true scale, the paper its sheets tile ("a0", "36in"), whether it leaves out plain sheets,
     * the kit's bleed (mm) and its duplex offset (mm, right and down). {@code spans} gives each value's place.
     */
    public record Print(Optional<String> mapScale, Optional<Boolean> tableMap, Optional<String> tablePaper, Optional<Boolean> skipBlank,
            Optional<Double> bleed, Optional<List<Double>> duplexOffset, Spans spans) {

        public static final Print NONE = new Print(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Spans.NONE);

        /** This table's choice where it makes one, else {@code event}'s. */
        public Print over(Print event) {
            return new Print(mapScale.or(event::mapScale), tableMap.or(event::tableMap), tablePaper.or(event::tablePaper),
                    skipBlank.or(event::skipBlank), bleed.or(event::bleed), duplexOffset.or(event::duplexOffset),
                    spans.self().equals(Span.NONE) ? event.spans() : spans);
        }
    }

    /** How many players one side of a table has, with the places of the side's key and of the number. */
    public record Players(String side, int count, Span sideSpan, Span countSpan) {
    }
}

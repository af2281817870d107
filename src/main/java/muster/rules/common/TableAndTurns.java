package muster.rules.common;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.source.Severity;

/** The table has a size and the game has a length. */
public final class TableAndTurns extends BaseRule {

    static final double MAX_TABLE = 480;
    static final int MAX_TURNS = 200;

    public TableAndTurns() {
        super("COM-008", Severity.ERROR,
                "the table is wider and deeper than 0\" (at most 480\") and the game lasts 1 to 200 turns",
                "a game needs a table to play on and at least one turn");
    }

    @Override
    public void check(Scenario s, Report report) {
        var t = s.table();
        if (t.spans().has("width") && (t.width() <= 0 || t.width() > MAX_TABLE)) {
            report.at(t.spans().of("width"), "the table width must be more than 0 and at most 480 inches", "a 6' table is 72");
        }
        if (t.spans().has("depth") && (t.depth() <= 0 || t.depth() > MAX_TABLE)) {
            report.at(t.spans().of("depth"), "the table depth must be more than 0 and at most 480 inches", "a 4' table is 48");
        }
        if (s.spans().has("turns") && (s.turns() < 1 || s.turns() > MAX_TURNS)) {
            report.at(s.spans().of("turns"), "the game must last between 1 and " + MAX_TURNS + " turns", "e.g. turns: 12");
        }
    }
}

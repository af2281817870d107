package muster.view;

import java.util.ArrayList;
import java.util.List;

/**
 * One side's roster: every brigade with its loss track and break points, and the army's.
 * {@code sheets} are further record tables a rule set keeps on the roster (orders and losses turn
 * by turn, a prisoners table), printed after the brigades; {@code turns} is the side's turn track,
 * printed after the brigades and before those sheets.
 */
public record Roster(
        String side,
        String sideClass,
        String hq,
        String armyBreak,
        List<Box> armyTrack,
        List<Brigade> brigades,
        List<String> notes,
        List<Chart.Table> sheets,
        String armyTrackLabel,
        Turns turns) {

    public Roster {
        armyTrack = List.copyOf(armyTrack);
        brigades = List.copyOf(brigades);
        notes = List.copyOf(notes);
        sheets = List.copyOf(sheets);
    }

    /** A roster without a turn track yet ({@link #withTurns} adds it). */
    public Roster(String side, String sideClass, String hq, String armyBreak, List<Box> armyTrack, List<Brigade> brigades,
            List<String> notes, List<Chart.Table> sheets, String armyTrackLabel) {
        this(side, sideClass, hq, armyBreak, armyTrack, brigades, notes, sheets, armyTrackLabel, Turns.NONE);
    }

    /** A roster whose army track, if any, is captioned plainly. */
    public Roster(String side, String sideClass, String hq, String armyBreak, List<Box> armyTrack, List<Brigade> brigades,
            List<String> notes, List<Chart.Table> sheets) {
        this(side, sideClass, hq, armyBreak, armyTrack, brigades, notes, sheets, "Brigades gone:");
    }

    /**
     * This roster as the game master reads it: the record sheets are the players', filled in from the side's handout, so they are
     * pointed to rather than printed a second time.
     */
    public Roster forGameMaster() {
        // a side's turn track with columns of its own (a lone unit's orders) is a record sheet too
        if (sheets.isEmpty() && turns.extra().isEmpty()) {
            return this;
        }
        List<String> more = new ArrayList<>(notes);
        more.add("The players keep their side's record sheets, turn by turn, in its handout.");
        return new Roster(side, sideClass, hq, armyBreak, armyTrack, brigades, more, List.of(), armyTrackLabel, turns);
    }

    /** This roster without the {@code shared} notes, which are printed once for every roster, its army's break point among them. */
    public Roster withoutNotes(List<String> shared) {
        return new Roster(side, sideClass, hq, shared.contains(armyBreak) ? "" : armyBreak, armyTrack, brigades,
                notes.stream().filter(n -> !shared.contains(n)).toList(), sheets, armyTrackLabel, turns);
    }

    /** This roster with {@code turns} as its turn track. */
    public Roster withTurns(Turns turns) {
        return new Roster(side, sideClass, hq, armyBreak, armyTrack, brigades, notes, sheets, armyTrackLabel, turns);
    }

    /**
     * A turn track: a row per turn with its time of day ({@code timed}), what happens on it, further
     * columns a rule set keeps turn by turn ({@code extra}, empty for writing in), and two columns for
     * the pencil: the {@code lost} ("bases", "men") that turn and the running total; a track with no {@code lost} (the game
     * master's, for every side) has one column of notes instead.
     */
    public record Turns(String caption, boolean timed, List<String> extra, String lost, List<Turn> rows) {
        public static final Turns NONE = new Turns("", false, List.of(), "", List.of());

        public Turns {
            extra = List.copyOf(extra);
            rows = List.copyOf(rows);
        }

        /** This track's columns without its rows, which print nothing: where the game's track stands in for the side's. */
        public Turns withoutRows() {
            return new Turns(caption, timed, extra, lost, List.of());
        }

        /** The track's columns: turn, time when timed, what happens, the extra ones and the two for losses or one for notes. */
        public int columns() {
            return (timed ? 2 : 1) + 1 + extra.size() + (lost.isEmpty() ? 1 : 2);
        }
    }

    /** One turn of the track: its number, its time of day ("" when the scenario gives none) and what happens on it, a line each. */
    public record Turn(int number, String time, List<String> happenings) {
        public Turn {
            happenings = List.copyOf(happenings);
        }

        /** What happens, in one line of text. */
        public String events() {
            return String.join("; ", happenings);
        }
    }

    /**
     * A brigade: its order, a one-line {@code summary} beside it (break points, strength, who
     * commands), a loss track captioned {@code trackLabel} and explained by {@code trackKey} (what the
     * marked boxes mean in this rule set), and its units.
     */
    public record Brigade(String name, String order, String summary, List<Box> track, List<Line> units, String note,
            String trackLabel, String trackKey) {
        public Brigade {
            track = List.copyOf(track);
            units = List.copyOf(units);
        }

        /** A brigade whose track, if any, is captioned plainly and needs no key. */
        public Brigade(String name, String order, String summary, List<Box> track, List<Line> units, String note) {
            this(name, order, summary, track, units, note, "Losses:", "");
        }
    }

    /** A unit of a brigade: its strength, its notes and, where its rule set steps morale down by losses, boxes to tick them. */
    public record Line(String name, String strength, String notes, Steps steps) {

        public Line(String name, String strength, String notes) {
            this(name, strength, notes, Steps.NONE);
        }
    }

    /** Boxes captioned {@code label}, each with the losses that tick it ("56" men), in the order they come. */
    public record Steps(String label, List<Box> boxes) {
        public static final Steps NONE = new Steps("", List.of());

        public Steps {
            boxes = List.copyOf(boxes);
        }
    }

    /** One box of a loss track: its number and the threshold it marks ("halt", "flee", "break" or ""). */
    public record Box(int number, String mark) {
    }
}

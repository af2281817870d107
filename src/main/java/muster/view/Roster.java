package muster.view;

import java.util.List;

/**
 * One side's roster: every brigade with its loss track and break points, and the army's.
 * {@code sheets} are further record tables a rule set keeps on the roster (orders and losses turn
 * by turn, a prisoners table), printed after the brigades.
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
        String armyTrackLabel) {

    public Roster {
        armyTrack = List.copyOf(armyTrack);
        brigades = List.copyOf(brigades);
        notes = List.copyOf(notes);
        sheets = List.copyOf(sheets);
    }

    /** A roster whose army track, if any, is captioned plainly. */
    public Roster(String side, String sideClass, String hq, String armyBreak, List<Box> armyTrack, List<Brigade> brigades,
            List<String> notes, List<Chart.Table> sheets) {
        this(side, sideClass, hq, armyBreak, armyTrack, brigades, notes, sheets, "Brigades gone:");
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

    public record Line(String name, String strength, String notes) {
    }

    /** One box of a loss track: its number and the threshold it marks ("halt", "flee", "break" or ""). */
    public record Box(int number, String mark) {
    }
}

package muster.scenario.load;

import static muster.source.StageCode.RULESET_BAD_VALUE;

import java.util.List;
import java.util.Optional;
import muster.scenario.load.DeclaredWords.WordList;
import muster.scenario.rulefile.Play;

/**
 * Binds what {@code profiles:} says of the table's edges and obstacles: a crossing ({@code crossings}), its ground and nations
 * declared words, its gap some room, its steps in turn order; and fire from off the table ({@code offTable}), its options ones
 * the vocabulary declares, its distances on a table.
 */
final class CrossingBinder {

    /** The latest turn, counted from reaching an obstacle, a step may come on. */
    static final int LAST_TURN = 20;

    private final RuleSetValues values;
    private final DeclaredWords words;

    CrossingBinder(RuleSetValues values, DeclaredWords words) {
        this.values = values;
        this.words = words;
    }

    Optional<Play.Crossing> crossing(Node.MapNode m, RuleSetValues.Once once) {
        Fields f = values.fields(m, "crossing", RuleSetKeys.CROSSING);
        Optional<String> kind = words.required(f, "kind", WordList.TERRAIN, once);
        List<String> nations = words.all(f, "nations", WordList.NATION);
        Optional<Double> within = f.optDecimal("within");
        if (within.filter(w -> w <= 0 || w > 48).isPresent()) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("within"), "a figure " + within.get() + "\" from the obstacle has not reached it",
                    "write how near, in inches, a figure is at it: more than 0 and at most 48, e.g. 'within: 1' (left out: touching it)");
            within = Optional.empty();
        }
        Optional<Double> gap = f.optDecimal("gap");
        if (gap.filter(g -> g <= 0 || g > 48).isPresent()) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("gap"), "a gap of " + gap.get() + "\" lets no figure through",
                    "write the width in inches each figure opens, more than 0 and at most 48, e.g. 'gap: 2'");
            gap = Optional.empty();
        }
        Optional<String> marker = f.optText("marker");
        if (marker.filter(String::isBlank).isPresent() || (marker.isPresent() && gap.isEmpty() && !f.has("gap"))) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("marker"), marker.get().isBlank() ? "the gap's marker has no name"
                    : "a marker for a gap the crossing does not give", "name the kit's marker of the gap one figure opens, e.g. "
                    + "'marker: Wire cut', with the crossing's 'gap'; or leave it out");
            marker = Optional.empty();
        }
        Optional<String> named = marker.map(String::strip);
        List<Play.Step> steps = f.mappings("steps", "step", this::step);
        if (!f.has("steps")) {
            f.missing("steps");
        }
        for (int i = 1; i < steps.size(); i++) {
            if (steps.get(i).turn() <= steps.get(i - 1).turn()) {
                values.diagnostics().report(RULESET_BAD_VALUE, steps.get(i).span(), "the step '" + steps.get(i).step() + "' comes on turn "
                        + steps.get(i).turn() + ", not after the step before it (turn " + steps.get(i - 1).turn() + ")",
                        "list the steps in the order they come, each on a later turn counted from reaching it (0, 1, 2...)");
            }
        }
        Optional<Double> opens = gap;
        Optional<Double> near = within;
        return kind.map(k -> new Play.Crossing(k, nations, near, opens, named, steps, m.span()));
    }

    private Play.Step step(Node.MapNode m) {
        Fields f = values.fields(m, "step", RuleSetKeys.CROSSING_STEP);
        int turn = f.integer("turn", 0);
        if (turn < 0 || turn > LAST_TURN) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("turn"), "a step on turn " + turn + " after reaching the obstacle",
                    "count turns from the one the obstacle is reached: 0 (that turn) to " + LAST_TURN);
        }
        return new Play.Step(turn, f.text("step"), f.text("does"), m.span());
    }

    Optional<Play.OffTable> offTable(Node.MapNode m) {
        Fields f = values.fields(m, "off-table fire", RuleSetKeys.OFF_TABLE);
        Optional<String> nation = words.one(f, "nation", WordList.NATION);
        if (!f.has("nation")) {
            f.missing("nation");
        }
        String name = f.text("name");
        String what = f.optText("what").orElse("");
        int shots = f.integer("shots", 1);
        if (shots < 1 || shots > 100) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("shots"), "'shots' is " + shots + "; it is the most shots a turn",
                    "write a whole number from 1 to 100, e.g. 'shots: 4'");
        }
        Optional<String> option = words.one(f, "option", WordList.OPTION);
        option.flatMap(words::option).filter(o -> o.min().isEmpty() || o.max().isEmpty()).ifPresent(o ->
                values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("option"), "the option '" + o.word()
                        + "' takes words, not a number of shots", "name an option with 'min' and 'max', or leave it out"));
        Optional<String> edge = words.one(f, "edge", WordList.OPTION);
        double standBack = distance(f, "standBack", 0);
        double reach = distance(f, "reach", 0.0001);
        if (!f.has("reach")) {
            f.missing("reach");
        }
        boolean hitsOwn = f.flag("hitsOwn");
        Optional<String> ownNote = f.optText("ownNote").map(String::strip).filter(t -> !t.isEmpty());
        if (ownNote.isPresent() && !hitsOwn) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("ownNote"), "the note for the nation's own cards warns of fire that"
                    + " does not hit its own figures", "add 'hitsOwn: true', or leave 'ownNote' out");
            ownNote = Optional.empty();
        }
        Optional<String> record = f.optText("record").map(String::strip).filter(t -> !t.isEmpty());
        if (f.has("record") && record.isEmpty()) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("record"), "the record's column of shots has no heading",
                    "write the heading of the shots' column, e.g. 'record: Balls thrown', or leave 'record' out");
        }
        Optional<String> note = ownNote;
        boolean atRest = f.flag("onlyAtRest");
        Optional<String> shotsName = words(f, "shotsName", "'shotsName: balls'");
        Optional<String> made = words(f, "made", "'made: thrown'");
        return nation.map(n -> new Play.OffTable(n, name, what, shots, option, edge, standBack, reach, hitsOwn, note, record, atRest,
                shotsName, made, m.span()));
    }

    /** A few words the file gives for {@code key}; blank, reported, and none. */
    private Optional<String> words(Fields f, String key, String example) {
        Optional<String> text = f.optText(key).map(String::strip).filter(t -> !t.isEmpty());
        if (f.has(key) && text.isEmpty()) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of(key), "'" + key + "' is blank",
                    "write it in a word or two, e.g. " + example + ", or leave it out");
        }
        return text;
    }

    /** Inches from {@code least} to 48, 0 when left out; else reported. */
    private double distance(Fields f, String key, double least) {
        double d = f.optDecimal(key).orElse(0.0);
        if (f.has(key) && (d < least || d > 48)) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of(key), "'" + key + "' is " + d + "\"; it is a short distance on the table",
                    "write a distance in inches, at most 48 (a reach of more than 0)");
            return 0;
        }
        return d;
    }
}

package muster.scenario.load;

import static muster.source.StageCode.RULESET_BAD_VALUE;

import java.util.List;
import java.util.Optional;
import muster.scenario.load.DeclaredWords.WordList;
import muster.scenario.rulefile.Play;

/** Binds a crossing of {@code profiles.crossings}: its ground and nations declared words, its gap some room, its steps in turn order. */
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
        Optional<String> kind = new PlayProfilesBinder(values, words).required(f, "kind", WordList.TERRAIN, once);
        List<String> nations = words.all(f, "nations", WordList.NATION);
        Optional<Double> gap = f.optDecimal("gap");
        if (gap.filter(g -> g <= 0 || g > 48).isPresent()) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("gap"), "a gap of " + gap.get() + "\" lets no figure through",
                    "write the width in inches each figure opens, more than 0 and at most 48, e.g. 'gap: 2'");
            gap = Optional.empty();
        }
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
        return kind.map(k -> new Play.Crossing(k, nations, opens, steps, m.span()));
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
}

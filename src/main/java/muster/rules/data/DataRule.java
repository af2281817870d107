package muster.rules.data;

import java.util.List;
import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.Organisation;
import muster.scenario.rulefile.RuleSetFile;
import muster.source.Severity;
import muster.source.Span;

/**
 * A check of a rule-set file as a rule: its id, severity, summary and reason are the file's, and a
 * finding prints the file's message and hint with what the check found filled in. A check of
 * severity note prints its message in the pack instead ({@link Report#note}).
 */
abstract class DataRule extends BaseRule {

    /** A placed unit with the side it fights for. */
    record Placed(Side side, Unit unit) {
    }

    final Check check;
    final RuleSetFile file;

    DataRule(Check check, RuleSetFile file) {
        super(check.id(), check.severity(), check.summary(), check.reason());
        this.check = check;
        this.file = file;
    }

    /**
     * A finding at {@code span}, or, for a check of severity note, a note about {@code side} (every side when empty), in the
     * words of the check's first case whose {@code when} the fill matches, else the check's own.
     */
    final void found(Report report, Span span, Optional<String> side, Fill fill) {
        Optional<Check.Case> c = check.cases().stream().filter(x -> fill.holds(x.when())).findFirst();
        String message = c.map(Check.Case::message).orElse(check.message());
        String hint = c.map(Check.Case::hint).filter(h -> !h.isEmpty()).orElse(check.hint());
        if (severity() == Severity.NOTE) {
            report.note(span, side, fill.in(message));
        } else {
            report.at(span, fill.in(message), fill.in(hint));
        }
    }

    /** A unit or feature as the message names it: its id in a finding (the file's word), its name in a note (the pack's). */
    final String named(String id, String displayName) {
        return severity() == Severity.NOTE ? displayName : id;
    }

    /** Every unit of the scenario with its side, in the file's order. */
    static List<Placed> units(Scenario s) {
        return s.sides().stream().flatMap(side -> side.units().stream().map(u -> new Placed(side, u))).toList();
    }

    /** The organisation of a unit's type when the check covers the type ({@code types} empty: every type). */
    final Optional<Organisation> organisation(List<String> types, Unit u) {
        if (!types.isEmpty() && !types.contains(u.type())) {
            return Optional.empty();
        }
        return file.organisation().stream().filter(o -> o.type().equals(u.type())).findFirst();
    }

    final boolean declaredType(String word) {
        return file.vocabulary().types().stream().anyMatch(w -> w.word().equals(word));
    }

    /** The nations the file declares other than {@code nation}: its enemies, where an edge is read from who stands nearer. */
    final List<String> enemies(String nation) {
        return file.vocabulary().nations().stream().map(w -> w.word()).filter(w -> !w.equals(nation)).toList();
    }

    /** Inches of the rules at the scenario's figure scale: the scale's factor times {@code inches}. */
    final double scaled(Scenario s, double inches) {
        String word = s.figureScale().orElse(file.figures().defaultScale());
        return inches * file.figures().scales().stream().filter(x -> x.word().equals(word)).mapToDouble(RuleSetFile.Scale::distances)
                .findFirst().orElse(1.0);
    }
}

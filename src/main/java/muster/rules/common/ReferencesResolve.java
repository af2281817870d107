package muster.rules.common;

import java.util.List;
import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Note;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.scenario.Victory;
import muster.source.DidYouMean;
import muster.source.Severity;
import muster.source.Span;

/** Every id a scenario refers to (objectives, target features, sides, trains) exists. */
public final class ReferencesResolve extends BaseRule {

    public ReferencesResolve() {
        super("COM-003", Severity.ERROR,
                "every reference names something the file declares: order objectives, target and victory features name terrain, "
                + "'side' keys name sides, 'aboard' names a train",
                "an order, target, victory condition, rider or special rule that names nothing has lost its place or its reader");
    }

    @Override
    public void check(Scenario s, Report report) {
        List<String> terrain = s.terrain().stream().map(Terrain::id).toList();
        List<String> sides = s.sides().stream().map(Side::id).toList();
        List<String> trains = s.sides().stream().flatMap(side -> side.units().stream())
                .filter(u -> u.type().equals("train")).map(Unit::id).toList();
        for (Terrain t : s.terrain()) {
            expect(report, t.side(), t.spans().of("side"), sides, "side");
        }
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                f.orders().ifPresent(o -> expect(report, o.objective(), o.spans().of("objective"), terrain, "terrain feature"));
                for (Unit u : f.units()) {
                    expect(report, u.aboard(), u.spans().of("aboard"), trains, "train");
                }
            }
        }
        for (Target t : s.targets()) {
            expect(report, Optional.of(t.side()), t.spans().of("side"), sides, "side");
            expect(report, t.feature(), t.spans().of("feature"), terrain, "terrain feature");
        }
        for (Victory v : s.victory()) {
            expect(report, Optional.of(v.side()), v.spans().of("side"), sides, "side");
            expect(report, v.feature(), v.spans().of("feature"), terrain, "terrain feature");
        }
        for (Note n : s.specialRules()) {
            expect(report, n.side(), n.spans().of("side"), sides, "side");
        }
    }

    private static void expect(Report report, Optional<String> ref, Span span, List<String> known, String what) {
        ref.filter(r -> !r.isEmpty() && !known.contains(r)).ifPresent(r -> {
            String dym = DidYouMean.phrase(r, known);
            report.at(span, "no " + what + " has the id '" + r + "'" + (dym.isEmpty() ? "" : "; " + dym),
                    known.isEmpty() ? "declare the " + what + " first" : "known: " + String.join(", ", known));
        });
    }
}

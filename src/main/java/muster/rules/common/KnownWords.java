package muster.rules.common;

import java.util.List;
import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.rules.Term;
import muster.rules.Vocabulary;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.source.DidYouMean;
import muster.source.Severity;
import muster.source.Span;

/** Terrain kinds, unit types, weapons, nations, tags and the figure scale are words of the rule set. */
public final class KnownWords extends BaseRule {

    private final Vocabulary words;

    public KnownWords(Vocabulary words) {
        super("COM-006", Severity.ERROR,
                "type, weapon, nation, tags and figureScale take the words of the scenario's rule set (`muster rulesets ID`), and "
                + "kind a word of the scenario format or of the rule set",
                "a word the rule set does not know has no rule: no move, range or odds can be printed for it");
        this.words = words;
    }

    @Override
    public void check(Scenario s, Report report) {
        s.figureScale().ifPresent(f -> expect(report, f, s.spans().of("figureScale"), words.figureScales(), "figure scale"));
        for (Terrain t : s.terrain()) {
            if (!Terrain.KINDS.contains(t.kind())) {
                expect(report, t.kind(), t.spans().of("kind"), words.kinds(), "terrain kind");
            }
        }
        for (Side side : s.sides()) {
            expect(report, side.nation(), side.spans().of("nation"), words.nations(), "nation");
            for (Unit u : side.units()) {
                expect(report, u.type(), u.spans().of("type"), words.types(), "unit type");
                u.weapon().ifPresent(w -> expect(report, w, u.spans().of("weapon"), words.weapons(), "weapon"));
                for (String tag : u.tags()) {
                    expect(report, tag, u.spans().of("tags"), words.tags(), "tag");
                }
            }
        }
    }

    private void expect(Report report, String word, Span span, List<Term> known, String what) {
        if (word.isEmpty() || Vocabulary.has(known, word)) {
            return;
        }
        List<String> list = Vocabulary.words(known);
        Optional<String> near = DidYouMean.nearest(word, list);
        report.at(span, "'" + word + "' is not a " + what + " of this rule set" + near.map(n -> "; did you mean '" + n + "'?").orElse(""),
                "this rule set's " + what + "s: " + String.join(", ", list));
    }
}

package muster.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import muster.rules.BaseRule;
import muster.rules.Engine;
import muster.rules.HouseReading;
import muster.rules.Rule;
import muster.rules.RuleSet;
import muster.rules.Term;
import muster.source.Severity;

/**
 * What {@code muster rulesets ID} says of a rule set, as text for the terminal or as the manual's page
 * (docs/rulesets/ID.md): its words by the key they go under, every check with its severity and why, and
 * muster's readings where the rules are silent or unclear. Both come from the registry, so neither goes stale.
 */
final class RuleSetPage {

    private RuleSetPage() {
    }

    /** Each word list under its heading and the scenario key it is written under. */
    static Map<String, List<Term>> sections(RuleSet r) {
        Map<String, List<Term>> out = new LinkedHashMap<>();
        out.put("figure scales (figureScale)", r.vocabulary().figureScales());
        out.put("terrain kinds (terrain: kind)", r.vocabulary().kinds());
        out.put("unit types (unit: type)", r.vocabulary().types());
        out.put("weapons (unit: weapon)", r.vocabulary().weapons());
        out.put("nations (side: nation)", r.vocabulary().nations());
        out.put("tags (unit: tags)", r.vocabulary().tags());
        out.put("orders (formation: orders: type)", r.vocabulary().orderTypes());
        if (!r.vocabulary().options().isEmpty()) {
            out.put("options (options)", r.vocabulary().options());
        }
        return out;
    }

    /** Why the rule text makes the check what it is, in muster's words: every check gives its own. */
    static String ownReason(Rule rule) {
        return rule.reason();
    }

    /** muster's readings of the rule text, as its data lists them. */
    static List<HouseReading> readings(RuleSet r) {
        List<HouseReading> out = new ArrayList<>();
        if (r.data().get("interpretations") instanceof List<?> list) {
            for (Object o : list) {
                if (o instanceof HouseReading h) {
                    out.add(h);
                }
            }
        }
        return out;
    }

    static String text(RuleSet r) {
        StringBuilder out = new StringBuilder();
        out.append(r.id()).append(": ").append(r.title()).append('\n');
        sections(r).forEach((title, terms) -> {
            out.append('\n').append(title).append(":\n");
            terms.forEach(t -> out.append(String.format("  %-22s %s%n", t.word(), t.meaning())));
        });
        out.append("\nchecks, each with the reason the rules give it its severity:\n");
        for (Severity s : List.of(Severity.ERROR, Severity.WARNING, Severity.NOTE)) {
            out.append(String.format("  %-11s %s%s%n", article(s) + " " + s.label() + ":", BaseRule.severityReason(s),
                    s == Severity.ERROR ? " (the scenario gets no files)" : s == Severity.NOTE ? "" : " (printed; the build goes on)"));
        }
        out.append('\n');
        for (Rule rule : Engine.rules(r)) {
            out.append(String.format("  %-8s %-7s %s%n", rule.id(), rule.severity().label(), rule.summary()));
            if (!ownReason(rule).isEmpty()) {
                out.append(String.format("  %-8s %-7s why: %s%n", "", "", ownReason(rule)));
            }
        }
        List<HouseReading> readings = readings(r);
        if (!readings.isEmpty()) {
            out.append("\nwhere the rules are silent or unclear, muster reads them so:\n");
            readings.forEach(h -> out.append("  ").append(h.topic()).append(": ").append(h.text()).append('\n'));
        }
        return out.toString();
    }

    static String markdown(RuleSet r) {
        return markdown(r, r.id());
    }

    /** The page of a rule set a scenario names by {@code named}: its id, or the path of its rule-set file. */
    static String markdown(RuleSet r, String named) {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(r.id()).append(": ").append(r.title()).append("\n\n");
        out.append("<!-- made by `muster rulesets ").append(named).append(" --format markdown`; a test fails when it is out of date -->\n\n");
        out.append("A scenario is played with these rules when it says `ruleset: ").append(named).append("`. Without `figureScale:` ")
                .append("it is read at ").append(r.defaultFigureScale()).append(". Each list below gives the words a scenario may write ")
                .append("under the key named in the heading.\n");
        sections(r).forEach((title, terms) -> {
            out.append("\n## ").append(Character.toUpperCase(title.charAt(0))).append(title.substring(1).replaceFirst("\\((.*)\\)$", "(`$1`)"))
                    .append("\n\n| word | meaning |\n|---|---|\n");
            terms.forEach(t -> out.append("| `").append(t.word()).append("` | ").append(cell(t.meaning())).append(" |\n"));
        });
        out.append("\n## Checks\n\nEvery scenario naming this rule set is checked against each of these. ");
        for (Severity s : List.of(Severity.ERROR, Severity.WARNING, Severity.NOTE)) {
            out.append(Character.toUpperCase(article(s).charAt(0))).append(article(s).substring(1)).append(' ').append(s.label()).append(" means ")
                    .append(BaseRule.severityReason(s)).append(s == Severity.ERROR ? " (a scenario with one gets no files). " : ". ");
        }
        out.append("Each check gives the reason the rules make it so.\n\n| check | severity | what it checks | why |\n|---|---|---|---|\n");
        for (Rule rule : Engine.rules(r)) {
            out.append("| ").append(rule.id()).append(" | ").append(rule.severity().label()).append(" | ").append(cell(rule.summary()))
                    .append(" | ").append(cell(ownReason(rule))).append(" |\n");
        }
        List<HouseReading> readings = readings(r);
        if (!readings.isEmpty()) {
            out.append("\n## Where the rules are silent or unclear\n\nmuster reads them as follows, and prints each reading in the "
                    + "appendix of the game master's pack so the table can agree to it before play: all of them, but for a reading "
                    + "on what a scenario does not use (its words are given).\n");
            readings.forEach(h -> out.append("\n**").append(h.topic()).append(".** ").append(h.text())
                    .append(h.when().isEmpty() ? "" : " *(For a scenario with " + String.join(" or ", h.when().stream()
                            .map(w -> "`" + w + "`").toList()) + ".)*").append('\n'));
        }
        return out.toString();
    }

    private static String article(Severity s) {
        return s == Severity.ERROR ? "an" : "a";
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}

package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Note;
import muster.scenario.Scenario;
import muster.source.Severity;

/**
 * SLW-016: a special rule that says what cover does for Cuban or Filipino units, where the option insurgent-cover is not set: the
 * cards and the aid print the option's reading (they save hits on 4-6), and the players would read two rules. An author's
 * Caloocan said "Filipino units in cover get no save" in its special rules, and every Filipino card "each hit saved on 4-6".
 */
final class InsurgentCoverInProse extends BaseRule {

    /** One sentence that names the insurgents and their cover. */
    private static final Pattern SAYS = Pattern.compile(
            "\\b(cuban|filipino|insurgent|insurrecto)s?\\b[^.;]*\\bcover\\b|\\bcover\\b[^.;]*\\b(cuban|filipino|insurgent|insurrecto)s?\\b");

    InsurgentCoverInProse() {
        super("SLW-016", Severity.WARNING, "a special rule on what cover does for Cuban or Filipino units comes with the option '"
                        + Protection.OPTION + "' set, which the cards and aid print",
                "the cards and aid print the option's reading, 'save' when it is left out; a special rule that says otherwise gives the "
                        + "players two rules");
    }

    @Override
    public void check(Scenario s, Report report) {
        if (s.option(Protection.OPTION).isPresent()) {
            return;
        }
        List<String> insurgents = List.of("cuba", "philippines");
        if (s.sides().stream().noneMatch(side -> insurgents.contains(side.nation()))) {
            return;
        }
        for (Note rule : s.specialRules()) {
            if (SAYS.matcher(rule.text().toLowerCase(Locale.ROOT)).find()) {
                report.at(rule.span(), "a special rule says what cover does for Cuban or Filipino units, but the cards and aid print "
                                + "that they save hits on 4-6 in cover, as US units do",
                        "set 'options: { " + Protection.OPTION + ": hidden }' if they may not be fired at in cover, as Spaniards, or '"
                                + Protection.OPTION + ": save' to keep the cards' reading beside your rule");
                return;
            }
        }
    }
}

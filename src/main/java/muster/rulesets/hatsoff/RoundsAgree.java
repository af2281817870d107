package muster.rulesets.hatsoff;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Note;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/**
 * HAT-018: a special rule that gives units a number of rounds the cards and rosters do not print
 * (they print the rounds-&lt;nation&gt; options, 20 when left out): the players would read two numbers.
 */
final class RoundsAgree extends BaseRule {

    private static final Pattern ROUNDS = Pattern.compile("\\b(\\d{1,3}) rounds\\b");

    RoundsAgree() {
        super("HAT-018", Severity.WARNING, "a special rule's 'N rounds' matches the rounds the cards print (the rounds-<nation> options)",
                "the cards and rosters print each army's rounds from the options; a special rule with another number gives the players two");
    }

    @Override
    public void check(Scenario s, Report report) {
        Set<Integer> printed = new LinkedHashSet<>();
        for (Side side : s.sides()) {
            printed.add(Options.rounds(s, side.nation()));
        }
        for (Note rule : s.specialRules()) {
            Matcher m = ROUNDS.matcher(rule.text());
            while (m.find()) {
                int n = Integer.parseInt(m.group(1));
                if (n >= 1 && n <= Organisation.MAX_ROUNDS && !printed.contains(n)) {
                    report.at(rule.span(), "a special rule gives " + n + " rounds, but the cards and rosters print " + words(printed),
                            "set the army's count in the options, 'rounds-<nation>: " + n + "' (us, spain, cuba or philippines), "
                                    + "so the cards print it too");
                    break;
                }
            }
        }
    }

    private static String words(Set<Integer> printed) {
        return printed.size() == 1 ? printed.iterator().next() + " for every army" : printed.toString().replaceAll("[\\[\\]]", "");
    }
}

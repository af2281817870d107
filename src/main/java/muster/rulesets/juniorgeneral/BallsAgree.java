package muster.rulesets.juniorgeneral;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Note;
import muster.scenario.Scenario;
import muster.source.Severity;

/**
 * JRG-015: a special rule that gives Spain a number of balls a turn the sheets do not print (they
 * print the ballsPerTurn option, four when left out): the players would read two numbers.
 */
final class BallsAgree extends BaseRule {

    private static final List<String> NUMBERS = List.of("one", "two", "three", "four");
    private static final Pattern BALLS = Pattern.compile("\\b(\\d|one|two|three|four) (?:paper |cotton |crumpled )?balls\\b");

    BallsAgree() {
        super("JRG-015", Severity.WARNING, "a special rule's number of balls a turn matches the one the sheets print ('"
                + SpanishArtillery.BALLS_OPTION + "', four when left out)",
                "the map, the aid, the card and the roster print the balls a turn from the option; a special rule with another number gives the players two");
    }

    /** The words of the sentence before {@code at}. */
    private static String thrower(String text, int at) {
        int from = Math.max(text.lastIndexOf('.', at), Math.max(text.lastIndexOf(':', at), text.lastIndexOf(';', at)));
        return text.substring(from + 1, at);
    }

    @Override
    public void check(Scenario s, Report report) {
        if (!SpanishArtillery.throwing(s)) {
            return;
        }
        int printed = SpanishArtillery.balls(s);
        for (Note rule : s.specialRules()) {
            String text = rule.text().toLowerCase(Locale.ROOT);
            Matcher m = BALLS.matcher(text);
            // the Spaniards' balls only, named as the thrower before the number: a scenario may give another thrower
            // (a warship's guns) balls of its own "with the Spanish artillery rules"
            if (m.find() && thrower(text, m.start()).contains("spani")) {
                String n = m.group(1);
                int said = n.matches("\\d") ? Integer.parseInt(n) : NUMBERS.indexOf(n) + 1;
                if (said != printed && said >= 1 && said <= SpanishArtillery.BALLS_PER_TURN) {
                    report.at(rule.span(), "a special rule gives Spain " + said + " balls, but the sheets print " + printed + " a turn",
                            "add 'options: { " + SpanishArtillery.BALLS_OPTION + ": " + said + " }' so that every sheet prints it");
                }
            }
        }
    }
}

package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** JRG-001: the turn has a Spanish half and an American half, so the game needs an army of each. */
final class BothArmies extends BaseRule {

    BothArmies() {
        super("JRG-001", Severity.WARNING, "there is a side of nation 'us' and a side of nation 'spain': the turn has a Spanish "
                + "half and an American half",
                "the text's turn has a Spanish half and an American half, and its fire differs by army; without both, half of every sheet is empty");
    }

    @Override
    public void check(Scenario s, Report report) {
        if (s.sides().isEmpty() || s.sides().stream().anyMatch(side -> side.nation().isEmpty())) {
            return;
        }
        for (String nation : new String[] {Figures.SPAIN, Figures.US}) {
            boolean present = s.sides().stream().map(Side::nation).anyMatch(nation::equals);
            if (!present) {
                String who = nation.equals(Figures.US) ? "American" : "Spanish";
                report.at(s.spans().of("sides"), "no side is " + who + " (nation: " + nation + "), but every turn has "
                        + (nation.equals(Figures.US) ? "an " : "a ") + who + " half", "junior-general is played by Americans against Spaniards: give one side 'nation: " + nation + "'");
            }
        }
    }
}

package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * HAT-004: a troop class tag says which class's morale a unit takes. The rules bind no class to a
 * side (Cuban insurrectos fought under American command), but {@code regular} means US or Spanish
 * regulars, so on a side of another nation muster cannot tell which.
 */
final class ClassFitsNation extends BaseRule {

    ClassFitsNation() {
        super("HAT-004", Severity.ERROR, "'regular' on a side that is neither US nor Spanish does not say whose regulars it "
                + "means (every other class tag names one class, wherever it serves)",
                "the text gives morale by class and binds no class to a side, but 'regular' names two classes");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            List<String> fits = java.util.Arrays.stream(TroopClass.values()).filter(c -> c.nations().contains(side.nation()))
                    .map(TroopClass::tag).toList();
            for (Unit u : side.units()) {
                for (String tag : Troops.classTags(u)) {
                    if (TroopClass.of(tag, side.nation()).isPresent()) {
                        continue;
                    }
                    report.at(u.spans().of("tags"), "'" + u.id() + "' of " + side.nation() + " is tagged " + tag
                                    + ", but the rules have regulars only for " + String.join(" and ", TroopClass.nationsOf(tag)),
                            "tag it with the class whose morale it fights with: " + String.join(", ", TroopClass.TAGS));
                }
            }
        }
    }
}

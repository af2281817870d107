package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * HAT-004: a troop class tag names a class of the morale table, and the table's classes are national:
 * US 1st Volunteer Cavalry, regulars and National Guard, Spanish regulars and colonial militia. The
 * rules bind no class to a side (Cuban insurrectos fought under American command, so insurrectos
 * serve anywhere), but a national class on another army's unit is read as the table's class, which
 * is likely not what was meant; and {@code regular} on a side of neither nation names no class, so
 * its sheets leave the morale blank.
 */
final class ClassFitsNation extends BaseRule {

    ClassFitsNation() {
        super("HAT-004", Severity.WARNING, "a class tag of one nation in the morale table (first-vol-cav, regular, national-guard: US; "
                + "regular, militia: Spanish) sits on a side of that nation; insurrectos serve on any side",
                "the morale table's classes are national (US regulars, Spanish colonial militia...); on another army's unit the tag "
                        + "says something the table does not");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                for (String tag : Troops.classTags(u)) {
                    List<String> nations = TroopClass.nationsOf(tag);
                    if (tag.equals(TroopClass.INSURRECTO.tag()) || nations.contains(side.nation()) || side.nation().isEmpty()) {
                        continue;
                    }
                    String read = TroopClass.of(tag, side.nation()).map(c -> "it is read as the table's " + c.label() + ", "
                            + c.morale() + "%").orElse("the table has regulars only for " + String.join(" and ", nations)
                                    + ", so its sheets leave its morale blank");
                    report.at(u.spans().of("tags"), "'" + u.id() + "' of " + side.nation() + " is tagged " + tag + "; " + read,
                            "tag it with the class whose morale it fights with: " + String.join(", ", TroopClass.TAGS));
                }
            }
        }
    }
}

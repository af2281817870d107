package muster.rules.data;

import java.time.LocalDate;
import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.Organisation;
import muster.scenario.rulefile.RuleSetFile;

/**
 * nation-and-date: a unit's type is fielded by its side's nation ({@code nations}: every nation when
 * not given, none when empty) and, when the scenario gives a date, between its {@code from} and
 * {@code until} ({value} is the date then).
 */
final class NationAndDateRule extends UnitRule<CheckKind.NationAndDate> {

    NationAndDateRule(Check check, CheckKind.NationAndDate kind, RuleSetFile file) {
        super(check, kind, file);
    }

    @Override
    void check(Scenario s, Placed p, Unit u, Report report) {
        Optional<Organisation> org = organisation(kind.types(), u);
        if (org.isEmpty()) {
            return;
        }
        String nation = p.side().nation();
        boolean fielded = org.get().nations().map(n -> n.contains(nation)).orElse(true);
        Optional<LocalDate> date = s.date();
        boolean inTime = date.isEmpty() || org.get().from().filter(date.get()::isBefore).isEmpty()
                && org.get().until().filter(date.get()::isAfter).isEmpty();
        if (!fielded || !inTime) {
            found(report, u.spans().of("type"), Optional.of(p.side().id()), Fill.of("unit", u.id(), "type", u.type(), "nation", nation,
                    "side", p.side().id(), "value", date.map(LocalDate::toString).orElse("")));
        }
    }
}

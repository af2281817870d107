package muster.rules.data;

import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;

/** A check of the library that looks at each unit on its own, with the parameters of its kind. */
abstract class UnitRule<K extends CheckKind> extends DataRule {

    final K kind;

    UnitRule(Check check, K kind, RuleSetFile file) {
        super(check, file);
        this.kind = kind;
    }

    @Override
    public final void check(Scenario s, Report report) {
        for (Placed p : units(s)) {
            check(s, p, p.unit(), report);
        }
    }

    /** Checks unit {@code u}, placed with its side as {@code p}. */
    abstract void check(Scenario s, Placed p, Unit u, Report report);
}

package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Option;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** HAT-015: a hint for an option that changes nothing in this scenario. */
final class IdleOptions extends BaseRule {

    IdleOptions() {
        super("HAT-015", Severity.HINT, "an option changes something here: artillery-ammo needs a battery, figure-ratio: by-nation a US "
                + "or Spanish side, rounds-<nation> a side of that nation with infantry or cavalry");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Option o : s.options()) {
            if (o.key().equals(Options.ARTILLERY_AMMO) && Options.flag(o).orElse(false) && !hasBattery(s)) {
                report.at(o.span(), "no side has a battery, so the ammunition rule changes nothing", "leave the option out");
            } else if (o.key().equals(Options.FIGURE_RATIO) && o.value().equals(FigureRatio.BY_NATION.word())
                    && s.sides().stream().noneMatch(x -> x.nation().equals("us") || x.nation().equals("spain"))) {
                report.at(o.span(), "by-nation ratios change only US and Spanish units, and there are none", "leave the option out");
            } else if (o.key().startsWith(Options.ROUNDS_PREFIX) && Options.roundCount(o).isPresent()) {
                String nation = o.key().substring(Options.ROUNDS_PREFIX.length());
                boolean troops = s.sides().stream().filter(x -> x.nation().equals(nation)).flatMap(x -> x.units().stream())
                        .anyMatch(u -> Troops.type(u).map(UnitType::isTroops).orElse(false));
                if (!troops) {
                    report.at(o.span(), "no " + nation + " infantry or cavalry is in this scenario", "leave the option out");
                }
            }
        }
    }

    private static boolean hasBattery(Scenario s) {
        for (Side side : s.sides()) {
            if (side.units().stream().anyMatch(u -> Troops.type(u).map(UnitType::isArtillery).orElse(false))) {
                return true;
            }
        }
        return false;
    }
}

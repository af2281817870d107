package muster.rulesets.sawquickplay;

import java.util.ArrayList;
import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Footprint;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * SAW-020: the bases of a brigade keep within 1" of one another, guns and machine guns apart, and
 * an attack moves fast while keeping them so; a defence holds its position as it is laid out. So
 * in a brigade ordered to attack, an infantry or cavalry unit that starts further from every other
 * infantry or cavalry base of its brigade than it can move in a turn has not made the effort the
 * text asks for (house reading of "every effort": one move). Guerillas screen and scout, apart.
 */
final class BrigadesHoldTogether extends BaseRule {

    BrigadesHoldTogether() {
        super("SAW-020", Severity.WARNING, "each infantry or cavalry unit of a brigade ordered to attack starts within one move "
                + "of another of the brigade's infantry or cavalry bases (guerillas apart)", "the text: every base of a brigade must make every effort to stay within 1\" "
                + "of another, and an attack keeps its units so; guns and machine guns alone are excepted");
    }

    private record Placed(Unit unit, List<Point> corners) {
    }

    @Override
    public void check(Scenario s, Report report) {
        String scale = s.figureScale().orElse(Scales.DEFAULT);
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                boolean laidOut = f.units().stream().noneMatch(u -> u.spans().leftOut("count") || u.spans().leftOut("facing"));
                if (f.orders().filter(o -> o.type().equals("attack")).isEmpty() || !laidOut) {
                    continue;
                }
                List<Placed> troops = new ArrayList<>();
                for (Unit u : f.units()) {
                    boolean foot = Units.ARMS.type(u).map(UnitType::isTroops).orElse(false) && !Guerillas.isGuerilla(u, side.nation());
                    if (foot && u.at().isPresent()) {
                        troops.add(new Placed(u, SawQuickplay.INSTANCE.footprint(u).orElseThrow()
                                .corners(u.at().get(), u.facing().orElse(0.0))));
                    }
                }
                for (Placed p : troops) {
                    double nearest = troops.stream().filter(o -> o != p).mapToDouble(o -> Footprint.gap(p.corners(), o.corners()))
                            .min().orElse(0);
                    int move = Units.move(p.unit(), scale);
                    if (nearest > move) {
                        report.at(p.unit().at().get().span(), "'" + p.unit().id() + "' starts " + Math.round(nearest)
                                        + "\" from the nearest base of its brigade '" + f.id() + "', more than its " + move + "\" move",
                                "bring it within 1\" of the brigade's other bases, or give it a brigade (formation) of its own");
                    }
                }
            }
        }
    }
}

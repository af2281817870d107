package muster.rulesets.sawquickplay;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rulesets.sawquickplay.SawQuickplay;
import muster.rulesets.sawquickplay.Scales;
import muster.rulesets.sawquickplay.Units;
import muster.rulesets.sawquickplay.Weapon;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Chart;
import muster.view.GunReach;
import muster.view.Num;
import muster.view.RuleSetSheets;
import muster.view.Roster;

/** saw-quickplay's contribution to a pack. */
public final class SawSheets implements RuleSetSheets {

    /** Bases are 1" square whatever the figure scale. */
    static final double BASE_INCHES = 1.0;

    @Override
    public double baseInches(Scenario scenario) {
        return BASE_INCHES;
    }

    @Override
    public String strength(Unit unit) {
        int bases = unit.count().orElse(1);
        String s = Num.count(bases, "base", "bases");
        return unit.men().map(m -> s + " (" + m + " men)").orElse(s);
    }

    @Override
    public String weapon(Scenario scenario, Unit unit) {
        return Units.weapon(unit).map(w -> w.label() + ", " + Num.inches(Scales.inches(w.baseRange(), scale(scenario)))).orElse("");
    }

    @Override
    public String targetReach(Scenario scenario, Target target) {
        Optional<Side> side = scenario.side(target.side());
        Optional<Shape> where = target.feature().flatMap(scenario::feature).map(f -> f.shape()).or(() -> target.at().map(Shape.Spot::new));
        if (side.isEmpty() || where.isEmpty()) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (Unit gun : side.get().units()) {
            Optional<Weapon> w = Units.weapon(gun).filter(Weapon::isArtillery);
            if (w.isEmpty() || gun.at().isEmpty()) {
                continue;
            }
            double d = Geometry.distanceTo(gun.at().get(), where.get());
            int range = Scales.inches(w.get().baseRange(), scale(scenario));
            parts.add(gun.displayName() + " " + Num.inches(Math.round(d)) + (d <= range ? "" : " (out of range, " + range + "\")"));
        }
        return parts.isEmpty() ? "no gun placed" : String.join("; ", parts);
    }

    /** Every gun of the target's side that reaches it from where it starts, with its weapon's range. */
    @Override
    public List<GunReach> reaches(Scenario scenario, Target target) {
        Optional<Side> side = scenario.side(target.side());
        Optional<Shape> where = target.feature().flatMap(scenario::feature).map(f -> f.shape()).or(() -> target.at().map(Shape.Spot::new));
        List<GunReach> out = new ArrayList<>();
        if (side.isEmpty() || where.isEmpty()) {
            return out;
        }
        for (Unit gun : side.get().units()) {
            Optional<Weapon> w = Units.weapon(gun).filter(Weapon::isArtillery);
            if (w.isEmpty() || gun.at().isEmpty()) {
                continue;
            }
            double d = Geometry.distanceTo(gun.at().get(), where.get());
            int range = Scales.inches(w.get().baseRange(), scale(scenario));
            if (d <= range) {
                out.add(new GunReach(gun.at().get(), d, "(" + w.get().label().toLowerCase(java.util.Locale.ROOT) + " " + range + "\")"));
            }
        }
        return out;
    }

    @Override
    public List<Card> cards(Scenario scenario) {
        return new SawCards(scenario).all();
    }

    @Override
    public List<Chart> charts(Scenario scenario) {
        return List.of(new SawChart(scenario).chart());
    }

    @Override
    public List<Roster> rosters(Scenario scenario) {
        return new SawRosters(scenario).all();
    }

    @Override
    public muster.view.kit.KitContent kit(Scenario scenario) {
        return new SawKit(scenario, baseInches(scenario)).kit(cards(scenario));
    }

    static String scale(Scenario scenario) {
        return scenario.figureScale().orElse(Scales.DEFAULT);
    }

    /** Distance from a unit's start to a point, when it has one. */
    static Optional<Double> distance(Unit unit, Point p) {
        return unit.at().map(a -> a.distanceTo(p));
    }
}

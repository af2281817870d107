package muster.rulesets.mexicanrevolution;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rulesets.mexicanrevolution.MexicanRevolution;
import muster.rulesets.mexicanrevolution.Trains;
import muster.rulesets.mexicanrevolution.UnitType;
import muster.rulesets.mexicanrevolution.Units;
import muster.rulesets.mexicanrevolution.Weapon;
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
import muster.view.Roster;
import muster.view.RuleSetSheets;

/** mexican-revolution's contribution to a pack. */
public final class MxrSheets implements RuleSetSheets {

    /**
     * Frontage of one figure on the overview map. A figure's base is about 1" square, but a unit
     * deploys as a loose group rather than a single rank, so the map draws it two figures deep:
     * half an inch of frontage per figure.
     */
    static final double FIGURE_FRONTAGE = 0.5;

    @Override
    public double baseInches(Scenario scenario) {
        return FIGURE_FRONTAGE;
    }

    @Override
    public String strength(Unit unit) {
        Optional<UnitType> type = Units.type(unit);
        if (type.isEmpty()) {
            return unit.count().map(c -> Num.count(c, "figure", "figures")).orElse("");
        }
        String s = switch (type.get()) {
            case TRAIN -> "locomotive + " + Num.count(Trains.cars(unit), "car", "cars");
            case GENERAL -> "1 figure";
            case MACHINEGUN -> "MG model + " + Num.count(Units.figures(unit), "crew", "crew");
            case FIELD_ARTILLERY, MOUNTAIN_ARTILLERY -> "gun model + " + Num.count(Units.figures(unit), "crew", "crew");
            default -> Num.count(Units.figures(unit), "figure", "figures");
        };
        return unit.men().map(m -> s + " (" + m + " men)").orElse(s);
    }

    @Override
    public String weapon(Scenario scenario, Unit unit) {
        return Units.weapon(unit).map(w -> w.label() + ", " + w.ranges()).orElse("");
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
            Optional<Weapon> w = Units.weapon(gun).filter(Weapon::isGun);
            Optional<Point> at = position(scenario, gun);
            if (w.isEmpty() || at.isEmpty()) {
                continue;
            }
            double d = Geometry.distanceTo(at.get(), where.get());
            parts.add(gun.displayName() + " " + Num.inches(Math.round(d))
                    + (d <= w.get().longRange() ? "" : " (out of range, " + w.get().longRange() + "\")"));
        }
        return parts.isEmpty() ? "no gun placed" : String.join("; ", parts);
    }

    @Override
    public List<GunReach> reaches(Scenario scenario, Target target) {
        Optional<Side> side = scenario.side(target.side());
        Optional<Shape> where = target.feature().flatMap(scenario::feature).map(f -> f.shape()).or(() -> target.at().map(Shape.Spot::new));
        List<GunReach> out = new ArrayList<>();
        if (side.isEmpty() || where.isEmpty()) {
            return out;
        }
        for (Unit gun : side.get().units()) {
            Optional<Weapon> w = Units.weapon(gun).filter(Weapon::isGun);
            Optional<Point> at = position(scenario, gun);
            if (w.isPresent() && at.isPresent()) {
                double d = Geometry.distanceTo(at.get(), where.get());
                if (d <= w.get().longRange()) {
                    out.add(new GunReach(at.get(), d, "in range (" + w.get().longRange() + "\")"));
                }
            }
        }
        return out;
    }

    /** Buildings burn square by square, so the map draws their 1" grid. */
    @Override
    public boolean buildingGrid() {
        return true;
    }

    @Override
    public List<Card> cards(Scenario scenario) {
        return new MxrCards(scenario).all();
    }

    @Override
    public List<Chart> charts(Scenario scenario) {
        return List.of(new MxrChart(scenario).chart());
    }

    @Override
    public List<Roster> rosters(Scenario scenario) {
        return new MxrRosters(scenario, this).all();
    }

    @Override
    public muster.view.kit.KitContent kit(Scenario scenario) {
        return new MxrKit(scenario).kit(cards(scenario));
    }

    /** Where a unit is: its own 'at', or its train's when it rides one. */
    static Optional<Point> position(Scenario scenario, Unit unit) {
        if (unit.at().isPresent()) {
            return unit.at();
        }
        return unit.aboard().flatMap(id -> scenario.sides().stream().flatMap(s -> s.units().stream())
                .filter(u -> u.id().equals(id)).findFirst()).flatMap(Unit::at);
    }
}

package muster.rulesets.mexicanrevolution;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.rules.Guns;
import muster.rules.UnitWords;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Chart;
import muster.view.Num;
import muster.view.PlayerAid;
import muster.view.Roster;
import muster.view.RuleSetSheets;
import muster.view.kit.KitContent;

/** mexican-revolution's contribution to a pack. */
public record MxrSheets(Scenario scenario, UnitWords<UnitType, Weapon> words) implements RuleSetSheets {

    /**
     * Frontage of one figure on the overview map. A figure's base is about 1" square, but a unit
     * deploys as a loose group rather than a single rank, so the map draws it two figures deep:
     * half an inch of frontage per figure.
     */
    static final double FIGURE_FRONTAGE = 0.5;

    @Override
    public double baseInches() {
        return FIGURE_FRONTAGE;
    }

    @Override
    public String strength(Unit unit) {
        Optional<UnitType> type = words.type(unit);
        if (type.isEmpty()) {
            return unit.count().map(c -> Num.count(c, "figure", "figures")).orElse("");
        }
        String s = switch (type.get()) {
            case TRAIN -> "locomotive + " + Num.count(Trains.cars(scenario, unit), "car", "cars");
            case GENERAL -> "1 figure";
            case MACHINEGUN -> "MG model + " + Num.count(Units.figures(unit), "crew", "crew");
            case FIELD_ARTILLERY, MOUNTAIN_ARTILLERY -> "gun model + " + Num.count(Units.figures(unit), "crew", "crew");
            default -> Num.count(Units.figures(unit), "figure", "figures");
        };
        return unit.men().map(m -> s + " (" + m + " men)").orElse(s);
    }

    @Override
    public String weapon(Unit unit) {
        return words.weapon(unit).map(w -> w.label() + ", " + w.ranges()).orElse("");
    }

    @Override
    public Optional<Guns.Gun> gun(Unit unit) {
        return words.weapon(unit).filter(Weapon::isGun).flatMap(w -> position(scenario, unit)
                .map(at -> new Guns.Gun(unit, at, w.label().toLowerCase(Locale.ROOT), w.longRange())));
    }

    /** Buildings burn square by square, so the map draws their 1" grid. */
    @Override
    public boolean buildingGrid() {
        return true;
    }

    @Override
    public List<Card> cards() {
        return new MxrCards(scenario, words).all();
    }

    @Override
    public PlayerAid aid() {
        return new MxrAid(new MxrChart(scenario, words)).aid();
    }

    @Override
    public Chart appendix() {
        return new MxrAid(new MxrChart(scenario, words)).appendix();
    }

    @Override
    public List<Roster> rosters() {
        return new MxrRosters(scenario, words, this).all();
    }

    @Override
    public KitContent kit() {
        return new MxrKit(scenario, words).kit(cards());
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

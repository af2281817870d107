package muster.rulesets.sawquickplay;

import java.util.List;
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

/** saw-quickplay's contribution to a pack. */
public record SawSheets(Scenario scenario, UnitWords<UnitType, Weapon> words) implements RuleSetSheets {

    /** Bases are 1" square whatever the figure scale. */
    static final double BASE_INCHES = 1.0;

    @Override
    public double baseInches() {
        return BASE_INCHES;
    }

    @Override
    public String strength(Unit unit) {
        return bases(unit);
    }

    /** "4 bases (600 men)". */
    static String bases(Unit unit) {
        int bases = unit.count().orElse(1);
        String s = Num.count(bases, "base", "bases");
        return unit.men().map(m -> s + " (" + m + " men)").orElse(s);
    }

    @Override
    public String weapon(Unit unit) {
        return words.weapon(unit).map(w -> w.label() + ", " + Num.inches(Scales.inches(w.baseRange(), scale(scenario)))).orElse("");
    }

    @Override
    public Optional<Guns.Gun> gun(Unit unit) {
        return Units.gun(unit, words.weapon(unit), scale(scenario));
    }

    @Override
    public List<Card> cards() {
        return new SawCards(scenario, words, scale(scenario)).all();
    }

    @Override
    public PlayerAid aid() {
        return new SawAid(new SawChart(scenario, words, scale(scenario)), scale(scenario)).aid();
    }

    @Override
    public Chart appendix() {
        return new SawAid(new SawChart(scenario, words, scale(scenario)), scale(scenario)).appendix();
    }

    @Override
    public List<Roster> rosters() {
        return new SawRosters(scenario, words).all();
    }

    @Override
    public KitContent kit() {
        return new SawKit(scenario, words, scale(scenario), baseInches()).kit(cards());
    }

    static String scale(Scenario scenario) {
        return scenario.figureScale().orElse(Scales.DEFAULT);
    }

    /** Distance from a unit's start to a point, when it has one. */
    static Optional<Double> distance(Unit unit, Point p) {
        return unit.at().map(a -> a.distanceTo(p));
    }

    /** Hills of one or more levels block sight, so the maps name each hill with its level. */
    @Override
    public boolean hillLevels() {
        return true;
    }
}

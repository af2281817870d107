package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Chart;
import muster.view.Num;
import muster.view.PlayerAid;
import muster.view.Roster;
import muster.view.RuleSetSheets;
import muster.view.kit.KitContent;

/** hatsoff's contribution to a pack. */
public record HatSheets(Scenario scenario, UnitWords<UnitType, Weapon> words) implements RuleSetSheets {

    /** A stand of three 15mm figures is drawn 3/4" wide (see house reading "Figure size and stands"). */
    static final double STAND_INCHES = 0.75;
    /** The body class of a hatsoff pack, for the roster's taller writing rows (pack.css). */
    static final String STYLE = "hatsoff";

    @Override
    public double baseInches() {
        return STAND_INCHES;
    }

    /** Stands as the scenario counts them, with the men it gives (no ratio known here). */
    @Override
    public String strength(Unit unit) {
        if (words.type(unit).filter(UnitType::isCommander).isPresent()) {
            return "commander";
        }
        boolean troops = words.type(unit).map(t -> t.isTroops()).orElse(true);
        int n = unit.count().orElse(1);
        String s = troops ? Num.count(n, "stand", "stands") : Num.count(n, "section", "sections") + " (" + 2 * n + " guns)";
        return unit.men().map(m -> s + ", " + m + " men").orElse(s);
    }

    /** Men, figures and stands at the scenario's figure ratio for this side's nation. */
    @Override
    public String strength(Side side, Unit unit) {
        return HatUnit.of(scenario, words, side, unit).strength().describe();
    }

    @Override
    public String weapon(Unit unit) {
        return words.weapon(unit).map(HatSheets::reach).orElse("");
    }

    static String reach(Weapon w) {
        return switch (w.kind()) {
            case SMALL_ARMS -> w.label() + ", " + SmallArms.SHORT.to() + "/" + SmallArms.MEDIUM.to() + "/" + SmallArms.LONG.to() + "\"";
            case MACHINE_GUN -> w.label() + ", " + GunFire.MG_CLOSE.toInches() + "/" + GunFire.MG_FAR.toInches() + "\"";
            case ARTILLERY -> w.label() + ", shell " + GunFire.SHELL.toInches() + "\", canister " + GunFire.CANISTER.toInches() + "\"";
        };
    }

    @Override
    public List<Card> cards() {
        return new HatCards(scenario, words).all();
    }

    @Override
    public PlayerAid aid() {
        return new HatAid(new HatChart(scenario, words)).aid();
    }

    @Override
    public Chart appendix() {
        return new HatAid(new HatChart(scenario, words)).appendix();
    }

    @Override
    public List<Roster> rosters() {
        return new HatRosters(scenario, words).all();
    }

    @Override
    public String style() {
        return STYLE;
    }

    @Override
    public KitContent kit() {
        return new HatKit(scenario, words, Options.ratio(scenario), baseInches()).kit(cards(), style());
    }

    /** A hill's level decides who may fire over friends, so the maps name each hill with its level. */
    @Override
    public boolean hillLevels() {
        return true;
    }
}

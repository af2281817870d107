package muster.rulesets.splendidlittlewar;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.Guns;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Chart;
import muster.view.Num;
import muster.view.PlayerAid;
import muster.view.Roster;
import muster.view.RuleSetSheets;
import muster.view.kit.KitContent;

/** splendid-little-war's contribution to a pack. */
public record SlwSheets(Scenario scenario, UnitWords<UnitType, Weapon> words) implements RuleSetSheets {

    /** The map draws every stand at the infantry stand's 25mm (guns' 30mm stands are one stand wide either way). */
    @Override
    public double baseInches() {
        return Organisation.inches(UnitClass.INFANTRY.standMm());
    }

    /** Infantry stands are 25 mm square, machine-gun and gun stands 30 mm: each unit at its own size. */
    @Override
    public Footprint footprint(Unit unit) {
        double stand = Units.standInches(unit);
        return new Footprint(Math.max(1, unit.count().orElse(1)) * stand, stand);
    }

    @Override
    public String strength(Unit unit) {
        int stands = Units.stands(unit);
        String s = Num.count(stands, "stand", "stands");
        return unit.men().map(m -> s + " (" + m + " men)").orElse(s);
    }

    @Override
    public String weapon(Unit unit) {
        Optional<Weapon> w = words.weapon(unit);
        return w.map(x -> x.label() + ", " + Num.inches(x.unitClass().range())).orElse("");
    }

    @Override
    public List<Card> cards() {
        return new SlwCards(scenario, words).all();
    }

    @Override
    public Optional<KitContent.Deck> deck() {
        return Optional.of(new SlwDeck(scenario, words).deck());
    }

    @Override
    public PlayerAid aid() {
        return new SlwAid(new SlwChart(scenario, words)).aid();
    }

    @Override
    public Chart appendix() {
        return new SlwAid(new SlwChart(scenario, words)).appendix();
    }

    @Override
    public List<Roster> rosters() {
        return new SlwRosters(scenario, words, this).all();
    }

    @Override
    public KitContent kit() {
        return new SlwKit(scenario, words).kit();
    }

    /** A gun on the table reaches 48"; drift follows the distance. */
    @Override
    public Optional<Guns.Gun> gun(Unit unit) {
        return words.type(unit).filter(t -> t.unitClass() == UnitClass.ARTILLERY).isPresent() ? unit.at().map(at -> new Guns.Gun(unit, at, "gun", UnitClass.ARTILLERY.range())) : Optional.empty();
    }

    /** The drift dice at this distance: 1D6 to half range, 2D6 beyond. */
    @Override
    public Optional<String> fireNote(Guns.Shot shot) {
        return Optional.of(shot.distance() <= shot.gun().range() / 2.0 ? "drift 1D6" : "drift 2D6");
    }
}

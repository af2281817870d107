package muster.rulesets.juniorgeneral;

import java.util.List;
import java.util.Optional;
import muster.rules.TableEdge;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.CardFaces;
import muster.view.Chart;
import muster.view.Forces;
import muster.view.Num;
import muster.view.PlayerAid;
import muster.view.Roster;
import muster.view.RuleSetSheets;
import muster.view.kit.KitContent;

/** junior-general's contribution to a pack, in large type for a class of students. */
public record JrgSheets(Scenario scenario, UnitWords<FigureType, Weapon> words) implements RuleSetSheets {

    /** The pack's style class: larger type and roomier cards (rules scoped to it in pack.css). */
    public static final String STYLE = CardFaces.LARGE_TYPE;

    @Override
    public double baseInches() {
        return Figures.FRONTAGE_INCHES;
    }

    @Override
    public String strength(Unit unit) {
        if (Figures.isGun(unit)) {
            return "1 model";
        }
        int n = Figures.figures(unit);
        return Num.count(n, "figure", "figures");
    }

    @Override
    public String weapon(Unit unit) {
        Optional<Weapon> w = words.weapon(unit);
        if (w.isEmpty()) {
            return "";
        }
        return w.get().isGun() ? w.get().label() + ", " + w.get().dice() + " dice" : w.get().label();
    }

    /** The Spanish ball thrower's edge, so the players see where the balls come from. */
    @Override
    public List<EdgeNote> edgeNotes() {
        return SpanishArtillery.edge(scenario).filter(e -> e != TableEdge.NONE)
                .map(e -> List.of(new EdgeNote(e.word(), "Spanish ball thrower: " + SpanishArtillery.balls(scenario)
                        + " balls a turn, thrown from " + SpanishArtillery.STAND_BACK_INCHES + "\" or more behind this edge")))
                .orElse(List.of());
    }

    @Override
    public List<Card> cards() {
        return new JrgCards(scenario, words).all();
    }

    @Override
    public PlayerAid aid() {
        return new JrgAid(new JrgChart(scenario, words)).aid();
    }

    @Override
    public Chart appendix() {
        return new JrgAid(new JrgChart(scenario, words)).appendix();
    }

    @Override
    public List<Roster> rosters() {
        return new JrgRosters(scenario, words, this).all();
    }

    /** The rules have no headquarters: an army's commander is a name on its roster, not a mark on the map. */
    @Override
    public boolean headquarters() {
        return false;
    }

    @Override
    public String style() {
        return STYLE;
    }

    @Override
    public KitContent kit() {
        return new JrgKit(scenario, words).kit(cards());
    }

    /** The side class of the first side of a nation, if the scenario has one. */
    static Optional<String> sideClassOf(Scenario scenario, String nation) {
        return Forces.sides(scenario).stream().filter(s -> s.side().nation().equals(nation)).map(Forces.SideOf::sideClass).findFirst();
    }

    static Optional<Side> firstOf(Scenario scenario, String nation) {
        return scenario.sides().stream().filter(s -> s.nation().equals(nation)).findFirst();
    }
}

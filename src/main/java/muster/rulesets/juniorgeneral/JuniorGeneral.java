package muster.rulesets.juniorgeneral;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import muster.rules.BaseRuleSet;
import muster.rules.Checked;
import muster.rules.Footprint;
import muster.rules.Rule;
import muster.rules.TableEdge;
import muster.rules.Term;
import muster.rules.UnitWords;
import muster.rules.Vocabulary;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;

/** The junior-general rule set: its words and its rules. */
public final class JuniorGeneral extends BaseRuleSet implements RuleSetModule {

    public static final String ID = "junior-general";

    private static final Vocabulary WORDS = new Vocabulary(
            TerrainKinds.all().stream().map(k -> new Term(k.word(), k.meaning() + " (" + k.effect().label() + ")")).toList(),
            Arrays.stream(FigureType.values()).map(t -> new Term(t.word(), t.meaning())).toList(),
            Arrays.stream(Weapon.values()).map(w -> new Term(w.word(), w.label())).toList(),
            List.of(new Term(Figures.US, "United States"), new Term(Figures.SPAIN, "Spain")),
            List.of(new Term(Figures.OFFICER, "an officer figure: +1 in melee"),
                    new Term(Figures.FLAG_BEARER, "a flag bearer figure: +1 in melee"),
                    new Term("dismounted", "cavalry on foot, as every cavalry figure fights"),
                    new Term(Figures.MOUNTED, "a rider, such as Roosevelt on his horse: moves 6\" like any figure")),
            List.of(new Term(Figures.SCALE, "single 54mm figures, distances as written")),
            List.of(new Term("attack", "printed on the order of battle only: the rules have no orders"),
                    new Term("defend", "printed on the order of battle only"),
                    new Term("withdraw", "printed on the order of battle only")),
            List.of(new Term(SpanishArtillery.OPTION, String.join(", ", TableEdge.words())
                    + ": the edge the Spanish ball thrower stands 12\" or more behind (none: no Spanish artillery)"),
                    new Term(SpanishArtillery.BALLS_OPTION, "1 to " + SpanishArtillery.BALLS_PER_TURN + " (default "
                            + SpanishArtillery.BALLS_PER_TURN + "): the balls Spain may throw each turn")));

    private static final List<Rule> RULES = List.of(
            new BothArmies(),
            new CountsAreFigures(),
            new WeaponFitsType(),
            new HeroesAreSingleFigures(),
            new NoGunModels(),
            new ThrowingEdgeGiven(),
            new ThrowFromSpanishEdge(),
            new WireOnTable(),
            new WorksAreSpanish(),
            new BlockhouseRoom(),
            new NoPreSpottedTargets(),
            new StartShortOfWire(),
            new BallsPerTurn(),
            new BallsAgree());

    // After WORDS and RULES, which the constructor reads.
    public static final JuniorGeneral INSTANCE = new JuniorGeneral();

    private JuniorGeneral() {
        super(ID, "Junior General fast-play rules for students", "003_feda4a6944a58b07.txt",
                Figures.SCALE, WORDS, RULES, JrgData::all);
    }

    @Override
    public UnitWords<FigureType, Weapon> words(Scenario scenario) {
        return UnitWords.read(scenario, FigureType.class, Figures::type, Weapon.class, Figures::weapon);
    }

    @Override
    public RuleSetSheets sheets(Checked<?> checked) {
        return new JrgSheets(checked.scenario(), checked.words().as(FigureType.class, Weapon.class));
    }

    @Override
    public Optional<Footprint> footprint(Unit unit) {
        // riflemen are single figures that stand as the players set them; only a gun is one model on its own ground
        return Figures.isGun(unit) ? Optional.of(new Footprint(1, Figures.FRONTAGE_INCHES)) : Optional.empty();
    }
}

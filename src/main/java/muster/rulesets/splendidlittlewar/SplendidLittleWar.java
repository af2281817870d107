package muster.rulesets.splendidlittlewar;

import muster.scenario.Unit;
import muster.rules.Footprint;
import java.util.Optional;
import java.util.Arrays;
import java.util.List;
import muster.rules.BaseRuleSet;
import muster.rules.Checked;
import muster.rules.Rule;
import muster.rules.Term;
import muster.rules.UnitWords;
import muster.rules.Vocabulary;
import muster.scenario.Scenario;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;

/** The splendid-little-war rule set: its words and its rules. */
public final class SplendidLittleWar extends BaseRuleSet implements RuleSetModule {

    public static final String ID = "splendid-little-war";

    private static final Vocabulary WORDS = new Vocabulary(
            TerrainKinds.all().stream().map(k -> new Term(k.word(), k.meaning())).toList(),
            Arrays.stream(UnitType.values()).map(t -> new Term(t.word(), t.label())).toList(),
            Arrays.stream(Weapon.values()).map(w -> new Term(w.word(), w.label())).toList(),
            List.of(new Term("us", "United States"), new Term("spain", "Spain"), new Term("cuba", "Cuban insurgents"),
                    new Term("philippines", "Filipino forces, Moros included")),
            List.of(new Term(Units.DISMOUNTED, "cavalry fighting on foot, as infantry (cavalry must carry it)"),
                    new Term(Units.MORO, "Moro warriors: infantry that crosses rough ground at full speed"),
                    new Term(Units.SCOUTS, "Philippine Scouts (US Army, 1899 on): infantry that crosses rough ground at full speed")),
            List.of(new Term(Organisation.FIGURE_SCALE, "the scale the rules are written for; distances as written")),
            OrderTypes.TYPES.stream().map(t -> new Term(t, "the brigade's task, printed for the players")).toList(),
            List.of(new Term(Protection.OPTION, "save (default): Cuban and Filipino units in cover save hits on 4-6 like US units; "
                    + "hidden: they may not be fired at, like Spaniards")));

    private static final List<Rule> RULES = List.of(
            new ThreeBrigades(),
            new HandfulOfUnits(),
            new InfantryStands(),
            new InfantryCounted(),
            new GunsOneStand(),
            new CavalryDismounted(),
            new WeaponFitsType(),
            new ArtilleryNotInRough(),
            new ArtilleryNotOrderedIntoRough(),
            new RoughGoingTags(),
            new InsurgentCoverOption(),
            new OrderTypes(),
            new CoverOnTable(),
            new BuiltUpAreas(),
            new InsurgentCoverInProse());

    // After WORDS and RULES, which the constructor reads.
    public static final SplendidLittleWar INSTANCE = new SplendidLittleWar();

    private SplendidLittleWar() {
        super(ID, "A Splendid Little War (card-driven brigade activation)", "001_f65efc807f98fd7d.txt",
                Organisation.FIGURE_SCALE, WORDS, RULES, SlwData::all);
    }

    @Override
    public UnitWords<UnitType, Weapon> words(Scenario scenario) {
        return UnitWords.read(scenario, UnitType.class, Units::type, Weapon.class, Units::weapon);
    }

    @Override
    public RuleSetSheets sheets(Checked<?> checked) {
        return new SlwSheets(checked.scenario(), checked.words().as(UnitType.class, Weapon.class));
    }

    @Override
    public Optional<Footprint> footprint(Unit unit) {
        return Optional.of(new Footprint(unit.count().orElse(1), Units.standInches(unit)));
    }
}

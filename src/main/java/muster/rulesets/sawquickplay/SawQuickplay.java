package muster.rulesets.sawquickplay;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import muster.rules.BaseRuleSet;
import muster.rules.Checked;
import muster.rules.Footprint;
import muster.rules.Rule;
import muster.rules.Term;
import muster.rules.UnitWords;
import muster.rules.Vocabulary;
import muster.rules.orders.OrderStartTurn;
import muster.rules.orders.OrderTypes;
import muster.rules.orders.OrdersNameTerrain;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;

/** The saw-quickplay rule set: its words and its rules. */
public final class SawQuickplay extends BaseRuleSet implements RuleSetModule {

    public static final String ID = "saw-quickplay";
    public static final List<String> ORDER_TYPES = List.of("attack", "defend", "withdraw", "counter-march");

    private static final Vocabulary WORDS = new Vocabulary(
            TerrainKinds.all().stream().map(k -> new Term(k.word(), k.meaning())).toList(),
            Arrays.stream(UnitType.values()).map(t -> new Term(t.word(), t.label())).toList(),
            Arrays.stream(Weapon.values()).map(w -> new Term(w.word(), w.label())).toList(),
            List.of(new Term("us", "United States"), new Term("spain", "Spain"), new Term("cuba", "Cuban insurgents"),
                    new Term("philippines", "Filipino insurgents")),
            List.of(new Term("guerilla", "leaves play rather than suffer fire or assault; ignored for morale"),
                    new Term("contra-guerilla", "Spanish counter-guerilla company; counts as guerillas"),
                    new Term("dismounted", "cavalry fighting on foot"),
                    new Term("mounted", "cavalry on horseback (the default for cavalry)"),
                    new Term("light", "Spanish rifle (cazadores) or light battalion, 6 bases on paper"),
                    new Term("regular", "Cuban or Filipino regulars, who do not count as guerrillas")),
            List.of(new Term("6mm", "distances as 15mm, more figures per base"), new Term("10mm", "distances as 15mm"),
                    new Term("15mm", "distances as written"), new Term("20mm", "distances as written"),
                    new Term("25mm", "every distance doubled")),
            ORDER_TYPES.stream().map(t -> new Term(t, t)).toList(),
            List.of());

    private static final List<Rule> RULES = List.of(
            new OneHq(),
            new StandingOrders(),
            new OrderTypes("SAW-003", "an order's type is attack, defend, withdraw or counter-march", ORDER_TYPES,
                    "a saw-quickplay order", "valid orders: attack, defend, withdraw, counter-march (no conditional orders)",
                    "the text's valid orders are attack, defend, withdraw and counter-march, none of them conditional"),
            new OrdersNameTerrain("SAW-004", "every order names the terrain feature it is about ('objective')",
                    "the order of '%s' names no terrain feature",
                    "add 'objective: <terrain id>': the hill to take, the line to hold, the place to fall back to",
                    "the text ties each order to a named feature of the table"),
            new OrderStartTurn("SAW-005", "an order's 'fromTurn' is a turn of the game (1 to 'turns')",
                    "the order of '%s' starts on turn %d, but the game has turns 1 to %d",
                    "a delay is a number of turns before the attack or fall-back begins",
                    "the text lets an order wait a number of turns; a turn the game does not have is none"),
            new TargetsOnKnownPositions(),
            new StrengthToBases(),
            new CountsForTroops(),
            new WeaponFitsType(),
            new WeaponNamed(),
            new GuerillaTypes(),
            new ContraGuerillasAreSpanish(),
            new HillForms(),
            new HillShapes(),
            new WireHasOwner(),
            new GunsCannotAssault(),
            new BrigadesHoldTogether());

    // After WORDS and RULES, which the constructor reads.
    public static final SawQuickplay INSTANCE = new SawQuickplay();

    private SawQuickplay() {
        super(ID, "Spanish-American War quick-play rules", "000_4ea3490047b4eb84.txt",
                Scales.DEFAULT, WORDS, RULES, SawData::all);
    }

    @Override
    public UnitWords<UnitType, Weapon> words(Scenario scenario) {
        return UnitWords.read(scenario, UnitType.class, Units.ARMS::type, Weapon.class, Units.ARMS::weapon);
    }

    @Override
    public RuleSetSheets sheets(Checked<?> checked) {
        return new SawSheets(checked.scenario(), checked.words().as(UnitType.class, Weapon.class));
    }

    @Override
    public Optional<Footprint> footprint(Unit unit) {
        return Optional.of(new Footprint(unit.count().orElse(1), SawSheets.BASE_INCHES));
    }
}

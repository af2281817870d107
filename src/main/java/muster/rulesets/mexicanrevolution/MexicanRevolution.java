package muster.rulesets.mexicanrevolution;

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
import muster.rules.orders.OrderTypes;
import muster.rules.orders.OrdersNameTerrain;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;

/** The mexican-revolution rule set: its words and its rules. */
public final class MexicanRevolution extends BaseRuleSet implements RuleSetModule {

    public static final String ID = "mexican-revolution";
    public static final String DEFAULT_SCALE = "25mm";

    private static final Vocabulary WORDS = new Vocabulary(
            TerrainKinds.all().stream().map(k -> new Term(k.word(), k.meaning())).toList(),
            Arrays.stream(UnitType.values()).map(t -> new Term(t.word(), typeMeaning(t))).toList(),
            Arrays.stream(Weapon.values()).map(w -> new Term(w.word(), w.label() + " " + w.ranges() + ": " + w.meaning())).toList(),
            List.of(new Term("federal", "the Federal Army (Federales) of Díaz and Huerta"),
                    new Term("carrancista", "Carranza's Constitutionalists, and from 1914 the forces loyal to him (Obregón)"),
                    new Term("villista", "Villa's División del Norte and its followers"),
                    new Term("zapatista", "Zapata's Liberating Army of the South"),
                    new Term("us", "United States troops (Veracruz 1914, the Punitive Expedition 1916-1917)")),
            List.of(new Term("inferior", "morale: fails on a modified 2D6 of 7 or less"),
                    new Term("average", "morale: fails on 6 or less"),
                    new Term("superior", "morale: fails on 5 or less"),
                    new Term("explosives", "carries explosives to plant on railway tracks (infantry and cavalry)"),
                    new Term("dismounted", "cavalry on foot: moves and fights as infantry"),
                    new Term("mounted", "cavalry on horseback (the default for cavalry)")),
            List.of(new Term("6mm", "several figures on a base count as one figure; distances as written"),
                    new Term("10mm", "several figures on a base count as one figure; distances as written"),
                    new Term("15mm", "several figures on a base count as one figure; distances as written"),
                    new Term("20mm", "several figures on a base count as one figure; distances as written"),
                    new Term("25mm", "single figures, distances as written (the rules' own scale)"),
                    new Term("28mm", "single figures, played as 25mm")),
            Command.ORDER_TYPES.stream().map(t -> new Term(t, t)).toList(),
            List.of(new Term(Command.TELEGRAPH, "true (every side), false (no side) or a side id: whose generals may change "
                    + "orders by telegraph")));

    private static final List<Rule> RULES = List.of(
            new GeneralPerSide(),
            new GeneralsAreSingleFigures(),
            new FiguresForTroops(),
            new UnitSize(),
            new GunCrews(),
            new StrengthToFigures(),
            new WeaponFitsType(),
            new MoraleClasses(),
            new StandingOrders(),
            new OrderTypes("MXR-010", "an order's type is attack, defend, withdraw or counter-march", Command.ORDER_TYPES,
                    "an order of mexican-revolution", "orders are unconditional: " + String.join(", ", Command.ORDER_TYPES),
                    "the text's orders are brief, unconditional statements of where a unit goes and what it does"),
            new OrdersNameTerrain("MXR-011",
                    "every order names its 'objective', a terrain feature: orders refer to the ground, not to units",
                    "the order of '%s' names no place",
                    "add 'objective: <terrain id>': the hill, town or line the units must take, hold or reach",
                    "the text expresses every order relative to the ground, never to friendly or enemy units"),
            new TelegraphOption(),
            new TrainsOnRailway(),
            new AboardOwnTrain(),
            new RidersGoWithTrain(),
            new TrainCapacity(),
            new ExplosivesCarriers(),
            new ExplosivesNeedTracks(),
            new WireForCarrancistas(),
            new BuildingGrid(),
            new MoraleClassesAgree());

    // After WORDS and RULES, which the constructor reads.
    public static final MexicanRevolution INSTANCE = new MexicanRevolution();

    private MexicanRevolution() {
        super(ID, "Mexican Revolution 1910-1920 quick-play rules", "004_e48c27c82d68469d.txt",
                DEFAULT_SCALE, WORDS, RULES, MxrData::all);
    }

    private static String typeMeaning(UnitType t) {
        return switch (t) {
            case INFANTRY -> "infantry, 10-20 figures";
            case CAVALRY -> "cavalry, 10-20 figures";
            case MACHINEGUN -> "a machine-gun model and 2 crew (four real guns)";
            case FIELD_ARTILLERY -> "a gun model and 4 crew (four real guns), 48\"";
            case MOUNTAIN_ARTILLERY -> "a mountain or scratch-built gun and 4 crew, 36\"";
            case TRAIN -> "a locomotive and its cars on a railway; 'count' is the cars";
            case GENERAL -> "a general: one figure, never killed";
        };
    }

    @Override
    public UnitWords<UnitType, Weapon> words(Scenario scenario) {
        return UnitWords.read(scenario, UnitType.class, Units.ARMS::type, Weapon.class, Units.ARMS::weapon);
    }

    @Override
    public RuleSetSheets sheets(Checked<?> checked) {
        return new MxrSheets(checked.scenario(), checked.words().as(UnitType.class, Weapon.class));
    }

    @Override
    public Optional<Footprint> footprint(Unit unit) {
        // figures stand loose, within an inch of one another as the players set them; a gun or machine gun is one model
        return Units.ARMS.type(unit).filter(UnitType::isGun).isPresent() ? Optional.of(new Footprint(1, UnitType.BASE_INCHES))
                : Optional.empty();
    }
}

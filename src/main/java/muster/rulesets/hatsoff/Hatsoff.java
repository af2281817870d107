package muster.rulesets.hatsoff;

import muster.scenario.Unit;
import muster.rules.Footprint;
import java.util.Optional;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import muster.rules.BaseRuleSet;
import muster.rules.Checked;
import muster.rules.Rule;
import muster.rules.Term;
import muster.rules.UnitWords;
import muster.rules.Vocabulary;
import muster.rules.orders.OrderStartTurn;
import muster.rules.orders.OrderTypes;
import muster.scenario.Scenario;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;

/** The hatsoff rule set: its words and its rules. */
public final class Hatsoff extends BaseRuleSet implements RuleSetModule {

    public static final String ID = "hatsoff";
    public static final String DEFAULT_SCALE = "15mm";
    /** Orders from above; the roster takes any order a unit can carry out. */
    public static final List<String> ORDER_TYPES = List.of("attack", "defend", "withdraw");

    private static final Vocabulary WORDS = new Vocabulary(
            TerrainKinds.all().stream().map(k -> new Term(k.word(), k.meaning())).toList(),
            Arrays.stream(UnitType.values()).map(t -> new Term(t.word(), t.label())).toList(),
            Arrays.stream(Weapon.values()).map(w -> new Term(w.word(), w.label())).toList(),
            List.of(new Term("us", "United States"), new Term("spain", "Spain"), new Term("cuba", "Cuban insurrectos"),
                    new Term("philippines", "Filipino insurrectos")),
            tags(),
            List.of(new Term("10mm", "distances as written"), new Term("15mm", "distances as written (the rules' own scale)"),
                    new Term("20mm", "distances as written"), new Term("25mm", "distances as written")),
            ORDER_TYPES.stream().map(t -> new Term(t, t)).toList(),
            Options.terms());

    private static final List<Rule> RULES = List.of(
            new CountsForTroops(),
            new WeaponFitsType(),
            new OneTroopClass(),
            new TroopClassesAgree(),
            new ClassFitsNation(),
            new MountedTags(),
            new StandsForMen(),
            new CrewsForGuns(),
            new CrowdedSections(),
            new OneBrigadier(),
            new OrdersFromAbove(),
            new OrderTypes("HAT-011", "an order from above is attack, defend or withdraw", ORDER_TYPES, "a hatsoff order",
                    "orders from above: attack, defend, withdraw; the roster takes any order a unit can carry out",
                    "the design notes' order words; the text's troops follow the orders from above until new ones come"),
            new OrderStartTurn("HAT-012", "an order's 'fromTurn' is a turn of the game (1 to 'turns')",
                    "the orders of '%s' start on turn %d, but the game has turns 1 to %d",
                    "give a turn the game reaches, or leave 'fromTurn' out",
                    "an order that waits starts on a turn of the game; a turn the game does not have is none"),
            new NoPreSpottedTargets(),
            new OptionValues(),
            new RoundsAgree(),
            new ArtilleryAmmoInProse());

    // After WORDS and RULES, which the constructor reads.
    public static final Hatsoff INSTANCE = new Hatsoff();

    private Hatsoff() {
        super(ID, "HATSOFF tactical rules for the Spanish-American War", "002_f54442bc287dd0e0.txt",
                DEFAULT_SCALE, WORDS, RULES, HatData::all);
    }

    private static List<Term> tags() {
        List<Term> out = new ArrayList<>();
        out.add(new Term("first-vol-cav", "troop class: US 1st Volunteer Cavalry, morale 120%"));
        out.add(new Term("regular", "troop class: US regulars 110%, Spanish regulars 90%"));
        out.add(new Term("national-guard", "troop class: US National Guard (volunteers), 100%, black powder"));
        out.add(new Term("militia", "troop class: Spanish colonial militia, 80%, black powder"));
        out.add(new Term("insurrecto", "troop class: Cuban or Filipino insurrectos, 70%, black powder"));
        out.add(new Term(Troops.BLACK_POWDER, "burns black powder whatever its class (smoke shows where it fires from)"));
        out.add(new Term(Troops.OFFICER, "its brigadier is with it: +10% morale; hit on 9-10 of a ten-sided die when fired on"));
        out.add(new Term("dismounted", "cavalry that starts the game on foot"));
        out.add(new Term("mounted", "cavalry on horseback (the default for cavalry)"));
        return out;
    }

    @Override
    public UnitWords<UnitType, Weapon> words(Scenario scenario) {
        return UnitWords.read(scenario, UnitType.class, Troops::type, Weapon.class, Troops::weapon);
    }

    @Override
    public RuleSetSheets sheets(Checked<?> checked) {
        return new HatSheets(checked.scenario(), checked.words().as(UnitType.class, Weapon.class));
    }

    @Override
    public Optional<Footprint> footprint(Unit unit) {
        return Troops.type(unit).filter(UnitType::isCommander).isPresent() ? Optional.empty()
                : Optional.of(new Footprint(unit.count().orElse(1), HatSheets.STAND_INCHES));
    }
}

package muster.rules.hatsoff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import muster.rules.Rule;
import muster.rules.RuleSet;
import muster.rules.Term;
import muster.rules.Vocabulary;

/** The hatsoff rule set: its words and its rules. */
public final class Hatsoff implements RuleSet {

    public static final Hatsoff INSTANCE = new Hatsoff();
    public static final String ID = "hatsoff";
    public static final String DEFAULT_SCALE = "15mm";

    private static final Vocabulary WORDS = new Vocabulary(
            TerrainKinds.all().stream().map(k -> new Term(k.word(), k.meaning())).toList(),
            Arrays.stream(UnitType.values()).map(t -> new Term(t.word(), t.label())).toList(),
            Arrays.stream(Weapon.values()).map(w -> new Term(w.word(), w.label())).toList(),
            List.of(new Term("us", "United States"), new Term("spain", "Spain"), new Term("cuba", "Cuban insurrectos"),
                    new Term("philippines", "Filipino insurrectos")),
            tags(),
            List.of(new Term("10mm", "distances as written"), new Term("15mm", "distances as written (the rules' own scale)"),
                    new Term("20mm", "distances as written"), new Term("25mm", "distances as written")),
            OrderTypes.TYPES.stream().map(t -> new Term(t, t)).toList(),
            Options.terms());

    private static final List<Rule> RULES = List.of(
            new CountsForTroops(),
            new WeaponFitsType(),
            new OneTroopClass(),
            new ClassFitsNation(),
            new BlackPowderClasses(),
            new MountedTags(),
            new StandsForMen(),
            new CrewsForGuns(),
            new OneBrigadier(),
            new OrdersFromAbove(),
            new OrderTypes(),
            new OrderStartTurn(),
            new NoPreSpottedTargets(),
            new OptionValues(),
            new IdleOptions());

    private Hatsoff() {
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
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "HATSOFF tactical rules for the Spanish-American War";
    }

    @Override
    public String source() {
        return "002_f54442bc287dd0e0.txt";
    }

    @Override
    public Vocabulary vocabulary() {
        return WORDS;
    }

    @Override
    public List<Rule> rules() {
        return RULES;
    }

    @Override
    public String defaultFigureScale() {
        return DEFAULT_SCALE;
    }

    @Override
    public java.util.Map<String, Object> data() {
        return HatData.all();
    }
}

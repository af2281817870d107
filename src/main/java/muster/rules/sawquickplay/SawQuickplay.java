package muster.rules.sawquickplay;

import java.util.Arrays;
import java.util.List;
import muster.rules.Rule;
import muster.rules.RuleSet;
import muster.rules.Term;
import muster.rules.Vocabulary;

/** The saw-quickplay rule set: its words and its rules. */
public final class SawQuickplay implements RuleSet {

    public static final SawQuickplay INSTANCE = new SawQuickplay();
    public static final String ID = "saw-quickplay";

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
                    new Term("regular", "Cuban or Filipino regulars, who do not count as guerillas")),
            List.of(new Term("6mm", "distances as 15mm, more figures per base"), new Term("10mm", "distances as 15mm"),
                    new Term("15mm", "distances as written"), new Term("20mm", "distances as written"),
                    new Term("25mm", "every distance doubled")),
            OrderTypes.TYPES.stream().map(t -> new Term(t, t)).toList(),
            List.of());

    private static final List<Rule> RULES = List.of(
            new OneHq(),
            new StandingOrders(),
            new OrderTypes(),
            new OrdersNameTerrain(),
            new OrderStartTurn(),
            new TargetsOnKnownPositions(),
            new TargetsInRange(),
            new PaperOrganisation(),
            new StrengthToBases(),
            new CountsForTroops(),
            new WeaponFitsType(),
            new GuerillaTypes(),
            new ContraGuerillasAreSpanish(),
            new HillForms(),
            new WireHasOwner(),
            new GunsCannotAssault(),
            new ArmyCanBreak());

    private SawQuickplay() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Spanish-American War quick-play rules";
    }

    @Override
    public String source() {
        return "000_4ea3490047b4eb84.txt";
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
        return Scales.DEFAULT;
    }

    @Override
    public java.util.Map<String, Object> data() {
        return SawData.all();
    }
}

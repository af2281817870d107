package muster.rules.data;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import muster.rules.BaseRuleSet;
import muster.rules.Facts;
import muster.rules.Footprint;
import muster.rules.HouseReading;
import muster.rules.Rule;
import muster.rules.Term;
import muster.rules.UnitWords;
import muster.rules.Vocabulary;
import muster.rules.WeaponKinds;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.RuleSetFile;
import muster.scenario.rulefile.RuleWords;

/**
 * A rule-set file as a rule set: its words are the file's vocabulary, its rules its checks, one
 * rule class per kind of the library, in the file's order. The engine runs it as it runs a Java
 * module; its sheets are made in the rulesets stage, from the same file (muster.rulesets.data).
 */
public final class DataRuleSet extends BaseRuleSet {

    private final RuleSetFile file;

    private DataRuleSet(RuleSetFile file) {
        super(file.id(), file.title(), file.source(), file.figures().defaultScale(), vocabulary(file.vocabulary(), file),
                file.checks().stream().map(c -> rule(c, file)).toList(), () -> facts(file));
        this.file = file;
    }

    /** The rule set a loaded rule-set file describes. */
    public static DataRuleSet of(RuleSetFile file) {
        return new DataRuleSet(file);
    }

    public RuleSetFile file() {
        return file;
    }

    @Override
    public UnitWords<String, String> words(Scenario scenario) {
        List<String> types = Vocabulary.words(vocabulary().types());
        return UnitWords.read(scenario, String.class, u -> Optional.of(u.type()).filter(types::contains), String.class, this::weapon);
    }

    /** The weapon a unit names as the file's own (a kind of one read as it), else its type's first. */
    private Optional<String> weapon(Unit u) {
        List<String> own = file.vocabulary().weapons().stream().map(RuleWords.Word::word).toList();
        Optional<String> named = u.weapon().flatMap(w -> own.contains(w) ? Optional.of(w) : WeaponKinds.general(w).filter(own::contains));
        return named.or(() -> file.organisation().stream().filter(o -> o.type().equals(u.type())).findFirst()
                .flatMap(o -> o.weapons().stream().findFirst()));
    }

    @Override
    public Optional<Footprint> footprint(Unit unit) {
        return file.profiles().types().stream().filter(p -> p.type().equals(unit.type())).findFirst()
                .flatMap(p -> p.base()).map(b -> new Footprint(b.count(), b.size()));
    }

    private static Rule rule(Check c, RuleSetFile f) {
        CheckKind k = c.kind();
        if (k instanceof CheckKind.CountRange x) {
            return new CountRangeRule(c, x, f);
        } else if (k instanceof CheckKind.TypeWeapon x) {
            return new TypeWeaponRule(c, x, f);
        } else if (k instanceof CheckKind.ForbiddenGround x) {
            return new ForbiddenGroundRule(c, x, f);
        } else if (k instanceof CheckKind.RequiredTag x) {
            return new RequiredTagRule(c, x, f);
        } else if (k instanceof CheckKind.NationAndDate x) {
            return new NationAndDateRule(c, x, f);
        } else if (k instanceof CheckKind.TagLimits x) {
            return new TagLimitsRule(c, x, f);
        } else if (k instanceof CheckKind.NationsPresent x) {
            return new NationsPresentRule(c, x, f);
        } else if (k instanceof CheckKind.FeatureOwner x) {
            return new FeatureOwnerRule(c, x, f);
        } else if (k instanceof CheckKind.WorkCapacity x) {
            return new WorkCapacityRule(c, x, f);
        } else if (k instanceof CheckKind.OptionValue x) {
            return new OptionValueRule(c, x, f);
        } else if (k instanceof CheckKind.FeatureRequired x) {
            return new FeatureRequiredRule(c, x, f);
        } else if (k instanceof CheckKind.TargetsGiven) {
            return new TargetsGivenRule(c, f);
        } else if (k instanceof CheckKind.StartsNear x) {
            return new StartsNearRule(c, x, f);
        } else if (k instanceof CheckKind.HomeEdgeKnown x) {
            return new HomeEdgeKnownRule(c, x, f);
        } else if (k instanceof CheckKind.HomeEdgeOwn x) {
            return new HomeEdgeOwnRule(c, x, f);
        } else if (k instanceof CheckKind.TargetInRange) {
            return new TargetInRangeRule(c, f);
        } else if (k instanceof CheckKind.TextNumber x) {
            return new TextNumberRule(c, x, f);
        }
        throw new IllegalStateException("a check kind without a rule: " + k);
    }

    private static Vocabulary vocabulary(RuleWords w, RuleSetFile f) {
        return new Vocabulary(
                w.terrain().stream().map(g -> new Term(g.word(), g.meaning() + " (" + g.effect() + ")")).toList(),
                terms(w.types()), terms(w.weapons()), terms(w.nations()), terms(w.tags()),
                f.figures().scales().stream().map(s -> new Term(s.word(), s.meaning())).toList(),
                terms(w.orders()),
                w.options().stream().map(o -> new Term(o.word(), o.meaning())).toList());
    }

    private static List<Term> terms(List<RuleWords.Word> words) {
        return words.stream().map(x -> new Term(x.word(), x.meaning())).toList();
    }

    /** What {@code muster rulesets FILE --format json} prints beyond the words and checks. */
    private static Map<String, Object> facts(RuleSetFile f) {
        return Facts.of(
                "file", f.file(),
                "source", f.source(),
                "count", f.figures().count().name().toLowerCase(Locale.ROOT),
                "sequence", Facts.each(f.sequence(), p -> Facts.of("phase", p.name(), "side", p.side(), "does", p.does())),
                "interpretations", f.readings().stream().map(r -> new HouseReading(r.topic(), r.text(), r.phrases(), r.when())).toList(),
                "charts", Facts.each(f.charts(), ChartFacts::of));
    }
}

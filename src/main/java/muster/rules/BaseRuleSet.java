package muster.rules;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** What every rule set carries, so a rule set class states only its own values. */
public abstract class BaseRuleSet implements RuleSet {

    private final String id;
    private final String title;
    private final String source;
    private final String defaultFigureScale;
    private final Vocabulary vocabulary;
    private final List<Rule> rules;
    private final Supplier<Map<String, Object>> data;

    protected BaseRuleSet(String id, String title, String source, String defaultFigureScale, Vocabulary vocabulary,
            List<Rule> rules, Supplier<Map<String, Object>> data) {
        this.id = id;
        this.title = title;
        this.source = source;
        this.defaultFigureScale = defaultFigureScale;
        this.vocabulary = vocabulary.withWeaponKinds();
        this.rules = List.copyOf(rules);
        this.data = data;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final String source() {
        return source;
    }

    @Override
    public final Vocabulary vocabulary() {
        return vocabulary;
    }

    @Override
    public final List<Rule> rules() {
        return rules;
    }

    @Override
    public final String defaultFigureScale() {
        return defaultFigureScale;
    }

    @Override
    public final Map<String, Object> data() {
        return data.get();
    }
}

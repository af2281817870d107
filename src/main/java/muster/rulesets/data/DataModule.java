package muster.rulesets.data;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.rules.Checked;
import muster.rules.Footprint;
import muster.rules.Rule;
import muster.rules.UnitWords;
import muster.rules.Vocabulary;
import muster.rules.data.DataRuleSet;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.RuleSetFile;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;

/** A rule-set file as a module: the checks of {@link DataRuleSet}, and sheets made from the file's facts. */
public final class DataModule implements RuleSetModule {

    private final DataRuleSet rules;

    private DataModule(DataRuleSet rules) {
        this.rules = rules;
    }

    /** The module of a loaded rule-set file. */
    public static DataModule of(RuleSetFile file) {
        return new DataModule(DataRuleSet.of(file));
    }

    public RuleSetFile file() {
        return rules.file();
    }

    @Override
    public RuleSetSheets sheets(Checked<?> checked) {
        return new DataSheets(checked.scenario(), new FileFacts(rules.file(), checked.figureScale()),
                checked.words().as(String.class, String.class));
    }

    @Override
    public String starter() {
        throw new UnsupportedOperationException("a rule-set file has no starting scenario: muster new takes a built-in rule set");
    }

    @Override
    public String id() {
        return rules.id();
    }

    @Override
    public String title() {
        return rules.title();
    }

    @Override
    public String source() {
        return rules.source();
    }

    @Override
    public Vocabulary vocabulary() {
        return rules.vocabulary();
    }

    @Override
    public List<Rule> rules() {
        return rules.rules();
    }

    @Override
    public UnitWords<String, String> words(Scenario scenario) {
        return rules.words(scenario);
    }

    @Override
    public Optional<Footprint> footprint(Unit unit) {
        return rules.footprint(unit);
    }

    @Override
    public String defaultFigureScale() {
        return rules.defaultFigureScale();
    }

    @Override
    public Map<String, Object> data() {
        return rules.data();
    }
}

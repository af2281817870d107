package muster.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.scenario.Scenario;
import muster.scenario.Unit;

/** A published rule set as muster encodes it: its words, and the rules a scenario must keep. */
public interface RuleSet {

    /** The id a scenario names in {@code ruleset:}. */
    String id();

    String title();

    /** The seed text this rule set is encoded from, under ../shared/seeds/. */
    String source();

    Vocabulary vocabulary();

    /** The rules particular to this rule set; the common checks run as well. */
    List<Rule> rules();

    /** The scenario's units read in this rule set's words (types and weapons as its own values). */
    UnitWords<?, ?> words(Scenario scenario);

    /**
     * The ground a unit covers on the table, at the rule set's base, stand or figure sizes; empty for a
     * single figure that stands among others (an officer, a general), which takes no ground of its own.
     */
    Optional<Footprint> footprint(Unit unit);

    /** The figure scale assumed when a scenario does not give one. */
    String defaultFigureScale();

    /**
     * Everything the engine encodes from the seed (weapons with ranges and dice, hit numbers,
     * modifiers, organisation limits, turn sequence, interpretations) as plain maps, lists,
     * strings and numbers, for {@code muster rulesets ID --format json}: anyone can audit it
     * against the seed text.
     */
    Map<String, Object> data();
}

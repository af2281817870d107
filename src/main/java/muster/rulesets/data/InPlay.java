package muster.rulesets.data;

import java.util.List;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Profiles;
import muster.scenario.rulefile.RuleSetFile;
import muster.scenario.rulefile.RuleWords;

/** The types and weapons a scenario fields, in the file's order: the aid, the appendix and the kit print only those. */
final class InPlay {

    private InPlay() {
    }

    static List<String> types(Scenario scenario, RuleSetFile file) {
        return file.vocabulary().types().stream().map(RuleWords.Word::word).filter(t -> units(scenario).stream().anyMatch(u -> u.type().equals(t)))
                .toList();
    }

    /** The weapons as the scenario's units are read (a kind of a weapon as the weapon), in the file's order. */
    static List<String> weapons(RuleSetFile file, UnitWords<String, String> words) {
        return words.inPlay(file.vocabulary().weapons().stream().map(RuleWords.Word::word).toList());
    }

    /** The types whose moves the scenario's units take: the fielded types and those a fielded tag moves as, in the file's order. */
    static List<String> movers(Scenario scenario, RuleSetFile file) {
        List<String> fielded = types(scenario, file);
        List<String> as = tags(scenario, file).stream().flatMap(t -> t.moveAs().stream()).toList();
        return file.vocabulary().types().stream().map(RuleWords.Word::word).filter(t -> fielded.contains(t) || as.contains(t)).toList();
    }

    /** The file's tag profiles of the tags the scenario's units carry, in the file's order. */
    static List<Profiles.TagProfile> tags(Scenario scenario, RuleSetFile file) {
        return file.profiles().tags().stream().filter(t -> units(scenario).stream().anyMatch(u -> u.tags().contains(t.tag()))).toList();
    }

    static List<Unit> units(Scenario scenario) {
        return scenario.sides().stream().flatMap(s -> s.units().stream()).toList();
    }
}

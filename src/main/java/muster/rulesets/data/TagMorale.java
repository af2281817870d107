package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.scenario.Scenario;
import muster.scenario.rulefile.Profiles;
import muster.view.Chart.Block;
import muster.view.Chart.Bullets;
import muster.view.Chart.Table;
import muster.view.Words;

/** The aid's morale by tag, for the tags the scenario's units carry: the number each tag sets, with its test, and what tags add. */
record TagMorale(Scenario scenario, FileFacts facts) {

    List<Block> blocks() {
        List<Profiles.TagProfile> tags = InPlay.tags(scenario, facts.file());
        List<Profiles.TagProfile> setting = tags.stream().filter(t -> t.morale().isPresent()).toList();
        List<Profiles.TagProfile> adding = tags.stream().filter(t -> t.moraleAdd() != 0).toList();
        List<Block> out = new ArrayList<>();
        if (!setting.isEmpty()) {
            Optional<Profiles.Morale> typical = typical();
            List<List<String>> rows = new ArrayList<>();
            for (Profiles.TagProfile t : setting) {
                int n = t.morale().get();
                String test = typical.flatMap(m -> TagEffects.withNumber(m, n).test())
                        .map(d -> Rolls.words(d) + " (" + Rolls.odds(d) + ")").orElse("—");
                rows.add(List.of(Words.capitalized(Words.plain(t.tag())), String.valueOf(n), test));
            }
            out.add(new Table(List.of("A unit tagged", "Morale", "Test passes on"), rows, ""));
        }
        List<String> notes = new ArrayList<>();
        if (!setting.isEmpty()) {
            notes.add("A unit tagged " + either(setting) + " has the tag's morale number in place of its type's.");
        }
        for (Profiles.TagProfile t : adding) {
            int add = t.moraleAdd();
            notes.add("A unit tagged " + Words.plain(t.tag()) + (add > 0 ? " adds " + add + " to" : " takes " + -add + " from")
                    + " its morale number.");
        }
        if (!notes.isEmpty()) {
            out.add(new Bullets(notes));
        }
        return out;
    }

    /** The morale of the first fielded type that has a number: a tag's row is tested as that type's morale is. */
    private Optional<Profiles.Morale> typical() {
        return InPlay.types(scenario, facts.file()).stream().flatMap(t -> facts.type(t).flatMap(Profiles.TypeProfile::morale).stream())
                .filter(m -> m.number().isPresent()).findFirst();
    }

    /** "green, seasoned or veteran". */
    private static String either(List<Profiles.TagProfile> tags) {
        List<String> words = tags.stream().map(t -> Words.plain(t.tag())).toList();
        return words.size() == 1 ? words.get(0)
                : String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }
}

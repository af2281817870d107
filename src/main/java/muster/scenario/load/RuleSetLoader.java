package muster.scenario.load;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import muster.scenario.rulefile.Organisation;
import muster.scenario.rulefile.Profiles;
import muster.scenario.rulefile.RuleSetFile;
import muster.scenario.rulefile.RuleWords;
import muster.source.Diagnostics;

/**
 * Loads a rule-set file (a rule set written as data, docs/rulesets/data-format.md) the way a
 * scenario is loaded: its bytes checked (size, UTF-8), read into the same positioned tree (no
 * anchors, aliases or tags, no deep nesting), then bound key by key; the vocabulary first, so that
 * every type, weapon, terrain kind, nation, tag and option named elsewhere is checked against it.
 * Nothing in the file is run or opened: it is words, numbers and dice expressions. Never throws for
 * bad input; every mistake is reported, in one run.
 */
public final class RuleSetLoader {

    /** The rule set when it loaded without error, and every finding. */
    public record Loaded(Optional<RuleSetFile> ruleSet, Diagnostics diagnostics) {
    }

    private RuleSetLoader() {
    }

    public static Loaded load(Path path, String label) {
        Diagnostics diagnostics = new Diagnostics();
        return bind(label, ScenarioLoader.tree(path, label, Document.RULE_SET, diagnostics), diagnostics);
    }

    /** Parses rule-set bytes; {@code label} is the file name printed in diagnostics. */
    public static Loaded parse(String label, byte[] bytes) {
        Diagnostics diagnostics = new Diagnostics();
        return bind(label, ScenarioLoader.tree(label, bytes, Document.RULE_SET, diagnostics), diagnostics);
    }

    private static Loaded bind(String label, Optional<Node.MapNode> root, Diagnostics diagnostics) {
        if (root.isEmpty()) {
            return new Loaded(Optional.empty(), diagnostics);
        }
        RuleSetFile file = ruleSet(root.get(), label, new RuleSetValues(diagnostics));
        return new Loaded(diagnostics.hasErrors() ? Optional.empty() : Optional.of(file), diagnostics);
    }

    private static RuleSetFile ruleSet(Node.MapNode root, String label, RuleSetValues values) {
        Fields f = values.fields(root, "rule set", RuleSetKeys.ROOT);
        String id = f.text("id");
        String title = f.text("title");
        String source = f.optText("source").orElse("");
        RuleWordsBinder vocabularyBinder = new RuleWordsBinder(values);
        RuleSetFile.Figures figures = vocabularyBinder.figures(f);
        RuleWords vocabulary = vocabularyBinder.vocabulary(f);
        DeclaredWords words = new DeclaredWords(vocabulary, figures, values);
        ProfilesBinder profiles = new ProfilesBinder(values, words);
        Profiles profiled = profiles.profiles(f);
        PlayBinder play = new PlayBinder(values, words);
        List<String> splits = profiled.play().hits().stream().map(h -> h.nation()).toList();
        List<Organisation> organisation = profiles.organisation(f);
        List<RuleSetFile.Phase> sequence = play.sequence(f);
        RecoveryPhases.check(profiled.play(), sequence, values);
        return new RuleSetFile(id, title, source, figures, vocabulary, profiled, organisation, sequence,
                play.charts(f, splits), new ChecksBinder(values, words).checks(f), play.readings(f), label, root.span());
    }
}

package muster.rules.common;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Names;
import muster.scenario.Note;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.scenario.Victory;
import muster.source.Severity;
import muster.source.Span;

/**
 * COM-016: what is hidden (a unit, or a work of one side, with {@code hidden: true}) is named in
 * no special rule or victory condition another side reads. A special rule goes to every side unless
 * it names the side that reads it ({@code side:}), a victory condition to every side unless it is
 * {@code hidden}. A secret is named by its name, or by its id (as written, or made readable when it
 * has no name). Briefings are not read here: the design notes print the briefing in the game master's
 * pack, and which handouts print it is for the packs to decide.
 */
public final class SharedSecrets extends BaseRule {

    /** Names shorter than this ("MG", "A") are too likely to be ordinary words of the text. */
    static final int SHORTEST_NAME = 4;

    public SharedSecrets() {
        super("COM-016", Severity.WARNING, "a hidden unit or work is named in no special rule or victory condition another side "
                + "reads: a special rule names its 'side:', a victory condition is 'hidden'",
                "the design notes keep what is hidden for its own side; a text the other side reads that names it gives it away");
    }

    /** Words a name holds that say nothing of which unit it is. */
    private static final Set<String> LITTLE_WORDS = Set.of("of", "the", "and", "a", "an", "at", "in", "on", "to", "de", "del", "la",
            "las", "el", "los", "y");

    /**
     * Something hidden, whose it is, the names a text may call it by, and its name's words, which call it by name when one
     * sentence holds them all in any order ("the west-angle battalion carries Mausers" for "Battalion of the west angle (Mausers)").
     */
    private record Secret(String side, String what, String shown, List<Pattern> names, Set<String> words) {

        boolean namedIn(String text) {
            return names.stream().anyMatch(p -> p.matcher(text).find())
                    || words.size() > 1 && SENTENCE.splitAsStream(text).anyMatch(sentence -> SharedSecrets.words(sentence).containsAll(words));
        }
    }

    private static final Pattern SENTENCE = Pattern.compile("[.;:!?]\\s");
    private static final Pattern NOT_A_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    private static Set<String> words(String text) {
        return NOT_A_WORD.splitAsStream(text.toLowerCase(Locale.ROOT)).filter(w -> !w.isEmpty() && !LITTLE_WORDS.contains(w))
                .collect(Collectors.toSet());
    }

    /** A text the scenario prints, where it is, and who reads it (empty: every side). */
    private record Text(String text, Span span, Optional<String> reader, String what, String hint) {
    }

    @Override
    public void check(Scenario s, Report report) {
        List<Secret> secrets = secrets(s);
        if (secrets.isEmpty()) {
            return;
        }
        for (Text t : texts(s)) {
            for (Secret secret : secrets) {
                boolean other = t.reader().map(r -> !r.equals(secret.side())).orElse(true);
                if (other && secret.namedIn(t.text())) {
                    report.at(t.span(), t.what() + " names " + secret.what() + " '" + secret.shown() + "' of '" + secret.side() + "', "
                            + t.reader().map(r -> "and '" + r + "' reads it").orElse("and every side reads it"), t.hint());
                }
            }
        }
    }

    private static List<Secret> secrets(Scenario s) {
        List<Secret> out = new ArrayList<>();
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (u.hidden()) {
                    out.add(new Secret(side.id(), "the hidden unit", u.displayName(), names(u.id(), u.name(), u.type()), nameWords(u.name())));
                }
            }
        }
        for (Terrain t : s.terrain()) {
            if (t.hidden() && t.side().isPresent()) {
                out.add(new Secret(t.side().get(), "the hidden " + t.kind().replace('-', ' '), t.displayName(), names(t.id(), t.name(), t.kind()),
                        nameWords(t.name())));
            }
        }
        return out;
    }

    /** The names that call a secret by name: its id and its name, unless one is just its kind ("the blockhouse"). */
    private static List<Pattern> names(String id, Optional<String> name, String kind) {
        List<String> words = new ArrayList<>(List.of(id));
        words.add(name.orElseGet(() -> Names.readable(id)));
        return words.stream().filter(w -> w.length() >= SHORTEST_NAME).distinct()
                .filter(w -> !generic(w, kind))
                .map(w -> Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(w.toLowerCase(Locale.ROOT)).replace(" ", "\\E\\s+\\Q")
                        + "(?![\\p{L}\\p{N}])", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE))
                .toList();
    }

    /** A given name's words, when it has more than one and they are not all short ("MG 1"). */
    private static Set<String> nameWords(Optional<String> name) {
        Set<String> words = name.map(SharedSecrets::words).orElse(Set.of());
        return words.stream().anyMatch(w -> w.length() >= SHORTEST_NAME) ? words : Set.of();
    }

    private static boolean generic(String word, String kind) {
        String plain = word.toLowerCase(Locale.ROOT).replace('-', ' ');
        return plain.equals(kind.replace('-', ' ')) || Terrain.KINDS.stream().anyMatch(k -> k.replace('-', ' ').equals(plain));
    }

    private static List<Text> texts(Scenario s) {
        List<Text> out = new ArrayList<>();
        for (Note n : s.specialRules()) {
            out.add(new Text(n.text(), n.span(), n.side(), "a special rule",
                    "write it as '- { side: <side id>, text: ... }' so that only that side and the game master read it, or leave the "
                            + "name out"));
        }
        for (Victory v : s.victory()) {
            out.add(new Text(v.text(), v.spans().of("text"), v.hidden() ? Optional.of(v.side()) : Optional.empty(),
                    "the victory condition of '" + v.side() + "'", "add 'hidden: true' so that only '" + v.side()
                            + "' and the game master read it, or leave the name out"));
        }
        return out;
    }
}

package muster.rules.common;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
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
    private record Secret(String side, String id, String what, String shown, List<Pattern> names, List<Set<String>> words, List<String> units) {

        boolean namedIn(String text) {
            return names.stream().anyMatch(p -> p.matcher(text).find()) || SENTENCE.splitAsStream(text).map(SharedSecrets::words)
                    .anyMatch(sentence -> words.stream().anyMatch(w -> w.size() > 1 && sentence.containsAll(w)));
        }
    }

    private static final Pattern SENTENCE = Pattern.compile("[.;:!?]\\s");
    private static final Pattern NOT_A_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    private static Set<String> words(String text) {
        return NOT_A_WORD.splitAsStream(text.toLowerCase(Locale.ROOT)).filter(w -> !w.isEmpty() && !LITTLE_WORDS.contains(w))
                .collect(Collectors.toSet());
    }

    /** A text the scenario prints, where it is, who reads it (empty: every side) and whose it is (a victory condition's side). */
    private record Text(String text, Span span, Optional<String> reader, Optional<String> own, String what, String hint) {
    }

    @Override
    public void check(Scenario s, Report report) {
        List<Secret> secrets = secrets(s);
        if (secrets.isEmpty()) {
            return;
        }
        for (Text t : texts(s)) {
            // one finding a text and a side, naming every secret of that side it gives away, a hidden formation for its units
            Map<String, List<Secret>> named = new LinkedHashMap<>();
            for (Secret secret : secrets) {
                boolean other = t.reader().map(r -> !r.equals(secret.side())).orElse(true);
                if (other && secret.namedIn(t.text())) {
                    named.computeIfAbsent(secret.side(), k -> new ArrayList<>()).add(secret);
                }
            }
            // who reads it: the side it names, or, meant for every side, the one side whose secrets it names (none when it names
            // two sides'), and a victory condition's own side; the game master always (see owners)
            Set<String> printed = new LinkedHashSet<>();
            t.reader().ifPresentOrElse(printed::add, () -> {
                if (named.size() == 1) {
                    printed.addAll(named.keySet());
                }
            });
            t.own().ifPresent(printed::add);
            named.forEach((side, found) -> {
                List<String> formations = found.stream().flatMap(f -> f.units().stream()).toList();
                String which = found.stream().filter(f -> !formations.contains(f.id())).map(f -> f.what() + " '" + f.shown() + "'")
                        .collect(Collectors.joining(", "));
                List<String> others = printed.stream().filter(r -> !r.equals(side)).toList();
                String readers = others.isEmpty() ? "so it prints only in the game master's pack" + (printed.contains(side)
                        ? " and the handout of '" + side + "'" : "") : "and '" + String.join("', '", others) + "' reads it";
                report.at(t.span(), t.what() + " names " + which + " of '" + side + "', " + readers, t.hint());
            });
        }
    }

    /**
     * The sides whose hidden units, formations or works {@code text} names. A special rule or victory condition meant for every
     * side is printed only for these (and the game master), as if its author had given it their side: a handout shows only what
     * its side knows (COM-016 says so at the text).
     */
    public static Set<String> owners(Scenario s, String text) {
        Set<String> out = new HashSet<>();
        for (Secret secret : secrets(s)) {
            if (!out.contains(secret.side()) && secret.namedIn(text)) {
                out.add(secret.side());
            }
        }
        return out;
    }

    private static List<Secret> secrets(Scenario s) {
        List<Secret> out = new ArrayList<>();
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (u.hidden()) {
                    List<Set<String>> words = new ArrayList<>(List.of(nameWords(u.name())));
                    head(u.name()).filter(h -> everyOneHidden(side, h)).ifPresent(h -> words.add(nameWords(Optional.of(h))));
                    out.add(new Secret(side.id(), u.id(), "the hidden unit", u.displayName(), names(u.id(), u.name(), u.type()), words,
                            List.of()));
                }
            }
            for (Formation f : side.formations()) {
                if (!f.units().isEmpty() && f.units().stream().allMatch(Unit::hidden)) {
                    List<Set<String>> words = new ArrayList<>(List.of(nameWords(f.name())));
                    f.name().flatMap(SharedSecrets::byCommander).ifPresent(words::add);
                    // not by its id, nor by a name of one word: a formation is often called after its place ("Binidayan")
                    List<Pattern> names = f.name().filter(n -> words(n).size() > 1).map(n -> names("", Optional.of(n), "formation"))
                            .orElse(List.of());
                    out.add(new Secret(side.id(), f.id(), "the hidden formation", f.displayName(), names, words,
                            f.units().stream().map(Unit::id).toList()));
                }
            }
        }
        for (Terrain t : s.terrain()) {
            if (t.hidden() && t.side().isPresent()) {
                out.add(new Secret(t.side().get(), t.id(), "the hidden " + t.kind().replace('-', ' '), t.displayName(),
                        names(t.id(), t.name(), t.kind()), List.of(nameWords(t.name())), List.of()));
            }
        }
        return out;
    }

    private static final Pattern ASIDE = Pattern.compile("^([^()]+?)\\s*\\(([^()]+)\\)\\s*$");

    /** What a name says before its first comma ("Castro's cavalry" of "Castro's cavalry, 1st regiment"), when it says more after. */
    private static Optional<String> head(Optional<String> name) {
        return name.filter(n -> n.indexOf(',') > 0).map(n -> n.substring(0, n.indexOf(',')).strip());
    }

    /** Whether every unit of the side whose name starts with {@code head} is hidden, so that the head names only hidden units. */
    private static boolean everyOneHidden(Side side, String head) {
        return side.units().stream().filter(u -> u.name().map(n -> n.startsWith(head)).orElse(false)).allMatch(Unit::hidden);
    }

    /** A formation named for its commander ("Cavalry (Cesáreo Castro)") is called by his surname and its words ("Castro's cavalry"). */
    private static Optional<Set<String>> byCommander(String name) {
        Matcher m = ASIDE.matcher(name);
        if (!m.matches()) {
            return Optional.empty();
        }
        List<String> commander = NOT_A_WORD.splitAsStream(m.group(2).toLowerCase(Locale.ROOT)).filter(w -> !w.isEmpty()).toList();
        Set<String> out = new HashSet<>(words(m.group(1)));
        if (!commander.isEmpty()) {
            out.add(commander.get(commander.size() - 1));
        }
        return out.size() > 1 ? Optional.of(out) : Optional.empty();
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
            out.add(new Text(n.text(), n.span(), n.side(), Optional.empty(), "a special rule",
                    "write it as '- { side: <side id>, text: ... }' so that only that side and the game master read it, or leave the "
                            + "name out"));
        }
        for (Victory v : s.victory()) {
            out.add(new Text(v.text(), v.spans().of("text"), v.hidden() ? Optional.of(v.side()) : Optional.empty(), Optional.of(v.side()),
                    "the victory condition of '" + v.side() + "'", "add 'hidden: true' so that only '" + v.side()
                            + "' and the game master read it, or leave the name out"));
        }
        return out;
    }
}

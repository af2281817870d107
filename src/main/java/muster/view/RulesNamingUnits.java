package muster.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.scenario.Note;
import muster.scenario.Scenario;
import muster.scenario.Unit;

/**
 * The scenario's special rules each unit's card carries: those every side reads that call the unit by the name or short label
 * its author gave it. An author's "Bolomen carry no rifles: they may not fire" then stands on the bolomen's card beside the
 * rule set's fire line, where a player looks. A rule one side reads alone stays off the cards, as the kit's cards are everyone's.
 */
public final class RulesNamingUnits {

    /** Shorter names ("MG", "Co") are too likely to be ordinary words of a rule. */
    static final int SHORTEST_NAME = 4;
    /** A rule longer than this is pointed to by its heading, not printed whole on a card. */
    static final int LONGEST_ON_A_CARD = 100;

    private final Map<String, List<String>> byUnit;

    private RulesNamingUnits(Map<String, List<String>> byUnit) {
        this.byUnit = byUnit;
    }

    public static RulesNamingUnits of(Scenario scenario) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        List<Note> shared = scenario.specialRules().stream().filter(n -> n.side().isEmpty()).toList();
        if (shared.isEmpty()) {
            return new RulesNamingUnits(Map.of());
        }
        List<String> places = places(scenario);
        scenario.sides().stream().flatMap(s -> s.units().stream()).forEach(u -> {
            List<String> names = names(u, places);
            List<String> lines = new ArrayList<>();
            for (Note n : shared) {
                String text = n.text().toLowerCase(Locale.ROOT);
                if (names.stream().anyMatch(name -> calls(text, name))) {
                    lines.add(onCard(n.text()));
                }
            }
            if (!lines.isEmpty()) {
                out.put(u.id(), List.copyOf(lines));
            }
        });
        return new RulesNamingUnits(out);
    }

    /** The lines a unit's card adds for the special rules that name it. */
    public List<String> of(Unit unit) {
        return byUnit.getOrDefault(unit.id(), List.of());
    }

    /**
     * Words of the game a short label or a name in brackets may be, which a rule uses of anything ("the train", "the church"):
     * they name no one unit, nor does a word of a terrain feature's name.
     */
    private static final Set<String> COMMON = Set.of("battery", "batteries", "train", "trains", "reserve", "reserves", "company",
            "battalion", "brigade", "regiment", "squadron", "troop", "troops", "section", "gun", "guns", "gatling", "gatlings", "church",
            "ranch", "garrison", "scouts", "pickets", "column", "staff", "blockhouse", "cavalry", "infantry", "artillery", "general",
            "headquarters", "sharpshooters", "skirmishers", "volunteers", "regulars", "militia", "machine", "rifles", "mausers");

    /** Whether the rule's text (lower case) holds the name (lower case) as whole words. */
    static boolean calls(String text, String name) {
        for (int at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
            int end = at + name.length();
            if ((at == 0 || !Character.isLetterOrDigit(text.codePointBefore(at)))
                    && (end == text.length() || !Character.isLetterOrDigit(text.codePointAt(end)))) {
                return true;
            }
        }
        return false;
    }

    /** The unit's names a rule may call it by, lower case. */
    private static List<String> names(Unit u, List<String> places) {
        List<String> names = new ArrayList<>();
        u.shortLabel().filter(n -> ownWord(n, places)).ifPresent(names::add);
        u.name().ifPresent(n -> {
            names.add(n);
            String bare = IN_BRACKETS.matcher(n).replaceAll("").strip();
            // "2nd Massachusetts" for "2nd Massachusetts Volunteer Infantry", as a rule calls a regiment
            String called = ARMS_AT_END.matcher(bare).replaceAll("").strip();
            if (!called.equals(bare) && called.split("\\s+").length >= 2) {
                names.add(called);
            }
            if (!bare.equals(n)) {
                names.add(bare);
                Matcher inBrackets = BRACKETS.matcher(n);
                while (inBrackets.find()) {
                    String word = inBrackets.group(1).strip();
                    if (!word.contains(" ") && ownWord(word, places)) {
                        names.add(word);
                    }
                }
            }
        });
        return names.stream().map(String::strip).filter(n -> n.length() >= SHORTEST_NAME).map(n -> n.toLowerCase(Locale.ROOT))
                .distinct().toList();
    }

    /** The arm words a regiment's name ends with, which a rule leaves out when it names the regiment. */
    private static final Pattern ARMS_AT_END = Pattern.compile(
            "(\\s+(volunteers?|infantry|cavalry|artillery|regiment|battalion))+$", Pattern.CASE_INSENSITIVE);

    private static final Pattern BRACKETS = Pattern.compile("\\(([^)]*)\\)");

    private static final Pattern IN_BRACKETS = Pattern.compile("\\s*\\([^)]*\\)");

    private static boolean ownWord(String word, List<String> places) {
        String w = " " + word.strip().toLowerCase(Locale.ROOT) + " ";
        return !COMMON.contains(w.strip()) && places.stream().noneMatch(p -> p.contains(w));
    }

    /** The terrain's names, lower case, their words between single spaces: " el viso hill ". */
    private static List<String> places(Scenario scenario) {
        return scenario.terrain().stream()
                .map(t -> " " + String.join(" ", t.displayName().toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) + " ").toList();
    }

    private static String onCard(String text) {
        String rule = text.strip().replaceAll("\\s+", " ");
        if (rule.length() <= LONGEST_ON_A_CARD) {
            return "This scenario: " + rule;
        }
        Optional<String> heading = heading(rule);
        return heading.map(h -> "This scenario: see the special rule \u201c" + h + "\u201d.")
                .orElse("This scenario: a special rule names this unit; see the special rules.");
    }

    /** "Jammed trail" from "Jammed trail: east of the river ...", where a rule opens with a short heading. */
    private static Optional<String> heading(String rule) {
        int colon = rule.indexOf(':');
        if (colon <= 0 || colon > 40) {
            return Optional.empty();
        }
        return Optional.of(rule.substring(0, colon).strip());
    }
}

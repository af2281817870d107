package muster.view;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;

/**
 * The short labels of a scenario's units (map labels, counters, cards, rosters) and the short names
 * of its formations (order captions), made once for the whole scenario so that no two read alike.
 * A unit's label is its {@code short:} when the author gave one; else it is made from its name by
 * {@link LabelForms} (whole words, numbers, initials; never an id cut short), and where two made
 * labels would be the same each takes its next form, then a mark from the words that tell the two
 * names apart ("Talavera B", "Talavera R"), and last a number. {@link #made()} lists the units whose
 * label was made, for a hint that the author may give a {@code short:}.
 *
 * <pre>{@code ShortLabels labels = ShortLabels.of(scenario); labels.unit(u); labels.formation(f);}</pre>
 */
public final class ShortLabels {

    /** A label made for a unit that has no {@code short:}: the unit and the label. */
    public record Made(Unit unit, String label) {
    }

    private final Map<String, String> units;
    private final List<Made> made;
    private final Map<String, String> formations;

    private ShortLabels(Map<String, String> units, List<Made> made, Map<String, String> formations) {
        this.units = units;
        this.made = made;
        this.formations = formations;
    }

    /** Every unit's label and every formation's short name in the scenario. */
    public static ShortLabels of(Scenario scenario) {
        List<Unit> all = scenario.sides().stream().flatMap(s -> s.formations().stream()).flatMap(f -> f.units().stream()).toList();
        // a label made from a feature's name reads as the feature: the words of a place are passed over
        Set<String> places = scenario.terrain().stream().map(t -> t.displayName().toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        Map<String, List<String>> choices = new LinkedHashMap<>();
        for (Unit u : all) {
            choices.put(u.id(), u.shortLabel().map(List::of).orElseGet(() -> unitChoices(u, all, places)));
        }
        Map<String, String> labels = Distinct.pick(choices, all.stream().filter(u -> u.shortLabel().isEmpty()).map(Unit::id).toList());
        List<Made> made = all.stream().filter(u -> u.shortLabel().isEmpty()).map(u -> new Made(u, labels.get(u.id()))).toList();
        List<Formation> fms = scenario.sides().stream().map(Side::formations).flatMap(List::stream).toList();
        Map<String, List<String>> names = new LinkedHashMap<>();
        fms.forEach(f -> names.put(f.id(), formationChoices(f.displayName())));
        return new ShortLabels(labels, made, Distinct.pick(names, fms.stream().map(Formation::id).toList()));
    }

    /** The unit's label: its {@code short:}, or the one made for it. */
    public String unit(Unit u) {
        return units.getOrDefault(u.id(), alone(u));
    }

    /** The formation's name as an order caption gives it: its first clause and leader when that tells it apart, else whole. */
    public String formation(Formation f) {
        return formations.getOrDefault(f.id(), f.displayName());
    }

    /** The units that have no {@code short:}, with the label made for each, in file order. */
    public List<Made> made() {
        return made;
    }

    /** A unit's label without the rest of its scenario: its {@code short:}, else the best form of its name. */
    public static String alone(Unit u) {
        return u.shortLabel().orElseGet(() -> LabelForms.of(u.displayName()).get(0));
    }

    /**
     * A unit's forms, best first, each followed by itself with the mark of the words its name alone
     * has among the units whose first label is its first form (or, when none, that share any form).
     */
    private static List<String> unitChoices(Unit u, List<Unit> all, Set<String> places) {
        List<String> forms = LabelForms.of(u.displayName(), places);
        List<Unit> others = all.stream().filter(o -> o != u).toList();
        List<Unit> alike = others.stream().filter(o -> choicesOf(o, places).get(0).equals(forms.get(0))).toList();
        // a sibling labelled "Juarez 1" makes a bare "Juarez" read as the whole brigade: take the mark first
        List<Unit> numbered = others.stream().filter(o -> choicesOf(o, places).get(0).startsWith(forms.get(0) + " ")).toList();
        if (alike.isEmpty()) {
            alike = numbered;
        }
        if (alike.isEmpty()) {
            alike = others.stream().filter(o -> choicesOf(o, places).stream().anyMatch(forms::contains)).toList();
        }
        List<String> alikeNames = alike.stream().map(Unit::displayName).toList();
        String mark = alike.isEmpty() ? "" : mark(u.displayName(), alikeNames);
        // a word's initial tells two apart less well than a form that has the word whole ("1 Montana", not "1 Inf M")
        String word = alike.isEmpty() ? "" : markToken(u.displayName(), alikeNames).filter(t -> t.kind() == LabelForms.Token.Kind.WORD)
                .map(t -> t.text().toLowerCase(Locale.ROOT)).orElse("");
        Set<String> out = new LinkedHashSet<>();
        for (String f : forms) {
            if (!word.isEmpty() && f.equals(forms.get(0)) && numbered.isEmpty()) {
                out.add(f);
                forms.stream().filter(g -> List.of(g.toLowerCase(Locale.ROOT).split(" ")).contains(word)).findFirst().ifPresent(out::add);
            }
            String marked = LabelForms.join(f, mark);
            boolean markFirst = !numbered.isEmpty() && f.equals(forms.get(0));
            if (!mark.isEmpty() && marked.length() <= LabelForms.MAX) {
                out.add(markFirst ? marked : f);
                out.add(markFirst ? f : marked);
            } else {
                out.add(f);
            }
        }
        return new ArrayList<>(out);
    }

    /** The author's label alone, or the forms of the name. */
    private static List<String> choicesOf(Unit u, Set<String> places) {
        return u.shortLabel().map(List::of).orElseGet(() -> LabelForms.of(u.displayName(), places));
    }

    /**
     * The mark of a word of {@code name} that none of the {@code others} has outside its brackets: a
     * number or letter whole, the first that is one, else the first word's initial.
     */
    static String mark(String name, List<String> others) {
        return markToken(name, others).map(LabelForms.Token::mark).orElse("");
    }

    private static Optional<LabelForms.Token> markToken(String name, List<String> others) {
        Set<String> theirs = others.stream().flatMap(o -> LabelForms.all(o.replaceAll("\\([^)]*\\)?", " ")).stream())
                .map(t -> t.text().toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        List<LabelForms.Token> own = LabelForms.all(name).stream().filter(t -> t.significant() && !theirs.contains(t.text().toLowerCase(Locale.ROOT)))
                .toList();
        return own.stream().filter(t -> t.kind() == LabelForms.Token.Kind.NUMBER || t.kind() == LabelForms.Token.Kind.LETTER).findFirst()
                .or(() -> own.stream().findFirst());
    }

    /**
     * A formation's names for a caption, best first: its first clause with the leader in brackets
     * ("1st Brigade (Carroll)") unless the name lists several ("Companies A, B and C"), then whole.
     */
    static List<String> formationChoices(String name) {
        String[] clauses = name.split("[,;]");
        boolean list = clauses.length > 1 && clauses[clauses.length - 1].matches(".*\\b(and|&|y)\\b.*");
        return list ? List.of(name) : List.of(Labels.abbreviate(name), name);
    }

    /** Picks for each item the first of its choices that no other item shares, moving on where they clash. */
    static final class Distinct {
        private Distinct() {
        }

        /**
         * @param choices each item's choices, best first (an item with one choice keeps it)
         * @param movable the items whose choice may move on a clash; the others hold theirs
         */
        static Map<String, String> pick(Map<String, List<String>> choices, List<String> movable) {
            Map<String, Integer> at = new HashMap<>();
            Set<String> canMove = Set.copyOf(movable);
            for (int round = 0; round < 64; round++) {
                Map<String, List<String>> byLabel = new LinkedHashMap<>();
                choices.forEach((id, c) -> byLabel.computeIfAbsent(key(c.get(at.getOrDefault(id, 0))), k -> new ArrayList<>()).add(id));
                boolean moved = false;
                for (List<String> same : byLabel.values()) {
                    if (same.size() < 2) {
                        continue;
                    }
                    for (String id : same) {
                        int i = at.getOrDefault(id, 0);
                        if (canMove.contains(id) && i + 1 < choices.get(id).size()) {
                            at.put(id, i + 1);
                            moved = true;
                        }
                    }
                }
                if (!moved) {
                    break;
                }
            }
            Map<String, String> out = new LinkedHashMap<>();
            choices.forEach((id, c) -> out.put(id, c.get(at.getOrDefault(id, 0))));
            numberTheSame(out, canMove, choices);
            return out;
        }

        /** Labels still alike after every choice is spent are numbered in file order: "Inf 1", "Inf 2". */
        private static void numberTheSame(Map<String, String> out, Set<String> canMove, Map<String, List<String>> choices) {
            Map<String, List<String>> byLabel = new LinkedHashMap<>();
            out.forEach((id, l) -> byLabel.computeIfAbsent(key(l), k -> new ArrayList<>()).add(id));
            Set<String> taken = new HashSet<>(byLabel.keySet());
            for (List<String> same : byLabel.values()) {
                List<String> moving = same.stream().filter(canMove::contains).toList();
                if (same.size() < 2 || moving.isEmpty()) {
                    continue;
                }
                int n = 0;
                for (String id : moving) {
                    String numbered;
                    do {
                        numbered = choices.get(id).get(0) + " " + (++n);
                    } while (!taken.add(key(numbered)));
                    out.put(id, numbered);
                }
            }
        }

        private static String key(String label) {
            return label.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        }
    }
}

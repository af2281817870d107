package muster.view.kit;

import static muster.view.kit.KitLayoutTest.d;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import muster.rules.Checked;
import muster.rules.Word;
import muster.rulesets.Checks;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Paper;
import muster.view.RuleSetModule;
import muster.view.TextWidth;
import muster.view.Views;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitView.Page;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A kit made for its scenario, for every bundled and authors' scenario (and those of
 * {@code -Dmuster.kit.more}): labels made from names, never an id cut short; only the templates the
 * scenario's guns and weapons use, and one of each gauge; a template's words clear of the lines drawn
 * on it; the deck's brigades named large, its shared rules printed once; no option names in print.
 */
class KitForTheScenarioTest {

    static Stream<DynamicTest> each(java.util.function.Consumer<Path> check) {
        return KitScenarios.all().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> check.accept(file)));
    }

    /** A label that is its id cut short ("CAV-TROO" of cav-troop) or the id itself ("25B-R"), where the author gave none. */
    static boolean cutFromId(String label, String id, String name) {
        String l = label.toLowerCase(Locale.ROOT);
        // "Cuban" of cubans-main is a word of its name, "Cuban insurgents with the column", not its id cut short
        boolean word = java.util.Arrays.asList(name.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")).contains(l);
        boolean cut = id.startsWith(l) && l.length() < id.length() && id.charAt(l.length()) != '-' && !word;
        boolean raw = l.equals(id) && id.contains("-") && !name.toLowerCase(Locale.ROOT).contains(l);
        return cut || raw;
    }

    @TestFactory
    Stream<DynamicTest> noCounterLabelOrCardTitleIsCutFromAnId() {
        return each(file -> {
            Scenario s = KitScenarios.scenario(file);
            KitContent kit = Checks.sheets(s).kit();
            Map<String, Unit> units = new HashMap<>();
            s.sides().forEach(side -> side.units().forEach(u -> units.put(u.id(), u)));
            for (KitContent.Counter c : kit.counters()) {
                Unit u = units.get(c.unitId());
                if (u != null && u.shortLabel().isEmpty()) {
                    assertFalse(cutFromId(c.label(), u.id(), u.displayName()), file + ": " + c.label() + " is cut from " + u.id());
                }
            }
            for (Side side : s.sides()) {
                for (Formation f : side.formations()) {
                    kit.deck().ifPresent(deck -> deck.cards().forEach(card -> assertFalse(cutFromId(card.title(), f.id(), f.displayName()),
                            file + ": a card titled " + card.title())));
                }
            }
        });
    }

    /** What a unit fires and what it is, in its rule set's words ("field-gun", "siege-artillery"). */
    static Set<String> words(Checked<? extends RuleSetModule> checked, Unit u) {
        Set<String> out = new java.util.HashSet<>();
        checked.words().weapon(u).ifPresent(w -> out.add(((Word) w).word()));
        out.add(u.type());
        return out;
    }

    @TestFactory
    Stream<DynamicTest> onlyTheTemplatesTheScenarioUses() {
        return each(file -> {
            Checked<? extends RuleSetModule> checked = KitScenarios.checked(file);
            Scenario s = checked.scenario();
            List<Template> templates = Checks.sheets(s).kit().templates();
            Map<String, Integer> pieces = new HashMap<>();
            for (Unit u : s.sides().stream().flatMap(side -> side.units().stream()).toList()) {
                for (String w : words(checked, u)) {
                    pieces.merge(w, Math.max(1, u.count().orElse(1)), Integer::sum);
                }
            }
            Function<String, Boolean> has = w -> pieces.containsKey(w);
            Map<String, Long> same = templates.stream().collect(Collectors.groupingBy(Object::toString, Collectors.counting()));
            for (Template t : templates) {
                String title = t.title();
                if (title.endsWith(" sheaf") || title.endsWith(" sheaf in a line")) {
                    // a sheaf for every gun of its weapon: it stays on the table to the turn's end
                    String weapon = title.substring(0, title.indexOf(" sheaf")).toLowerCase(Locale.ROOT).replace(' ', '-');
                    assertEquals(pieces.getOrDefault(weapon, 0), Math.toIntExact(same.get(t.toString())), file + ": " + title + "s");
                    continue;
                }
                switch (title) {
                    case "Shell burst", "Battery arc" -> assertTrue(pieces.keySet().stream().anyMatch(w -> w.endsWith("artillery")),
                            file + ": " + title + " without guns");
                    case "Impact" -> assertTrue(has.apply("field-gun") || has.apply("mountain-gun"), file + ": impact without guns");
                    case "Machine-gun arc" -> assertTrue(has.apply("machinegun"), file + ": machine-gun arc without machine guns");
                    default -> {
                    }
                }
                // one of each: a template alike another is laid on each place in turn
                assertEquals(1, same.get(t.toString()), file + ": " + same.get(t.toString()) + " alike " + title);
            }
        });
    }

    /** The box of a template's words on the page: its width as measured, from its top to its baseline's descent. */
    static double[] box(KitView.Text t) {
        // a size the page leaves to the style sheet: the template note's 6 points
        double size = t.size().isEmpty() ? 6 : d(t.size());
        TextWidth face = t.role().equals("template-title") ? TextWidth.SANS_BOLD : TextWidth.SANS;
        double w = face.of(t.text(), size);
        return new double[] {d(t.x()) - w / 2, d(t.y()) - size * 0.75, d(t.x()) + w / 2, d(t.y()) + size * 0.2};
    }

    @TestFactory
    Stream<DynamicTest> noLineIsDrawnThroughATemplatesWords() {
        return each(file -> {
            for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
                KitView kit = Views.documents(KitScenarios.checked(file), Paper.LETTER).kit(KitOptions.plain(paper, 1));
                for (Page p : kit.pages()) {
                    List<double[]> words = p.drawing().texts().stream().filter(t -> t.role().startsWith("template-title")
                            || t.role().startsWith("template-note")).map(KitForTheScenarioTest::box).toList();
                    for (KitView.Line l : p.drawing().lines()) {
                        if (!l.role().startsWith("template-")) {
                            continue;
                        }
                        for (double[] b : words) {
                            KitView.Place at = new KitView.Place(b[0], b[1], b[2] - b[0], b[3] - b[1]);
                            assertTrue(Shapes.inside(d(l.x1()), d(l.y1()), d(l.x2()), d(l.y2()), at) == null, file + " page " + p.number()
                                    + ": a " + l.role() + " line through a template's words");
                        }
                    }
                }
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> onlyGunsMoveLimbered() {
        return each(file -> {
            for (KitContent.Ruler r : Checks.sheets(KitScenarios.scenario(file)).kit().rulers()) {
                for (KitContent.Track t : r.tracks()) {
                    boolean guns = t.label().matches("(?i).*(battery|gun|artillery).*");
                    t.bands().forEach(b -> assertTrue(guns || !b.label().contains("limbered"), file + ": " + t.label() + ": " + b.label()));
                }
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> noOptionNameInPrint() {
        return each(file -> {
            for (KitOptions o : List.of(KitOptions.plain(Paper.LETTER, 1), new KitOptions(Paper.A4, 2, 3, 1, -1))) {
                for (Page p : Views.documents(KitScenarios.checked(file), Paper.LETTER).kit(o).pages()) {
                    for (KitView.Text t : p.drawing().texts()) {
                        assertFalse(t.text().matches(".*--[a-z].*"), file + " page " + p.number() + ": " + t.text());
                    }
                }
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> theDeckNamesItsBrigadesLargeAndPrintsItsRulesOnce() {
        return each(file -> {
            KitContent content = Checks.sheets(KitScenarios.scenario(file)).kit();
            if (content.deck().isEmpty()) {
                return;
            }
            KitView kit = Views.documents(KitScenarios.checked(file), Paper.LETTER).kit(KitOptions.plain(Paper.LETTER, 1));
            List<KitView.Text> texts = new ArrayList<>();
            kit.pages().stream().filter(p -> !p.back() && (p.kind().equals("deck") || p.kind().equals("cards")))
                    .forEach(p -> texts.addAll(p.drawing().texts()));
            for (KitContent.DeckCard card : content.deck().get().cards()) {
                String first = TextWidth.SANS_BOLD.wrap(card.title(), 24, 1000).get(0).split(" ")[0];
                // a bonus card's title (its side's name, which may run long) as large as a brigade's: the deck shares one size
                double least = 14;
                assertTrue(texts.stream().anyMatch(t -> t.role().equals("deck-name") && t.text().startsWith(first) && d(t.size()) >= least),
                        file + ": " + card.title() + " is not named large");
            }
            // the small print: a title's lines may well repeat ("Brigade" under three names)
            Map<String, Long> lines = texts.stream().filter(t -> t.role().equals("deck-line"))
                    .collect(Collectors.groupingBy(KitView.Text::text, Collectors.counting()));
            int sides = KitScenarios.scenario(file).sides().size();
            // a brigade's own list of units may read like another's ("hidden until they are seen"): it is the card's, not a rule
            List<String> units = content.deck().get().cards().stream().flatMap(c -> c.lines().stream()).filter(f -> f.label().equals("Units"))
                    .map(f -> f.value().replace('\u00a0', ' ')).toList();
            lines.forEach((line, n) -> assertTrue(n <= sides || units.stream().anyMatch(u -> u.contains(line.replace('\u00a0', ' '))),
                    file + ": '" + line + "' printed " + n + " times on the deck"));
            assertTrue(texts.stream().noneMatch(t -> t.text().contains("Activation card")), file + ": 'Activation card' on a card");
        });
    }
}

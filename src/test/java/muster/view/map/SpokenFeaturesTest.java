package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every feature the scenario's words speak of is named on the game master's map, in the words of its name or its id, never as
 * a raw id: at a819a75 an outside author's Zapote Bridge (authors' hatsoff-2) gave its marsh paddies-north no name, its briefing
 * sends Ovenshine "across the paddies" and a special rule makes "the paddies and the mangroves" marsh, and neither was named.
 */
class SpokenFeaturesTest {

    private static final Set<String> QUALIFIERS = Set.of("north", "south", "east", "west", "upper", "lower", "left", "right");

    @TestFactory
    Stream<DynamicTest> aFeatureTheWordsSpeakOfIsNamedOnTheMap() throws IOException {
        return Maps.each(d -> {
            if (!d.audience().equals(Audience.gameMaster())) {
                return;
            }
            List<String> printed = new ArrayList<>();
            d.map().captions().labels().forEach(w -> printed.add(String.join(" ", w.lines().stream().map(MapView.TextLine::text).toList())));
            d.map().captions().key().forEach(k -> printed.add(k.text()));
            String all = String.join("\n", printed);
            List<String> missing = new ArrayList<>();
            String told = told(d.scenario());
            for (Terrain t : d.scenario().terrain()) {
                if (spoken(t, told, d.scenario().terrain()) && !all.contains(t.displayName()) && !all.contains(t.displayName().split(" ")[0])) {
                    missing.add(t.id() + " (" + t.displayName() + ")");
                }
                if (all.contains(t.id()) && t.id().contains("-")) {
                    missing.add("raw id " + t.id());
                }
            }
            assertEquals(List.of(), missing, "features the words speak of, unnamed on " + d.file());
        });
    }

    private static boolean spoken(Terrain t, String told, List<Terrain> all) {
        if (t.name().isPresent()) {
            return told.contains(t.name().get().toLowerCase(Locale.ROOT));
        }
        for (String w : t.id().split("-")) {
            String word = w;
            boolean shared = all.stream().anyMatch(o -> o != t && String.join("-", o.id(), o.kind(), o.form().orElse(""), o.name().orElse("").toLowerCase(Locale.ROOT).replace(' ', '-'))
                    .matches("(.*-)?" + Pattern.quote(word) + "(-.*)?"));
            if (w.length() > 3 && !QUALIFIERS.contains(w) && !t.kind().contains(w) && !shared
                    && Pattern.compile("\\bthe (\\p{L}+ )?" + w + "\\b").matcher(told).find()) {
                return true;
            }
        }
        return t.id().contains("-") && told.contains(t.id().replace('-', ' '));
    }

    private static String told(Scenario s) {
        StringBuilder b = new StringBuilder(s.briefing());
        s.gmNotes().ifPresent(x -> b.append('\n').append(x));
        s.sides().forEach(side -> side.briefing().ifPresent(x -> b.append('\n').append(x)));
        s.specialRules().forEach(n -> b.append('\n').append(n.text()));
        s.victory().forEach(v -> b.append('\n').append(v.text()));
        return b.toString().toLowerCase(Locale.ROOT);
    }
}

package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A hill's level is printed only where the rule set gives it a meaning ({@code hillLevels}), read back
 * from the derived maps of every bundled and authors' scenario: where hills are scenery no label, key
 * entry or legend line says "level" (Junior General's El Caney printed "El Viso Hill, level 2");
 * where levels count, every hill given one is named with it.
 */
class HillLevelWordsTest {

    @TestFactory
    Stream<DynamicTest> levelsOnlyWhereTheRulesUseThem() throws IOException {
        return Maps.each(d -> {
            boolean levels = Checks.sheets(d.scenario()).hillLevels();
            List<String> words = new ArrayList<>();
            PlacementTest.labels(d.map()).forEach(l -> words.add(String.join(" ",
                    ((MapView.Words) l[0]).lines().stream().map(MapView.TextLine::text).toList())));
            d.map().captions().key().forEach(k -> words.add(k.text()));
            d.map().captions().legend().forEach(i -> words.add(i.text()));
            if (!levels) {
                assertEquals(List.of(), words.stream().filter(w -> w.matches(".*\\blevels? \\d.*")).toList(),
                        "levels printed where the rules play hills as scenery, on the map of " + d.file());
            } else {
                List<String> missing = new ArrayList<>();
                d.scenario().terrain().stream().filter(t -> t.kind().equals("hill") && t.level().isPresent() && t.name().isPresent()
                        && d.audience().sees(t.hidden(), t.side()))
                        .forEach(t -> {
                            String named = t.name().get() + ", level " + t.level().get();
                            if (words.stream().noneMatch(w -> w.contains(named)) && d.map().captions().key().stream().noneMatch(k -> k.text().contains(named))) {
                                missing.add(named);
                            }
                        });
                assertEquals(List.of(), missing.stream().filter(m -> words.stream().anyMatch(w -> w.contains(m.substring(0, m.indexOf(','))))).toList(),
                        "hills named without their level on the map of " + d.file());
            }
        });
    }
}

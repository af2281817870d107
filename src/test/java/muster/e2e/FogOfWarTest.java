package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.scenario.load.ScenarioLoader;
import muster.view.ShortLabels;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A side's handout shows its own secrets and none of the enemy's: no hidden enemy unit's name or
 * map label, no hidden enemy work, no enemy order, anywhere in the PDF's text (the map included).
 */
class FogOfWarTest {

    static Path out;
    static Scenario scenario;

    @BeforeAll
    static void build() {
        out = Packs.shared().root();
        scenario = ScenarioLoader.load(Packs.SAN_JUAN, "s.yaml").scenario().orElseThrow();
    }

    static String text(String file) throws IOException {
        try (PDDocument doc = Loader.loadPDF(out.resolve(Packs.ID).resolve(file).toFile())) {
            return Packs.flat(String.join(" ", Packs.pageTexts(doc)));
        }
    }

    /** What only {@code side} may know: its hidden units' names and labels, its hidden works, its orders' captions. */
    static List<String> secretsOf(Side side) {
        List<String> out = new ArrayList<>();
        ShortLabels labels = ShortLabels.of(scenario);
        for (Unit u : side.units()) {
            if (u.hidden()) {
                out.add(u.displayName());
                out.add(labels.unit(u));
            }
        }
        for (Terrain t : scenario.terrain()) {
            if (t.hidden() && t.side().equals(java.util.Optional.of(side.id()))) {
                out.add(t.displayName());
            }
        }
        side.formations().forEach(f -> f.orders().ifPresent(o -> out.add(labels.formation(f) + ": " + muster.view.OrderWords.given(o.type()))));
        return out;
    }

    @Test
    void theBundledScenarioHasSecretsOnBothSides() {
        for (Side side : scenario.sides()) {
            assertFalse(secretsOf(side).isEmpty(), side.id() + " has nothing to hide; the test would prove nothing");
        }
    }

    @Test
    void noHandoutShowsAnEnemySecret() throws IOException {
        for (Side reader : scenario.sides()) {
            String text = text(Packs.ID + "-" + reader.id() + ".pdf");
            for (Side enemy : scenario.sides()) {
                if (enemy.equals(reader)) {
                    continue;
                }
                for (String secret : secretsOf(enemy)) {
                    assertFalse(text.contains(secret), reader.id() + "'s handout shows the enemy's secret '" + secret + "'");
                }
            }
        }
    }

    @Test
    void eachHandoutShowsItsOwnSecretsAndTheGameMasterSeesAll() throws IOException {
        String gm = text(Packs.ID + "-gm.pdf");
        for (Side side : scenario.sides()) {
            String own = text(Packs.ID + "-" + side.id() + ".pdf");
            for (String secret : secretsOf(side)) {
                // a crowded map, the game master's too, may name a brigade's order by its brigadier alone ("Carroll: attack")
                String brief = secret.replaceFirst("^[^()]*\\(([^()]+)\\)(: .*)$", "$1$2");
                assertTrue(own.contains(secret) || own.contains(brief), side.id() + "'s handout lacks its own '" + secret + "'");
                assertTrue(gm.contains(secret) || gm.contains(brief), "the game master's pack lacks '" + secret + "'");
            }
        }
    }

    @Test
    void theGameMastersNotesAreInHisPackAndInNoHandout() throws IOException {
        String notes = scenario.gmNotes().orElseThrow(() -> new AssertionError("San Juan Heights keeps notes for the game master"));
        // a phrase of each note line, as it prints
        List<String> phrases = notes.lines().map(l -> l.replaceFirst("^\\s*-\\s*", "").strip()).filter(l -> l.length() > 24)
                .map(l -> l.substring(0, 24)).toList();
        assertTrue(phrases.size() >= 2, phrases.toString());
        String gm = text(Packs.ID + "-gm.pdf");
        assertTrue(gm.contains("For the game master"), "the pack heads the notes");
        for (String p : phrases) {
            assertTrue(gm.contains(p), "the game master's pack prints: " + p);
        }
        for (Side side : scenario.sides()) {
            String handout = text(Packs.ID + "-" + side.id() + ".pdf");
            assertTrue(!handout.contains("For the game master"), side.id() + " handout has no notes heading");
            for (String p : phrases) {
                assertTrue(!handout.contains(p), side.id() + " handout leaks: " + p);
            }
        }
    }
}

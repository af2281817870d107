package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import muster.rules.Checked;
import muster.scenario.Side;
import muster.view.kit.KitScenarios;
import org.junit.jupiter.api.Test;

/**
 * The players' record sheets (order sheets, losses turn by turn, prisoners) print in their side's handout, which they write
 * on; the game master's pack points to them instead of printing them a second time (El Caney's ran nine pages of empty order
 * forms). A booklet, which has no handouts, keeps them for copying.
 */
class RecordSheetsTest {

    @Test
    void recordSheetsPrintInTheHandoutsAndTheGameMastersPackPointsToThem() {
        for (String id : List.of("el-caney", "las-guasimas", "san-juan-heights", "teddys-wild-ride", "torreon-1914")) {
            Checked<? extends RuleSetModule> c = KitScenarios.checked(Path.of("scenarios/" + id + ".yaml"));
            Documents d = Views.documents(c, Paper.LETTER);
            int kept = 0;
            for (Side side : c.scenario().sides()) {
                kept += d.handout(side.id()).forces().rosters().stream().mapToInt(r -> r.sheets().size()).sum();
            }
            // saw-quickplay keeps no sheet beside its roster
            assertEquals(!id.equals("san-juan-heights"), kept > 0, id + ": the handouts' record sheets");
            for (Roster r : d.gameMaster().forces().rosters()) {
                assertEquals(List.of(), r.sheets(), id + ": " + r.side() + "'s record sheets in the game master's pack");
                boolean points = r.notes().stream().anyMatch(n -> n.contains("in its handout"))
                        || d.gameMaster().forces().rosterNotes().stream().anyMatch(n -> n.contains("in its handout"));
                assertEquals(kept > 0, points, id + ": " + r.side() + " points to its handout");
            }
            assertEquals(kept, d.chapter().forces().rosters().stream().mapToInt(r -> r.sheets().size()).sum(), id + ": the booklet's chapter");
            // what every side's roster says is said once, before them (El Caney printed the same five notes three times)
            List<Roster> gm = d.gameMaster().forces().rosters();
            List<String> shared = d.gameMaster().forces().rosterNotes();
            assertEquals(gm.size() > 1 && !shared.isEmpty(), !shared.isEmpty(), id);
            for (String n : gm.get(0).notes()) {
                assertTrue(gm.size() == 1 || gm.stream().anyMatch(r -> !r.notes().contains(n)), id + ": on every roster: " + n);
            }
            assertEquals(List.of(), d.chapter().forces().rosterNotes(), id + ": a booklet's chapter keeps each roster whole");
            // the rosters and the cards list every unit: at 4b2ddaa the game master's pack printed the orders of battle first too
            assertEquals(List.of(), d.gameMaster().forces().orders(), id + ": orders of battle in the game master's pack");
            assertEquals(c.scenario().sides().size(), d.chapter().forces().orders().size(), id + ": a booklet's chapter");
        }
    }
}

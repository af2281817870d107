package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.rulefile.Play;
import muster.view.Card;
import muster.view.Chart.Block;
import muster.view.Chart.Bullets;
import muster.view.Chart.Section;
import muster.view.Chart.Table;
import muster.view.Forces;
import muster.view.Words;

/**
 * The obstacles of a rule-set file's {@code profiles.crossings} that stand on this table, as the sheets print them: the steps on
 * a crossing nation's unit cards, a rule card each, a section of the aid, and a record of when each obstacle is reached.
 */
record Crossings(Scenario scenario, FileFacts facts) {

    /** The crossings whose ground is on the table, in the file's order. */
    List<Play.Crossing> onTable() {
        return facts.file().profiles().play().crossings().stream().filter(c -> scenario.hasKind(c.kind())).toList();
    }

    /** Whether figures of the nation get through this obstacle in steps (every nation, when the crossing lists none). */
    static boolean crosses(Play.Crossing c, String nation) {
        return c.nations().isEmpty() || c.nations().contains(nation);
    }

    /** The ground's name: "Barbed wire". */
    static String name(Play.Crossing c) {
        return Words.capitalized(Words.plain(c.kind()));
    }

    /**
     * On a unit's card, each obstacle its nation crosses, by the last word of its name, and its steps in words short enough for
     * the card's large type: "Wire: stop, then cut, then pass" (a reviewer could not read "stop · cut · pass").
     */
    List<Card.Fact> unitFacts(String nation) {
        return onTable().stream().filter(c -> crosses(c, nation) && !c.steps().isEmpty())
                .map(c -> new Card.Fact(Words.capitalized(c.kind().substring(c.kind().lastIndexOf('-') + 1)),
                        String.join(", then ", c.steps().stream().map(Play.Step::step).toList())))
                .toList();
    }

    /** When a step comes, counted from the turn the obstacle is reached. */
    static String when(int turn) {
        return switch (turn) {
            case 0 -> "on reaching it";
            case 1 -> "next turn";
            case 2 -> "the turn after";
            default -> turn + " turns on";
        };
    }

    /** What each figure working at the obstacle opens: "Each figure at it opens a gap 2" wide in front of it." */
    private Optional<String> gap(Play.Crossing c) {
        return c.gap().map(g -> "Each " + facts.one() + " at it opens a gap " + facts.inches(g) + " wide in front of it.");
    }

    /** A rule card per obstacle, in the colours of the first side of a nation that crosses it. */
    List<Card> cards() {
        List<Card> out = new ArrayList<>();
        for (Play.Crossing c : onTable()) {
            Optional<Forces.SideOf> side = Forces.sides(scenario).stream().filter(s -> crosses(c, s.side().nation())).findFirst();
            if (side.isEmpty() || c.steps().isEmpty()) {
                continue;
            }
            List<Card.Fact> steps = c.steps().stream().map(s -> new Card.Fact(Words.capitalized(s.step()), when(s.turn()) + ": " + s.does()))
                    .toList();
            out.add(new Card(name(c), "Getting through", side.get().side().name(), side.get().sideClass(), "Rules for moving", steps,
                    gap(c).stream().toList(), List.of(), false));
        }
        return out;
    }

    /** An aid section per obstacle: its steps turn by turn, and the gap each figure opens. */
    List<Section> aid() {
        List<Section> out = new ArrayList<>();
        for (Play.Crossing c : onTable()) {
            List<List<String>> rows = c.steps().stream().map(s -> List.of(Words.capitalized(when(s.turn())), s.does())).toList();
            List<Block> blocks = new ArrayList<>(List.of(new Table(List.of("Turn", "At the " + Words.plain(c.kind())), rows, "")));
            List<String> lines = new ArrayList<>(gap(c).stream().toList());
            if (!c.nations().isEmpty()) {
                lines.add(0, "For " + Words.list(c.nations().stream().map(n -> facts.hasPeople(n) ? facts.people(n)
                        : facts.nationName(n) + " figures").toList()) + ".");
            }
            blocks.add(new Bullets(lines));
            out.add(new Section(name(c), blocks));
        }
        return out;
    }

    /** A side's record of each obstacle it crosses: a row per obstacle on the table, a column for the turn of each step. */
    List<Table> records(Side side) {
        List<Table> out = new ArrayList<>();
        for (Play.Crossing c : onTable()) {
            if (!crosses(c, side.nation()) || c.steps().isEmpty()) {
                continue;
            }
            List<String> header = new ArrayList<>(List.of(name(c)));
            c.steps().forEach(s -> header.add(Words.capitalized(s.step()) + " on turn"));
            List<List<String>> rows = new ArrayList<>();
            for (Terrain t : scenario.terrain()) {
                if (t.kind().equals(c.kind())) {
                    List<String> row = new ArrayList<>(List.of(t.displayName()));
                    c.steps().forEach(s -> row.add(""));
                    rows.add(row);
                }
            }
            out.add(new Table(header, rows, "Note the turn each step is taken at each " + Words.plain(c.kind()) + "."));
        }
        return out;
    }
}

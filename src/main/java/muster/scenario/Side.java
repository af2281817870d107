package muster.scenario;

import java.util.List;
import java.util.Optional;

/**
 * One army: its nation, headquarters, deployment zone and formations, and its own briefing
 * (Markdown, printed on its handout and in the game master's pack, never on the enemy's).
 */
public record Side(
        String id,
        String name,
        String nation,
        Optional<String> briefing,
        Optional<Hq> hq,
        Optional<Zone> deploy,
        List<Formation> formations,
        Spans spans) {

    public Side {
        formations = List.copyOf(formations);
    }

    public List<Unit> units() {
        return formations.stream().flatMap(f -> f.units().stream()).toList();
    }
}

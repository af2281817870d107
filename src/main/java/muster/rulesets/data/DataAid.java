package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.rulefile.RuleSetFile;
import muster.view.Chart.Section;
import muster.view.PlayerAid;

/**
 * The player aid of a rule-set file: the sequence of play boxed at its head, then moving, the ground on the table, shooting and
 * morale for the types and weapons the scenario fields, and the file's charts, laid out in two columns a side.
 */
record DataAid(Scenario scenario, FileFacts facts, UnitWords<String, String> words) {

    PlayerAid aid() {
        AidSections s = new AidSections(scenario, facts, words);
        List<Section> all = new ArrayList<>();
        s.moving().ifPresent(all::add);
        s.ground().ifPresent(all::add);
        s.shooting().ifPresent(all::add);
        s.melee().ifPresent(all::add);
        s.pins().ifPresent(all::add);
        all.addAll(new Crossings(scenario, facts).aid());
        all.addAll(new OffTableFire(scenario, facts).aid());
        s.morale().ifPresent(all::add);
        all.addAll(s.charts());
        List<List<Section>> columns = Columns.split(all, 4);
        return PlayerAid.of(facts.file().title(), subtitle(), "Every turn, in this order",
                facts.file().sequence().stream().map(this::phase).toList(), columns.subList(0, 2), columns.subList(2, 4));
    }

    /** What the figures are and how distances are read: the scale's meaning, and "distances in inches" unless it says so. */
    String subtitle() {
        String meaning = facts.scaleMeaning();
        return meaning.toLowerCase(Locale.ROOT).contains("distance") ? meaning : meaning + "; distances in inches";
    }

    /** A phase as the boxed sequence prints it: "Fire: both sides fire"; whose it is when one nation's and its name does not say. */
    String phase(RuleSetFile.Phase p) {
        String who = "";
        if (!p.side().equals("both")) {
            String name = facts.nationName(p.side());
            String lower = p.name().toLowerCase(Locale.ROOT);
            boolean said = lower.contains(p.side().toLowerCase(Locale.ROOT))
                    || lower.contains(name.toLowerCase(Locale.ROOT).substring(0, Math.min(3, name.length())));
            who = said ? "" : " (" + name + ")";
        }
        return p.name() + who + ": " + p.does();
    }
}

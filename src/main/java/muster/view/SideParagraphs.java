package muster.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import muster.scenario.Scenario;
import muster.scenario.Side;

/**
 * The shared briefing as one reader sees it. Authors often give each side its task in the shared briefing, a line that
 * opens with the side's name in bold ("**Spaniards:** keep the well."); such a part, up to a blank line or the next
 * such line, belongs to that side and is left out of the enemy's handout. So does a section under a heading that names
 * one side ("### The Spanish player"), up to the next heading as high or higher. A bold lead or a heading that names no
 * side, or names more than one, is the briefing's own text.
 */
public final class SideParagraphs {

    private static final Pattern LEAD = Pattern.compile("^\\s*\\*\\*([^*\\n]{1,60}?)\\s*([:.])?\\*\\*\\s*([:.])?");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,6})\\s+(.{1,60}?)\\s*#*\\s*$");
    /** Words a heading may put round a side's name: "The US player", "Spanish orders". */
    private static final Pattern AROUND = Pattern.compile("^(?:the|for the)\\s+|\\s+(?:players?|side|orders|plans?|briefing)$");

    /** The words a briefing uses for the armies of each nation of the format's vocabulary. */
    private static final Map<String, List<String>> NATION_WORDS = Map.of(
            "us", List.of("us", "usa", "u.s.", "american", "americans", "united states", "the americans", "yankees"),
            "spain", List.of("spain", "spanish", "spaniard", "spaniards", "the spanish", "the spaniards"),
            "cuba", List.of("cuba", "cuban", "cubans", "insurrectos", "mambises"),
            "philippines", List.of("philippines", "filipino", "filipinos", "the filipinos"),
            "federal", List.of("federal", "federals", "federales", "the federals", "the federales", "federal army"),
            "carrancista", List.of("carrancista", "carrancistas", "constitutionalists", "the carrancistas"),
            "villista", List.of("villista", "villistas", "the villistas", "división del norte", "division del norte"),
            "zapatista", List.of("zapatista", "zapatistas", "the zapatistas"));

    private SideParagraphs() {
    }

    /** The briefing with every part that belongs to a side this reader may not see left out. */
    public static String visible(Scenario scenario, Predicate<String> seesPlansOf) {
        String text = scenario.briefing();
        List<String> out = new ArrayList<>();
        boolean keep = true;
        // the level of the heading whose section belongs to a side (0: none), and whether this reader sees that side's plans
        int section = 0;
        boolean keepSection = true;
        for (String line : text.split("\n", -1)) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                int level = heading.group(1).length();
                if (section > 0 && level <= section) {
                    section = 0;
                    keepSection = true;
                }
                Optional<Side> owner = named(scenario, AROUND.matcher(heading.group(2).toLowerCase(Locale.ROOT)).replaceAll(""));
                if (owner.isPresent()) {
                    section = level;
                    keepSection = seesPlansOf.test(owner.get().id());
                }
                keep = true;
            } else if (line.isBlank()) {
                keep = true;
            } else {
                Optional<Side> owner = owner(scenario, line);
                if (owner.isPresent()) {
                    keep = seesPlansOf.test(owner.get().id());
                }
            }
            if (keep && keepSection) {
                out.add(line);
            }
        }
        return String.join("\n", out).replaceAll("\n{3,}", "\n\n");
    }

    /** The side a briefing line is addressed to, when it opens with that side's name, id or nation in bold and a colon. */
    static Optional<Side> owner(Scenario scenario, String line) {
        Matcher m = LEAD.matcher(line);
        if (!m.find() || (m.group(2) == null && m.group(3) == null)) {
            return Optional.empty();
        }
        return named(scenario, m.group(1).trim().toLowerCase(Locale.ROOT));
    }

    /** The one side {@code label} (lower case) names, if it names exactly one. */
    private static Optional<Side> named(Scenario scenario, String label) {
        List<Side> named = scenario.sides().stream().filter(s -> names(s, label.trim())).toList();
        return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
    }

    private static boolean names(Side side, String label) {
        return label.equals(side.id().toLowerCase(Locale.ROOT)) || label.equals(side.name().toLowerCase(Locale.ROOT))
                || NATION_WORDS.getOrDefault(side.nation(), List.of()).contains(label);
    }
}

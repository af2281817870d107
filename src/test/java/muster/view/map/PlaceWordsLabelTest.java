package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import muster.scenario.Unit;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A unit's label made from its name (no {@code short:}) is not made of the words of a place: at 31be840 an author's El Caney
 * (authors' junior-general-4) labelled "Guerrilla pickets below El Viso" "El Viso", which a player reads as the fort El Viso, and
 * "Teniente commanding El Viso" "Viso". The words of a place are those after "below", "near", "commanding" and the like, a proper
 * name after "at", "in" or "on", and a feature's name; a one-letter mark that tells two labels apart is not a label of a place.
 */
class PlaceWordsLabelTest {

    private static final Set<String> WHERE = Set.of("below", "near", "before", "above", "behind", "beyond", "commanding", "holding");

    @TestFactory
    Stream<DynamicTest> aUnitIsNotLabelledByThePlaceItStands() throws IOException {
        return Maps.each(d -> {
            Set<String> features = d.scenario().terrain().stream().map(t -> String.join(" ", words(t.displayName())))
                    .collect(Collectors.toSet());
            List<String> wrong = new ArrayList<>();
            for (MapView.UnitMark m : d.map().pieces().units()) {
                if (m.caption() == null || !m.caption().names().startsWith("label:")) {
                    continue;
                }
                String id = m.caption().names().substring("label:".length());
                Unit u = d.scenario().sides().stream().flatMap(s -> s.units().stream()).filter(x -> x.id().equals(id)).findFirst().orElseThrow();
                // a unit whose name is a feature's whole name ("Malate battery" in the emplacement of that name) is that feature's own
                if (u.shortLabel().isPresent() || features.contains(String.join(" ", words(u.displayName().replaceAll("\\(.*", ""))))) {
                    continue;
                }
                String label = String.join(" ", m.caption().lines().stream().map(MapView.TextLine::text).toList());
                Set<String> place = placeWords(u.displayName(), features);
                List<String> own = words(label).stream().filter(w -> w.length() > 1 && !w.matches("\\d+")).toList();
                if (!own.isEmpty() && place.containsAll(own)) {
                    wrong.add(u.displayName() + " -> " + label);
                }
            }
            assertEquals(List.of(), wrong, "units labelled by a place on " + d.file() + " for " + d.audience());
        });
    }

    /** The words of a unit's name that tell where it stands. */
    private static Set<String> placeWords(String name, Set<String> features) {
        List<String> all = List.of(name.replaceAll("[(),;:]", " ").strip().split("\\s+"));
        List<String> lower = words(name);
        Set<String> out = new java.util.HashSet<>();
        boolean after = false;
        for (int i = 0; i < all.size(); i++) {
            String w = all.get(i).toLowerCase(Locale.ROOT);
            boolean proper = i + 1 < all.size() && Character.isUpperCase(all.get(i + 1).charAt(0));
            after |= WHERE.contains(w) || Set.of("at", "in", "on").contains(w) && proper;
            if (after) {
                out.add(w);
            }
        }
        // a feature's whole name among the words of the unit's ("El Viso company" beside the fort El Viso)
        for (int i = 0; i < lower.size(); i++) {
            for (int j = i + 1; j <= lower.size(); j++) {
                if (features.contains(String.join(" ", lower.subList(i, j)))) {
                    out.addAll(lower.subList(i, j));
                }
            }
        }
        return out;
    }

    private static List<String> words(String s) {
        return List.of(s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\d ]", " ").strip().split("\\s+"));
    }
}

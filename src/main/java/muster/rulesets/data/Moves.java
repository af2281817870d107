package muster.rulesets.data;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.scenario.rulefile.Profiles;
import muster.scenario.rulefile.RuleWords;
import muster.view.Words;

/** A type's moves by ground as the sheets print them, at the figure scale: "6"; 3" in woods and rough; not into marsh". */
record Moves(FileFacts facts) {

    /** One move and the grounds it holds on ({@code grounds} empty: every ground not named). */
    record Step(double inches, List<String> grounds) {
    }

    /** The move on every other ground first, then each other move from the longest down, its grounds in the file's order. */
    List<Step> steps(Map<String, Double> move) {
        List<Step> out = new ArrayList<>();
        Double any = move.get(Profiles.ANY_GROUND);
        if (any != null) {
            out.add(new Step(any, List.of()));
        }
        Map<Double, List<String>> by = new LinkedHashMap<>();
        for (RuleWords.Ground g : facts.file().vocabulary().terrain()) {
            Double inches = move.get(g.word());
            if (inches != null && !inches.equals(any)) {
                by.computeIfAbsent(inches, k -> new ArrayList<>()).add(Words.plain(g.word()));
            }
        }
        by.entrySet().stream().sorted(Map.Entry.<Double, List<String>>comparingByKey().reversed())
                .forEach(e -> out.add(new Step(e.getKey(), e.getValue())));
        return out;
    }

    /** The type's moves in words, or empty when its profile gives none. */
    Optional<String> of(String type) {
        return facts.type(type).filter(p -> !p.move().isEmpty()).map(p -> words(steps(p.move())));
    }

    String words(List<Step> steps) {
        List<String> parts = new ArrayList<>();
        for (Step s : steps) {
            if (s.inches() <= 0) {
                parts.add("not into " + Words.list(s.grounds()));
            } else if (s.grounds().isEmpty()) {
                parts.add(facts.inches(s.inches()));
            } else {
                parts.add(facts.inches(s.inches()) + " in " + Words.list(s.grounds()));
            }
        }
        return String.join("; ", parts);
    }

    /** The longest move of the type, table inches at the scale (0 without one). */
    double longest(String type) {
        return facts.type(type).map(p -> p.move().values().stream().mapToDouble(Double::doubleValue).max().orElse(0)).orElse(0.0)
                * facts.factor();
    }
}

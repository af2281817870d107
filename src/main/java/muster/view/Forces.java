package muster.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.kit.KitParts;

/** The order of battle walked in file order: every side with its colour class, every unit with its side and formation. */
public final class Forces {

    /**
     * A side and the class its sheets are coloured by ("side-a" for the first side of the file), with the scenario's short labels,
     * so a unit's card and its counter carry the same one. The labels and the special rules naming units are made when a caller
     * first walks the units: most callers want a side's colour alone, and a build asks for the sides some 70 times.
     */
    public record SideOf(Side side, String sideClass, Supplier<ShortLabels> labels, Supplier<RulesNamingUnits> rules) {

        /**
         * The card of the side's headquarters, labelled as its counter is; none where the side has no HQ or one of its units is
         * its general in person (that unit's card stands for him).
         */
        public Optional<Card> hqCard(String under, String kind, List<Card.Fact> facts) {
            return side.hq().filter(hq -> hqFigure(side).isEmpty()).map(hq -> new Card(hq.name(), KitParts.commander(hq.name()), under,
                    side.name(), sideClass, kind, facts, List.of(), List.of(), false));
        }
    }

    /** A unit with the side and formation it serves in, and its short label (as its counter has it). */
    public record UnitOf(Side side, String sideClass, Formation formation, Unit unit, String label, List<String> rules) {

        /**
         * The unit's card: its name, its formation beneath, its side's colours, hidden when the unit is; after the rule set's
         * notes, the scenario's special rules that name the unit.
         */
        public Card card(String kind, List<Card.Fact> facts, List<String> notes, List<Card.Track> tracks) {
            List<String> all = new ArrayList<>(notes);
            all.addAll(rules);
            return new Card(unit.displayName(), label, formation.displayName(), side.name(), sideClass, kind, facts, all, tracks, unit.hidden());
        }
    }

    private Forces() {
    }

    public static List<SideOf> sides(Scenario scenario) {
        List<SideOf> out = new ArrayList<>();
        Supplier<ShortLabels> labels = new Once<>(() -> ShortLabels.of(scenario));
        Supplier<RulesNamingUnits> rules = new Once<>(() -> RulesNamingUnits.of(scenario));
        for (int i = 0; i < scenario.sides().size(); i++) {
            out.add(new SideOf(scenario.sides().get(i), Labels.sideClass(i), labels, rules));
        }
        return out;
    }

    /** The colour class of the side with this id; the first side's when none has it. */
    public static String sideClass(Scenario scenario, String sideId) {
        return sides(scenario).stream().filter(s -> s.side().id().equals(sideId)).map(SideOf::sideClass).findFirst()
                .orElse(Labels.sideClass(0));
    }

    /** Every unit of one side, formation by formation. */
    public static List<UnitOf> units(SideOf side) {
        List<UnitOf> out = new ArrayList<>();
        for (Formation f : side.side().formations()) {
            for (Unit u : f.units()) {
                out.add(new UnitOf(side.side(), side.sideClass(), f, u, side.labels().get().unit(u), side.rules().get().of(u)));
            }
        }
        return out;
    }

    /** Every unit of every side. */
    public static List<UnitOf> units(Scenario scenario) {
        return sides(scenario).stream().flatMap(s -> units(s).stream()).toList();
    }

    /**
     * The unit that is the side's {@code hq:} in person, when the scenario gives both: a general (or an officer) whose name holds
     * the HQ's name ("General Francisco Villa" for the HQ "Francisco Villa"). Sheets then show the figure once, not twice.
     */
    public static Optional<Unit> hqFigure(Side side) {
        if (side.hq().isEmpty()) {
            return Optional.empty();
        }
        String hq = side.hq().get().name().toLowerCase(Locale.ROOT).trim();
        return side.units().stream()
                .filter(u -> u.type().equals("general") || u.hasTag("officer"))
                .filter(u -> !hq.isEmpty() && u.displayName().toLowerCase(Locale.ROOT).contains(hq))
                .findFirst();
    }
}

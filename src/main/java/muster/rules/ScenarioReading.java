package muster.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import muster.scenario.Geometry;
import muster.scenario.Note;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.scenario.Terrain;
import muster.scenario.Victory;
import muster.source.Span;

/**
 * What a scenario says without writing it out, read before the checks run: a {@code side:} that
 * names the nation of exactly one side means that side, and a work (wire, trench, blockhouse...)
 * that names no side belongs to the army whose deployment zone holds it, or that is ordered to
 * defend it or the ground it stands on, or whose troops alone stand by it. Every owner found this way is an {@link Inference}
 * the pack prints.
 */
public final class ScenarioReading {

    /** Terrain an army builds or holds, whose owner the rules care about. */
    public static final Set<String> WORKS = Set.of("barbed-wire", "trench", "earthworks", "blockhouse", "artillery-emplacement");
    /** Troops this close to a work, of one side only, are taken as the ones holding it (inches). */
    static final double DEFENDERS_WITHIN = 3.0;

    /** Something read from the scenario rather than written in it, in words for the game master. */
    public record Inference(String featureId, Span span, String text) {
    }

    /** The scenario with what it implies filled in, and what was filled in. */
    public record Read(Scenario scenario, List<Inference> inferences) {
    }

    private ScenarioReading() {
    }

    public static Read read(Scenario s) {
        List<Inference> inferences = new ArrayList<>();
        List<Terrain> terrain = new ArrayList<>();
        for (Terrain t : s.terrain()) {
            Terrain named = t.side().flatMap(ref -> sideId(s, ref)).map(t::withSide).orElse(t);
            if (named.side().isEmpty() && WORKS.contains(t.kind()) && hasPoints(t.shape())) {
                Optional<Owner> owner = owner(s, t);
                if (owner.isPresent()) {
                    named = t.withSide(owner.get().side().id());
                    inferences.add(new Inference(t.id(), t.spans().self(), t.displayName() + " (" + t.kind().replace('-', ' ') + "): a work of "
                            + owner.get().side().name() + ", " + owner.get().why() + "."));
                }
            }
            terrain.add(named);
        }
        List<Target> targets = s.targets().stream().map(t -> sideId(s, t.side()).map(t::withSide).orElse(t)).toList();
        List<Victory> victory = s.victory().stream().map(v -> sideId(s, v.side()).map(v::withSide).orElse(v)).toList();
        List<Note> special = s.specialRules().stream().map(n -> n.side().flatMap(ref -> sideId(s, ref)).map(n::withSide).orElse(n)).toList();
        return new Read(s.with(terrain, targets, victory, special), inferences);
    }

    /** The id of the side {@code ref} names: a side's id, or the nation of exactly one side. */
    public static Optional<String> sideId(Scenario s, String ref) {
        if (s.side(ref).isPresent()) {
            return Optional.of(ref);
        }
        List<Side> ofNation = s.sides().stream().filter(x -> x.nation().equals(ref)).toList();
        return ofNation.size() == 1 ? Optional.of(ofNation.get(0).id()) : Optional.empty();
    }

    private record Owner(Side side, String why) {
    }

    private static Optional<Owner> owner(Scenario s, Terrain t) {
        Point anchor = anchor(t.shape());
        List<Side> zone = s.sides().stream().filter(x -> x.deploy().isPresent() && x.deploy().get().outline().size() >= 3
                && Geometry.inside(anchor, x.deploy().get().outline())).toList();
        if (zone.size() == 1) {
            return Optional.of(new Owner(zone.get(0), "lying inside their deployment zone"));
        }
        List<Side> ordered = s.sides().stream().filter(x -> x.formations().stream().anyMatch(f -> f.orders()
                .filter(o -> o.type().equals("defend") && o.objective().filter(id -> defends(s, id, t, anchor)).isPresent())
                .isPresent())).toList();
        if (ordered.size() == 1) {
            return Optional.of(new Owner(ordered.get(0), "lying on the ground they are ordered to defend"));
        }
        List<Side> near = s.sides().stream().filter(x -> x.units().stream()
                .anyMatch(u -> u.at().filter(p -> Geometry.distanceTo(p, t.shape()) <= DEFENDERS_WITHIN).isPresent())).toList();
        if (near.size() == 1) {
            return Optional.of(new Owner(near.get(0), "with only their troops close by"));
        }
        return Optional.empty();
    }

    /** Whether defending the feature {@code objective} defends the work: it is the work, or an area holding it. */
    private static boolean defends(Scenario s, String objective, Terrain work, Point anchor) {
        if (objective.equals(work.id())) {
            return true;
        }
        return s.feature(objective).filter(f -> f.shape() instanceof Shape.Outline o && Geometry.inside(anchor, o.points())).isPresent();
    }

    /** A shape with a point to read from; an empty one is refused by the checks that follow. */
    private static boolean hasPoints(Shape shape) {
        return shape instanceof Shape.Spot || shape instanceof Shape.Path p && !p.points().isEmpty()
                || shape instanceof Shape.Outline o && !o.points().isEmpty();
    }

    private static Point anchor(Shape shape) {
        if (shape instanceof Shape.Spot spot) {
            return spot.at();
        }
        if (shape instanceof Shape.Path path) {
            return Geometry.midpoint(path.points());
        }
        return Geometry.centroid(((Shape.Outline) shape).points());
    }
}

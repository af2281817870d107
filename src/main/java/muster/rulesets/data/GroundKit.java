package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.scenario.rulefile.Play;
import muster.view.Words;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Circle;
import muster.view.kit.KitContent.Marker;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitContent.Track;

/**
 * What the kit holds for the works ({@code profiles.works}) and obstacles ({@code profiles.crossings}) on the table: a ring per
 * kind of work that reaches past its ground, laid on it to see who is in it; a marker per unit of a crossing nation for the gap
 * one of its figures opens; and a ruler of these short distances, at the figure scale.
 */
record GroundKit(Scenario scenario, FileFacts facts) {

    private Play play() {
        return facts.file().profiles().play();
    }

    private List<Play.Work> works() {
        return play().works().stream().filter(w -> w.within() > 0 && scenario.hasKind(w.kind())).toList();
    }

    private List<Play.Crossing> gaps() {
        return new Crossings(scenario, facts).onTable().stream().filter(c -> c.gap().isPresent()).toList();
    }

    /** One ring per kind of work, laid on each of its kind in turn: copies alike would only fill pages. */
    List<Template> rings() {
        List<Template> out = new ArrayList<>();
        for (Play.Work w : works()) {
            long many = scenario.terrain().stream().map(Terrain::kind).filter(w.kind()::equals).count();
            out.add(new Circle(Words.capitalized(Words.plain(w.kind())), facts.many() + " within " + facts.inches(w.within())
                    + " of it are in it" + (many > 1 ? "; lay it on each " + Words.plain(w.kind()) + " in turn" : ""),
                    w.within() * facts.factor(), List.of()));
        }
        return out;
    }

    /** A marker per unit of the crossing nations for each obstacle with a gap: "Wire gap", as wide as one figure opens. */
    List<Marker> markers() {
        List<Marker> out = new ArrayList<>();
        for (Play.Crossing c : gaps()) {
            int units = scenario.sides().stream().filter(s -> Crossings.crosses(c, s.nation())).mapToInt(s -> s.units().size()).sum();
            if (units > 0) {
                out.add(new Marker(c.marker().orElse(last(c.kind()) + " gap"), crossFrom(c).orElse("opened by one " + facts.one()), units, c.gap().orElseThrow() * facts.factor(),
                        DataSheets.DEFAULT_BASE / 2, "action"));
            }
        }
        return out;
    }

    /** A ruler of the short distances on this table: how near a work a figure is in it, and the gap one figure opens. */
    Optional<Ruler> ruler() {
        List<Track> tracks = new ArrayList<>();
        for (Play.Work w : works()) {
            tracks.add(new Track(Words.capitalized(Words.plain(w.kind())), List.of(new Band(0, w.within() * facts.factor(), "in it"))));
        }
        for (Play.Crossing c : new Crossings(scenario, facts).onTable()) {
            // where a figure is at it (its first step), then the gap one figure opens beyond
            double at = c.within().orElse(0.0) * facts.factor();
            List<Band> bands = new ArrayList<>();
            if (at > 0) {
                bands.add(new Band(0, at, "at it" + c.steps().stream().findFirst().map(s -> ", " + s.step()).orElse("")));
            }
            c.gap().ifPresent(g -> bands.add(new Band(at, at + g * facts.factor(), "one " + facts.one() + "'s gap")));
            if (!bands.isEmpty()) {
                tracks.add(new Track(last(c.kind()), bands));
            }
        }
        double longest = tracks.stream().mapToDouble(Track::reach).max().orElse(0);
        return longest <= 0 ? Optional.empty() : Optional.of(new Ruler("Short distances at " + facts.scale(), (int) Math.ceil(longest), tracks));
    }

    /**
     * When the gap a marker shows may be crossed, counted from the step that opens it: the marker goes down in the step before
     * the last, and the last is the one that goes through ("cross from next turn"); none with fewer than two steps.
     */
    static Optional<String> crossFrom(Play.Crossing c) {
        List<Play.Step> steps = c.steps();
        if (steps.size() < 2) {
            return Optional.empty();
        }
        int wait = steps.get(steps.size() - 1).turn() - steps.get(steps.size() - 2).turn();
        return Optional.of(wait <= 0 ? "cross at once" : wait == 1 ? "cross from next turn" : "cross " + wait + " turns later");
    }

    /** The last word of a kind, as its markers and ruler name it: "barbed-wire" is "Wire". */
    private static String last(String kind) {
        return Words.capitalized(kind.substring(kind.lastIndexOf('-') + 1));
    }
}

package muster.rulesets.data;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Profiles;
import muster.view.Card;
import muster.view.Num;
import muster.view.Words;
import muster.view.kit.KitContent;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Circle;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitContent.Marker;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Symbol;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitContent.Track;
import muster.view.kit.KitParts;
import muster.view.kit.KitParts.Piece;

/**
 * A rule-set file's paper-play kit: counters at its base sizes (an inch a figure where a type gives none), a marker for each
 * state its rolls leave a unit in (pinned, unless the counter is turned over to show it) and for a weapon's doubles, and
 * rulers of the fielded types' moves and the fielded weapons' range bands, at the figure scale (where every shot is in
 * range, a ruler's title says so).
 */
record DataKit(Scenario scenario, FileFacts facts, UnitWords<String, String> words) {

    /** The state a pin leaves, as a counter's back and a marker name it. */
    static final String PINNED = "Pinned";

    KitContent kit(List<Card> cards) {
        List<String> states = Effects.states(facts.file());
        Optional<String> back = states.stream().findFirst().map(Effects::participle);
        List<Counter> counters = new ArrayList<>(KitParts.counters(scenario, (side, u) -> List.of(piece(u, back))));
        // with no headquarters on the table (profiles.noHeadquarters), a commander is a name on the roster and has no counter
        if (!facts.file().profiles().play().noHeadquarters()) {
            counters.addAll(KitParts.hqs(scenario, DataSheets.DEFAULT_BASE, "HQ"));
        }
        List<Ruler> rulers = new ArrayList<>();
        moves().ifPresent(rulers::add);
        ranges().ifPresent(rulers::add);
        GroundKit ground = new GroundKit(scenario, facts);
        ground.ruler().ifPresent(rulers::add);
        inRange(rulers);
        List<Template> templates = new ArrayList<>(bursts());
        templates.addAll(new OffTableFire(scenario, facts).templates());
        templates.addAll(ground.rings());
        // with pinned's turnOver, a pin is shown by the counter's pinned back, not by a marker
        boolean turnOver = facts.file().profiles().play().pinned().filter(p -> p.turnOver()).isPresent();
        List<Marker> markers = new ArrayList<>(markers(states.stream().filter(s -> !(turnOver && Effects.participle(s).equals(PINNED))).toList()));
        markers.addAll(ground.markers());
        return new KitContent(counters, markers, rulers, templates, Optional.empty(), cards, DataSheets.style(facts),
                List.of("Counters at the base sizes of " + facts.file().title() + "; a type it gives no base size is "
                        + Num.inches(DataSheets.DEFAULT_BASE) + " a " + facts.one() + ". Rulers are at " + facts.scale() + " figures' distances."
                        + (turnOver && back.filter(PINNED::equals).isPresent() ? " Turn a pinned " + facts.one() + " over to its back." : "")));
    }


    private Piece piece(Unit u, Optional<String> back) {
        Symbol symbol = Symbol.of(u.type());
        String front = meleeTag(u);
        return facts.type(u.type()).flatMap(Profiles.TypeProfile::base)
                .map(b -> Piece.of(b.count(), b.size(), symbol, front, back))
                .orElseGet(() -> Piece.of(DataSheets.count(u), DataSheets.DEFAULT_BASE, symbol, front, back));
    }

    /** The first of the unit's tags that adds to its melee, with what it adds, for its counters' fronts: "officer +1". */
    private String meleeTag(Unit u) {
        return facts.file().profiles().tags().stream().filter(t -> t.meleeAdd() != 0 && u.hasTag(t.tag())).findFirst()
                .map(t -> Words.plain(t.tag()) + " " + (t.meleeAdd() > 0 ? "+" : "") + t.meleeAdd()).orElse("");
    }

    /** A marker per unit for each state the rolls leave one in, and per unit of a weapon whose doubles do something. */
    private List<Marker> markers(List<String> states) {
        List<Marker> out = new ArrayList<>();
        int units = KitParts.units(scenario, u -> true);
        double w = DataSheets.DEFAULT_BASE;
        for (String s : states) {
            out.add(new Marker(Effects.participle(s), "by fire", units, w, w / 2, "state"));
        }
        for (String weapon : inPlay()) {
            Optional<String> doubles = facts.weapon(weapon).flatMap(DataKit::doubles);
            int carriers = KitParts.units(scenario, u -> words.weapon(u).filter(weapon::equals).isPresent());
            doubles.ifPresent(d -> out.add(new Marker(state(d), facts.weaponName(weapon) + ": doubles", carriers, w, w / 2, "state")));
        }
        return out;
    }

    /** A burst circle for each fielded weapon whose shells burst, at its largest burst: one serves the table, as a shot's hits are rolled at once. */
    private List<Template> bursts() {
        List<Template> out = new ArrayList<>();
        for (String weapon : inPlay()) {
            facts.weapon(weapon).flatMap(p -> p.bands().stream().flatMap(b -> b.burst().stream()).max(Double::compare)).ifPresent(r ->
                    out.add(new Circle(facts.weaponName(weapon) + " burst", "every figure within " + facts.inches(r) + " of where it lands is hit",
                            r * facts.factor(), List.of())));
        }
        return out;
    }

    /**
     * A marker's word for what doubles do, the file's own words up to their condition: "runs dry if ammunition is short" is
     * "Runs dry", "out of ammunition for the game" "Out of ammunition".
     */
    static String state(String effect) {
        String words = effect.replaceAll(" \\([^)]*\\)$", "").split(" if | for | when |[,;:]", 2)[0].strip();
        return words.isEmpty() ? "Doubles" : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    /** What doubles do on a weapon's rolls, with their chance: "out of ammunition for the game (44%)". */
    private static Optional<String> doubles(Profiles.WeaponProfile p) {
        return p.bands().stream().flatMap(b -> b.fire().stream()).map(f -> Rolls.doubles(f.roll())).flatMap(Optional::stream)
                .findFirst().map(d -> d.substring(d.indexOf(':') + 1).strip());
    }

    private List<String> inPlay() {
        return InPlay.weapons(facts.file(), words);
    }

    /** A row per type whose moves a fielded unit takes: its moves from the shortest up, each band ending at one move. */
    private Optional<Ruler> moves() {
        Moves moves = new Moves(facts);
        // types that move alike share a row: one row for all when every fielded type does ("Every figure")
        Map<List<Band>, List<String>> alike = new LinkedHashMap<>();
        List<String> movers = InPlay.movers(scenario, facts.file());
        for (String type : movers) {
            Optional<Profiles.TypeProfile> p = facts.type(type);
            if (p.isEmpty() || p.get().move().isEmpty()) {
                continue;
            }
            List<Moves.Step> steps = new ArrayList<>(moves.steps(p.get().move()).stream().filter(s -> s.inches() > 0).toList());
            steps.sort((a, b) -> Double.compare(a.inches(), b.inches()));
            List<Band> bands = new ArrayList<>();
            double from = 0;
            for (Moves.Step s : steps) {
                double to = s.inches() * facts.factor();
                bands.add(new Band(from, to, s.grounds().isEmpty() ? (steps.size() == 1 ? "any ground" : "elsewhere")
                        : String.join(", ", s.grounds())));
                from = to;
            }
            alike.computeIfAbsent(bands, k -> new ArrayList<>()).add(facts.typeName(type));
        }
        int rowed = alike.values().stream().mapToInt(List::size).sum();
        List<Track> tracks = alike.entrySet().stream().map(e -> new Track(alike.size() == 1 && rowed == movers.size() && rowed > 1
                ? "Every " + facts.one() : Words.capitalized(Words.list(e.getValue())), e.getKey())).toList();
        return ruler("Moves at " + facts.scale(), tracks);
    }

    /** A row per fielded weapon: its range bands that end; a band with no end is not a ruler's. */
    private Optional<Ruler> ranges() {
        List<Track> tracks = new ArrayList<>();
        for (String w : inPlay()) {
            List<Band> bands = facts.weapon(w).map(p -> p.bands().stream().filter(b -> b.to().isPresent())
                    .map(b -> new Band(b.from() * facts.factor(), b.to().orElseThrow() * facts.factor(), b.name())).toList()).orElse(List.of());
            if (!bands.isEmpty()) {
                tracks.add(new Track(facts.weaponName(w), bands));
            }
        }
        return ruler("Range bands at " + facts.scale(), tracks);
    }

    /**
     * With every fielded weapon's bands running from 0 with no end, there is no ruler of ranges: the last ruler (the short
     * distances, else the moves) says why in its title, "(every shot is in range)".
     */
    private void inRange(List<Ruler> rulers) {
        List<Profiles.WeaponProfile> fielded = inPlay().stream().map(facts::weapon).flatMap(Optional::stream).toList();
        boolean everywhere = !fielded.isEmpty() && fielded.stream().allMatch(p -> !p.bands().isEmpty()
                && p.bands().stream().allMatch(Shooting::everywhere));
        if (everywhere && !rulers.isEmpty()) {
            Ruler last = rulers.remove(rulers.size() - 1);
            rulers.add(new Ruler(last.title() + " (every shot is in range)", last.start(), last.inches(), last.tracks(), last.extended(),
                    last.note()));
        }
    }

    private static Optional<Ruler> ruler(String title, List<Track> tracks) {
        double longest = tracks.stream().mapToDouble(Track::reach).max().orElse(0);
        return longest <= 0 ? Optional.empty() : Optional.of(new Ruler(title, (int) Math.ceil(longest), tracks));
    }
}

package muster.rulesets.mexicanrevolution;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.Arms;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Num;
import muster.view.kit.KitContent;
import muster.view.kit.KitContent.Arc;
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
 * mexican-revolution's paper-play kit. Fire and losses go figure by figure, so every figure has
 * its own counter at the rules' base size: infantry and gun crews prone on the back, cavalry
 * in the state they start in on the front (mounted unless tagged dismounted) and the other on the back; gun and machine-gun models, generals, and a
 * locomotive and cars for each train. Markers for burning building squares, planted bombs,
 * changed orders, units that lost figures and train speeds; a ruler with each weapon's two bands
 * and the general's order radius; the 3" impact circle and the machine gun's 90-degree arc.
 */
record MxrKit(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    static final String PRONE = "Prone";
    /**
     * Trains: the rules give no size, so each locomotive and car is a counter one figure base wide
     * and twice as long, room for its label and the unit riding it.
     */
    static final double TRAIN_LENGTH_IN_BASES = 2;

    static final double BASE = UnitType.BASE_INCHES;

    KitContent kit(List<Card> cards) {
        List<Counter> counters = new ArrayList<>(KitParts.counters(scenario, (side, u) -> pieces(u)));
        counters.addAll(KitParts.hqs(scenario, BASE, "General"));
        return new KitContent(counters, markers(), List.of(ruler()), templates(),
                Optional.empty(), cards, "", List.of("A counter for every figure on its " + Num.inches(BASE)
                        + " base. Infantry and gun crews show prone on the back; cavalry show the state they start in on the front and the other on the back; gun and machine-gun models, "
                        + "generals, locomotives and cars print alike on both sides. The rules give trains no size: the kit makes each "
                        + "locomotive and car " + Num.inches(BASE) + " by " + Num.inches(BASE * TRAIN_LENGTH_IN_BASES) + "."
                        + burning()));
    }

    /** Where the buildings have more squares than the largest, how to get more Burning markers. */
    private String burning() {
        int all = buildings().stream().mapToInt(Integer::intValue).sum();
        return all > largestBuilding() ? " Burning markers cover the largest building (" + largestBuilding()
                + " squares); reprint for more." : "";
    }

    private List<Piece> pieces(Unit u) {
        Optional<UnitType> type = words.type(u);
        Symbol symbol = Symbol.of(u.type());
        if (type.isEmpty()) {
            return List.of(Piece.of(Math.max(1, u.count().orElse(1)), BASE, symbol, "", Optional.empty()));
        }
        return switch (type.get()) {
            case TRAIN -> List.of(new Piece(1, BASE, BASE * TRAIN_LENGTH_IN_BASES, Symbol.TRAIN, "locomotive", Optional.empty()),
                    new Piece(Trains.cars(scenario, u), BASE, BASE * TRAIN_LENGTH_IN_BASES, Symbol.TRAIN, "car", Optional.empty()));
            case GENERAL -> List.of(Piece.of(1, BASE, Symbol.GENERAL, "general", Optional.empty()));
            case MACHINEGUN, FIELD_ARTILLERY, MOUNTAIN_ARTILLERY -> List.of(Piece.of(1, BASE, symbol, "model", Optional.empty()),
                    Piece.of(Units.figures(u), BASE, Symbol.CREW, "crew", Optional.of(PRONE)));
            case CAVALRY -> List.of(Piece.of(Units.figures(u), BASE, symbol, Arms.mounted(u) ? "mounted" : "dismounted",
                    Optional.of(Arms.mounted(u) ? "Dismounted" : "Mounted")));
            default -> List.of(Piece.of(Units.figures(u), BASE, symbol, "", Optional.of(PRONE)));
        };
    }

    private boolean fights(Unit u) {
        return words.type(u).map(UnitType::fights).orElse(false);
    }

    private List<Marker> markers() {
        double d = BASE / 2;
        List<Marker> out = new ArrayList<>();
        int fighting = KitParts.units(scenario, this::fights);
        out.add(new Marker("Lost figures", "test morale", fighting, BASE, d, "state"));
        out.add(new Marker("Orders changed", "", fighting, BASE, d, "command"));
        int bombs = KitParts.units(scenario, u -> u.hasTag(Units.EXPLOSIVES));
        if (bombs > 0) {
            out.add(new Marker("Charge planted", "on the track", bombs, BASE, d, "state"));
        }
        int trains = KitParts.units(scenario, u -> u.type().equals(UnitType.TRAIN.word()));
        for (int dice = Trains.STARTING_DICE; dice <= Trains.MOST_DICE && trains > 0; dice++) {
            out.add(new Marker("Speed " + dice + "D6", "train", trains, BASE, d, "action"));
        }
        int squares = largestBuilding();
        int buildings = buildings().size();
        if (squares > 0) {
            // only the square where a fire is started is closed (house reading "Burning squares"); the squares it spreads to may be entered
            out.add(new Marker("Fire started", "no entry", buildings, Buildings.SQUARE_INCHES, Buildings.SQUARE_INCHES, "fire"));
            out.add(new Marker("Burning", Buildings.BURN_KILLS + "-6 kills, leave", squares, Buildings.SQUARE_INCHES,
                    Buildings.SQUARE_INCHES, "fire"));
        }
        return out;
    }

    /** The 1" squares of each building on the map. */
    private List<Integer> buildings() {
        List<Integer> out = new ArrayList<>();
        for (Terrain t : scenario.terrain()) {
            if (t.kind().equals("building") && t.shape() instanceof Shape.Outline o) {
                out.add(Buildings.squares(o.points()));
            }
        }
        return out;
    }

    /** Burning markers enough for the largest building to burn whole (fire spreads square to square within a building). */
    private int largestBuilding() {
        return buildings().stream().mapToInt(Integer::intValue).max().orElse(0);
    }

    /** Each weapon's short and long band (guns one range), the general's order radius, and the bomb's reach. */
    private Ruler ruler() {
        List<Track> tracks = new ArrayList<>();
        int longest = Command.ORDER_RADIUS_INCHES;
        for (Weapon w : words.inPlay(List.of(Weapon.values()))) {
            longest = Math.max(longest, w.longRange());
            List<Band> bands = w.hasLongBand()
                    ? List.of(new Band(0, w.shortRange(), "short, kills " + Odds.faces(w.kill())),
                            new Band(w.shortRange(), w.longRange(), "long, one pip harder"))
                    : List.of(new Band(0, w.longRange(), "kills " + Odds.faces(w.kill()) + ", " + Weapon.BURST_INCHES + "\" burst"));
            tracks.add(new Track(w.label() + " " + w.ranges(), bands));
        }
        // a row's name and reach, as the weapons' rows, and a band of a few words
        tracks.add(new Track("General " + Command.ORDER_RADIUS_INCHES + "\"", List.of(new Band(0, Command.ORDER_RADIUS_INCHES,
                "changes orders"))));
        if (KitParts.units(scenario, u -> u.hasTag(Units.EXPLOSIVES)) > 0) {
            tracks.add(new Track("Charge " + Trains.DETONATE_WITHIN_INCHES + "\"", List.of(new Band(0, Trains.DETONATE_WITHIN_INCHES,
                    "its sapper fires it"))));
        }
        return new Ruler("Ranges and reach", longest, tracks);
    }

    /**
     * The 3" impact circle when the scenario has guns, and the 90-degree machine-gun arc, marked where
     * it folds, when it has machine guns: both come off as soon as the fire is worked out, so one of
     * each serves the table.
     */
    private List<Template> templates() {
        List<Template> out = new ArrayList<>();
        List<Weapon> inPlay = words.inPlay(List.of(Weapon.values()));
        if (inPlay.stream().anyMatch(Weapon::isGun)) {
            out.add(new Circle("Impact", "every figure within " + Weapon.BURST_INCHES + "\" rolls, friend or foe", Weapon.BURST_INCHES,
                    List.of()));
        }
        if (inPlay.stream().anyMatch(w -> w.fire() == Weapon.Fire.MACHINE_GUN)) {
            // a ray every 15°: the centre halves the arc, the rays at 15° cut it in three, and all of them mark the 15° sectors,
            // any one of which the gun may pick (see the reading "Folding a machine gun's arc")
            int finest = Weapon.MG_FOLD_DEGREES.get(Weapon.MG_FOLD_DEGREES.size() - 1);
            List<Double> rays = new ArrayList<>();
            for (double ray = -Weapon.MG_ARC / 2.0 + finest; ray < Weapon.MG_ARC / 2.0 - 1e-9; ray += finest) {
                rays.add(ray);
            }
            out.add(new Arc("Machine-gun arc", Weapon.MG_ARC + "°, 1 die a figure; or one " + Weapon.foldName(1) + ", 2 dice; one "
                    + Weapon.foldName(2) + ", 3; one " + Weapon.foldName(3) + ", 4", Weapon.MG_ARC, KitParts.ARC_GAUGE_INCHES, rays));
        }
        return out;
    }
}

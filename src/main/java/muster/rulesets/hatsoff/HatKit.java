package muster.rulesets.hatsoff;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Num;
import muster.view.Words;
import muster.view.kit.KitContent.Arc;
import muster.view.kit.KitContent.Band;
import muster.view.kit.KitContent.Counter;
import muster.view.kit.KitContent.Marker;
import muster.view.kit.KitContent.Ruler;
import muster.view.kit.KitContent.Symbol;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitContent.Track;
import muster.view.kit.KitContent;
import muster.view.kit.KitParts.Piece;
import muster.view.kit.KitParts;

/**
 * hatsoff's paper-play kit. A counter for every 3-figure stand (and every gun or machine-gun
 * section) at the scenario's figure ratio: infantry routing on the back, cavalry dismounted,
 * guns and machine guns limbered. Markers for the other morale results that last (suppressed,
 * disordered), routing cavalry and guns, black-powder smoke, located Spanish batteries and spent
 * rounds; a ruler with the three small-arms bands, the machine gun's two, canister and shell, and
 * each type's moves; the battery's arc and the 30-degree flank arc of small arms.
 */
record HatKit(Scenario scenario, UnitWords<UnitType, Weapon> words, FigureRatio ratio, double stand) {

    static final String ROUTING = "Routing";
    static final String LIMBERED = "Limbered";

    KitContent kit(List<Card> cards, String style) {
        List<Counter> counters = new ArrayList<>(KitParts.counters(scenario, this::pieces));
        counters.addAll(KitParts.hqs(scenario, stand, "HQ"));
        return new KitContent(counters, markers(), List.of(ruler()), templates(), Optional.empty(), cards, style,
                List.of("A counter for every stand of " + Organisation.FIGURES_PER_STAND + " figures at the scenario's ratio ("
                        + (ratio == FigureRatio.BY_NATION ? "US 1:20, Spanish 1:30, others 1:25" : "1 figure = "
                        + FigureRatio.STANDARD_MEN + " men") + "), " + Num.fmt(stand, 2) + "\" wide as on the map, and one for every gun or machine-gun "
                        + "section. The back shows infantry routing, cavalry dismounted (or mounted) and guns limbered; "
                        + "markers cover the other morale results."));
    }

    private List<Piece> pieces(Side side, Unit u) {
        Strength strength = Strength.of(u, side.nation(), ratio);
        Optional<UnitType> type = words.type(u);
        Symbol symbol = Symbol.of(u.type());
        int stands = Math.max(1, strength.stands());
        String officer = u.hasTag(Troops.OFFICER) ? "brigadier" : "";
        if (type.filter(UnitType::isCommander).isPresent()) {
            return List.of(Piece.of(1, stand, Symbol.GENERAL, "commander", Optional.empty()));
        }
        if (type.isPresent() && !type.get().isTroops()) {
            return List.of(Piece.of(stands, stand, symbol, "unlimbered", Optional.of(LIMBERED)));
        }
        if (type.isPresent() && type.get() == UnitType.CAVALRY) {
            boolean mounted = Troops.mounted(u);
            return List.of(Piece.of(stands, stand, symbol, officer.isEmpty() ? (mounted ? "mounted" : "dismounted") : officer,
                    Optional.of(mounted ? "Dismounted" : "Mounted")));
        }
        if (!officer.isEmpty() && stands > 1) {
            // the brigadier rides with the first stand
            return List.of(Piece.of(1, stand, symbol, officer, Optional.of(ROUTING)),
                    Piece.of(stands - 1, stand, symbol, "", Optional.of(ROUTING)));
        }
        return List.of(Piece.of(stands, stand, symbol, officer, Optional.of(ROUTING)));
    }

    private int units(Predicate<Unit> which) {
        return KitParts.units(scenario, which);
    }

    private boolean troops(Unit u) {
        return words.type(u).map(UnitType::isTroops).orElse(false);
    }

    /** A morale result that lasts past its turn, for every unit that can take it. */
    private List<Marker> markers() {
        double d = stand / 2;
        List<Marker> out = new ArrayList<>();
        int all = units(u -> true);
        for (Morale.Result r : Morale.RESULTS) {
            if (r.name().equals("suppressed") || r.name().equals("disordered")) {
                out.add(new Marker(Words.capitalized(r.name()), "morale " + r.range(), all, stand, d, "state"));
            }
        }
        int routing = units(u -> !words.type(u).map(t -> t == UnitType.INFANTRY).orElse(false));
        if (routing > 0) {
            out.add(new Marker(ROUTING, "double move", routing, stand, d, "state"));
        }
        int smoke = scenario.sides().stream().mapToInt(s -> (int) s.units().stream().filter(u -> Troops.blackPowder(u, s.nation())).count())
                .sum();
        if (smoke > 0) {
            out.add(new Marker("Smoke", "black powder fired", smoke, stand, d, "fired"));
        }
        int spanishGuns = scenario.sides().stream().filter(s -> s.nation().equals("spain"))
                .mapToInt(s -> (int) s.units().stream().filter(u -> words.type(u).map(UnitType::isArtillery).orElse(false)).count()).sum();
        if (spanishGuns > 0) {
            out.add(new Marker("Located", "on " + Batteries.LOCATE_FACES.stream().map(String::valueOf)
                    .reduce((a, b) -> a + " or " + b).orElse(""), spanishGuns, stand, d, "command"));
        }
        int firing = units(this::troops);
        if (firing > 0) {
            out.add(new Marker("Out of rounds", "no more fire", firing, stand, d, "state"));
        }
        return out;
    }

    private boolean inPlay(Weapon.Kind kind) {
        return units(u -> words.weapon(u).map(w -> w.kind() == kind).orElse(false)) > 0;
    }

    /** The weapons' bands with their loss factors (the rifle's halved too, where there are woods), then each type's moves in line and in column (or limbered). */
    private Ruler ruler() {
        List<Track> tracks = new ArrayList<>();
        int longest = 1;
        if (inPlay(Weapon.Kind.SMALL_ARMS)) {
            List<Band> bands = new ArrayList<>();
            for (SmallArms.Band b : SmallArms.BANDS) {
                bands.add(new Band(b.from(), b.to(), b.name() + " ×" + factor(b.factor().numerator(), b.factor().denominator())));
            }
            tracks.add(new Track("Rifle", bands));
            longest = Math.max(longest, SmallArms.MAX_RANGE);
            if (woods()) {
                // fire in woods halves the bands: the player aid's "In woods" column, measured on the stick as well
                List<Band> halved = new ArrayList<>();
                for (SmallArms.Band b : SmallArms.BANDS) {
                    SmallArms.Band w = b.inWoods();
                    halved.add(new Band(w.from(), w.to(), w.name() + " ×" + factor(w.factor().numerator(), w.factor().denominator())));
                }
                tracks.add(new Track("Rifle in woods", halved));
            }
        }
        if (inPlay(Weapon.Kind.MACHINE_GUN)) {
            tracks.add(new Track("Machine gun", List.of(band(GunFire.MG_CLOSE), band(GunFire.MG_FAR))));
            longest = Math.max(longest, GunFire.MG_FAR.toInches());
        }
        if (inPlay(Weapon.Kind.ARTILLERY)) {
            tracks.add(new Track("Canister", List.of(band(GunFire.CANISTER))));
            tracks.add(new Track("Shell", List.of(band(GunFire.SHELL))));
            longest = Math.max(longest, GunFire.SHELL.toInches());
        }
        for (UnitType t : UnitType.values()) {
            if (units(u -> words.type(u).orElse(null) == t) == 0) {
                continue;
            }
            List<Band> bands = new ArrayList<>();
            if (t.lineMove() > 0) {
                bands.add(new Band(0, t.lineMove(), "line"));
            }
            bands.add(new Band(t.lineMove(), t.columnMove(), t.isArtillery() ? "limbered" : "column"));
            tracks.add(new Track(t.label() + " move", bands));
        }
        return new Ruler("Ranges and moves", longest, tracks);
    }

    /** Whether the scenario has ground where rifles fire at half ranges (woods or jungle). */
    private boolean woods() {
        return scenario.terrain().stream().anyMatch(t -> TerrainKinds.of(t.kind()).map(k -> k.going() == TerrainKind.Going.WOODS)
                .orElse(false));
    }

    /** A gun's band: "to 18\" ×5" for a machine gun's, "×5" for canister or shell, whose track names them. */
    private static Band band(GunFire fire) {
        String name = fire.label().toLowerCase(Locale.ROOT);
        String label = name.startsWith("machine gun ") ? name.substring("machine gun ".length()) + " " : "";
        return new Band(fire.fromInches(), fire.toInches(), label + "losses ×" + fire.factor());
    }

    static String factor(long numerator, long denominator) {
        return denominator == 1 ? String.valueOf(numerator) : numerator + "/" + denominator;
    }

    /**
     * The battery's arc, 45 degrees to either flank, when the scenario has guns, and the small-arms
     * gauge, 30 degrees beyond a flank: gauges laid for one shot at a time, so one of each serves the table.
     */
    private List<Template> templates() {
        List<Template> out = new ArrayList<>();
        if (inPlay(Weapon.Kind.ARTILLERY)) {
            double half = GunFire.BATTERY_ARC_DEGREES;
            out.add(new Arc("Battery arc", Num.fmt(half, 0) + "° to either flank", 2 * half, KitParts.ARC_GAUGE_INCHES,
                    List.of(-half, half)));
        }
        if (inPlay(Weapon.Kind.SMALL_ARMS)) {
            out.add(new Arc("Flank arc", "lay one edge straight ahead from a flank: fire reaches " + SmallArms.ARC_BEYOND_FLANK_DEGREES
                    + "° beyond it", SmallArms.ARC_BEYOND_FLANK_DEGREES, KitParts.ARC_GAUGE_INCHES, List.of(), false));
        }
        return out;
    }
}

package muster.view.kit;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import muster.view.Card;

/**
 * What a rule set puts in a scenario's paper-play kit, every size in table inches: the layout
 * scales it to the map's printed scale. A rule set builds it in its own view package from the
 * numbers of its rules package.
 *
 * @param counters one per element the rule set counts (base, stand, figure), HQs and generals included
 * @param markers status markers, each in the number a game needs
 * @param rulers inch rulers with range bands
 * @param templates sheaf, burst, arc and line templates
 * @param deck a deck of cards printed with backs (an activation deck), if the rule set plays with one
 * @param cards the pack's cards, reprinted one-sided at poker size
 * @param cardStyle the pack's style class for the cards (large type for students), may be empty
 * @param notes how this kit reads the rule set where the text gives no size, printed on the index page
 */
public record KitContent(
        List<Counter> counters,
        List<Marker> markers,
        List<Ruler> rulers,
        List<Template> templates,
        Optional<Deck> deck,
        List<Card> cards,
        String cardStyle,
        List<String> notes) {

    public KitContent {
        counters = List.copyOf(counters);
        markers = List.copyOf(markers);
        rulers = List.copyOf(rulers);
        templates = List.copyOf(templates);
        cards = List.copyOf(cards);
        notes = List.copyOf(notes);
    }

    /** The symbol printed on a counter, read from the unit's type. */
    public enum Symbol {
        INFANTRY, CAVALRY, ARTILLERY, MACHINE_GUN, ENGINEERS, GENERAL, TRAIN, CREW, NONE;

        /**
         * Unit types that are engineers by another name. None of the five rule sets has one yet (their
         * texts give no engineers); a rule set that adds one, in any of these words, gets the sign.
         */
        static final Set<String> ENGINEER_WORDS = Set.of("engineers", "engineer", "sappers", "sapper", "pioneers",
                "pioneer", "zapadores");

        private final String word = name().toLowerCase(Locale.ROOT).replace('_', '-');

        /** The word the page template switches on: "infantry", "machine-gun"... */
        public String word() {
            return word;
        }

        /** The symbol of a unit type from the common vocabulary. */
        public static Symbol of(String type) {
            if (type.equals("infantry")) {
                return INFANTRY;
            }
            if (type.equals("cavalry")) {
                return CAVALRY;
            }
            if (type.endsWith("artillery")) {
                return ARTILLERY;
            }
            if (type.equals("machinegun") || type.equals("gatling")) {
                return MACHINE_GUN;
            }
            if (ENGINEER_WORDS.contains(type)) {
                return ENGINEERS;
            }
            if (type.equals("general")) {
                return GENERAL;
            }
            if (type.equals("train")) {
                return TRAIN;
            }
            return NONE;
        }
    }

    /**
     * One counter: a base, stand or figure of a unit (element {@code element} of {@code elements}),
     * or an HQ. {@code front} names the state its face shows (may be empty); {@code back}, when
     * present, the second state printed on its reverse.
     *
     * @param unitId the scenario id of the unit (or "hq-" and the side id)
     * @param width frontage in table inches, the edge marked as the front
     * @param depth depth in table inches
     */
    public record Counter(
            String unitId,
            String label,
            String unitName,
            String formation,
            String side,
            String sideClass,
            Symbol symbol,
            double width,
            double depth,
            int element,
            int elements,
            String front,
            Optional<String> back) {

        public Counter {
            if (width <= 0 || depth <= 0) {
                throw new IllegalArgumentException("a counter needs a size: " + unitId);
            }
        }

        public boolean doubleSided() {
            return back.isPresent();
        }
    }

    /**
     * A status marker, {@code count} of them, each {@code width} x {@code depth} table inches.
     * {@code kind} groups markers for their colour: "action" (moved, fired), "state" (pinned,
     * routing, out of ammunition), "hits", "fire" (burning), "command" (orders changed).
     */
    public record Marker(String text, String detail, int count, double width, double depth, String kind, Optional<Back> back) {
        public Marker {
            if (count < 0 || width <= 0 || depth <= 0) {
                throw new IllegalArgumentException("bad marker " + text);
            }
        }

        /** A marker printed on one side. */
        public Marker(String text, String detail, int count, double width, double depth, String kind) {
            this(text, detail, count, width, depth, kind, Optional.empty());
        }

        /** The marker turned over: its back's words and colour. */
        Marker turned() {
            Back b = back.orElseThrow();
            return new Marker(b.text(), b.detail(), count, width, depth, b.kind());
        }
    }

    /** What a two-sided marker says on its back ("Fired" behind "Moved"), and the back's colour. */
    public record Back(String text, String detail, String kind) {
    }

    /**
     * An inch ruler with a row of bands for each weapon (or move), from {@code start} to {@code inches} table inches: a long
     * range piece starts where the stick it is laid against ends, and that stick is {@code extended}. What a band cannot say in
     * a few words (how to lay the ruler, a row that runs on past its end) is its {@code note}, printed in the kit's index.
     */
    public record Ruler(String title, int start, int inches, List<Track> tracks, boolean extended, String note) {
        public Ruler {
            tracks = List.copyOf(tracks);
        }

        public Ruler(String title, int start, int inches, List<Track> tracks, boolean extended) {
            this(title, start, inches, tracks, extended, "");
        }

        public Ruler(String title, int inches, List<Track> tracks) {
            this(title, 0, inches, tracks, false);
        }
    }

    /** One row of a ruler: a weapon and its bands. */
    public record Track(String label, List<Band> bands) {
        public Track {
            bands = List.copyOf(bands);
        }

        /** How far the row's bands reach, table inches. */
        public double reach() {
            return bands.stream().mapToDouble(Band::to).max().orElse(0);
        }
    }

    /**
     * A stretch of a track from {@code from} to {@code to} table inches, with what it means; {@code runsOn} when the weapon's
     * reach goes on past the end of the stick it is printed on (the stick stops short of it), so its end is not marked.
     */
    public record Band(double from, double to, String label, boolean runsOn) {
        public Band(double from, double to, String label) {
            this(from, to, label, false);
        }
    }

    /** A template laid on the table: a sheaf, a burst circle, a fire arc, a line. */
    public sealed interface Template permits Rectangle, Circle, Arc, Line {
        String title();

        String note();
    }

    /** A rectangle {@code width} x {@code depth}, ruled in squares of {@code grid} inches (0: none). */
    public record Rectangle(String title, String note, double width, double depth, double grid) implements Template {
    }

    /** A circle of {@code radius} inches, with further rings at {@code rings} inches from its centre. */
    public record Circle(String title, String note, double radius, List<Double> rings) implements Template {
        public Circle {
            rings = List.copyOf(rings);
        }
    }

    /**
     * A fire arc: a wedge {@code degrees} wide, its sides {@code radius} inches long, with dashed
     * lines at each of {@code rays} (degrees from the wedge's middle; a ray on the wedge's edge gets
     * its angle printed). A {@code centred} arc is laid with its middle on the unit's front, which
     * a centre line marks; one laid along an edge (a flank's) has none.
     */
    public record Arc(String title, String note, double degrees, double radius, List<Double> rays, boolean centred)
            implements Template {
        public Arc {
            rays = List.copyOf(rays);
        }

        /** An arc laid centred on the unit's front. */
        public Arc(String title, String note, double degrees, double radius, List<Double> rays) {
            this(title, note, degrees, radius, rays, true);
        }
    }

    /** A line {@code length} inches long, ticked every {@code ticks} inches. */
    public record Line(String title, String note, double length, double ticks) implements Template {
    }

    /**
     * A deck printed with backs: every card shows the same back, so the deck can be shuffled face
     * down. {@code back} is the back's title, alone on it. The rules every card would share are
     * printed once, on the {@code reference} card, which is not shuffled in; its back is the deck's.
     */
    public record Deck(String name, List<DeckCard> cards, DeckCard reference, String back) {
        public Deck {
            cards = List.copyOf(cards);
        }
    }

    /**
     * A card of a deck as a player sees it across the table: its {@code title} large (the brigade
     * it turns), the side it belongs to in a word for its band, a few {@code lines} of rules (the
     * reference card's), and the short labels of the {@code units} it moves, as their counters have them;
     * {@code side} is empty on a card that belongs to neither side (the reference card).
     */
    public record DeckCard(String title, String side, String sideClass, List<Card.Fact> lines, List<String> units) {
        public DeckCard {
            lines = List.copyOf(lines);
            units = List.copyOf(units);
        }
    }
}

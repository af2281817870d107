package muster.view.map;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import muster.view.map.Clearance.Box;
import muster.view.map.Clearance.Segment;

/**
 * Places every label so that it covers no other label, unit or symbol: each label offers places
 * near what it names, best first, and takes the first that is clear and crosses no line; failing
 * that, the clear place that crosses fewest lines and stands least far off, trying in turn the
 * label on one line, wrapped on two, and shrunk to its style's smallest size, on rings ever
 * further out, with a leader line back to its point when it stands away. When nothing is clear,
 * the label becomes a number, and its words go to the key beside the map. Nothing is cut short.
 * Widths come from the embedded fonts' advance widths.
 */
final class LabelPlacer {

    /** Where a label may go: its first baseline's anchor point and alignment. */
    record Candidate(double x, double y, String anchor) {
    }

    /**
     * A label to place: its words, its id (the lines of what it names are filed under the same id, so
     * it may cross them), its style and further CSS classes, the point it names, and its preferred places.
     */
    record Request(String text, String owner, LabelStyle style, String classes, double ax, double ay, List<Candidate> near,
            List<String> shorter, Tether tether) {

        Request(String text, String owner, LabelStyle style, String classes, double ax, double ay, List<Candidate> near) {
            this(text, owner, style, classes, ax, ay, near, List.of(), Tether.NONE);
        }

        /** The same label, tried in a shorter wording ("Carroll: attack") where the whole finds no clear place. */
        Request shorter(List<String> words) {
            return new Request(text, owner, style, classes, ax, ay, near, words, tether);
        }

        /** The same label, kept by its own line as the tether says. */
        Request tethered(Tether t) {
            return new Request(text, owner, style, classes, ax, ay, near, shorter, t);
        }
    }

    /**
     * Where a label went: its lines at {@code size} from the first baseline (x, y) down by {@code gap},
     * its box, and, when it stands away, a leader from (ax, ay) to (lx, ly). {@code key} is its number
     * in the key when the label could not stand on the map ("" otherwise).
     */
    record Placed(List<String> lines, double size, double gap, double x, double y, String anchor, Box box, boolean leader,
            double ax, double ay, double lx, double ly, String key, String text) {
    }

    /** Points between rings of places around a label's point. */
    static final double RING = 5;
    static final int RINGS = 12;
    /** Rings a number searches, further out than words: a number with a long leader is still better than one on a line. */
    static final int KEY_RINGS = 30;
    static final int DIRECTIONS = 16;
    /** Labels this short ("T2", "VP", a distance) never become a number in the key: they are no longer than one. */
    static final int SHORT = 3;
    static final double LINE_GAP = 1.12;
    /** Points a label keeps clear of anything else, so that two labels never read as one. */
    static final double SPACE = 2;
    static final double NUMBER_SPACE = 1;
    /** A grid square's name keeps this many of its own heights off other words: closer, it reads as one more line of a name. */
    static final double REFERENCE_SPACE = 0.75;
    /** Points between two labels side by side on one line: about a space of map lettering, so they never read as one. */
    static final double WORD_GAP = 4.5;
    /** Points between a key's number and words on its line: two spaces, so it never reads as their last figure. */
    static final double NUMBER_GAP = 10;
    /** What crossing one line costs: more than standing at the far ring with a leader, so a label crosses a line only when no clear place is left. */
    static final double CROSSING = 200;
    /** What lying across the seam of two sheets costs: about as much as standing at the far ring, less than crossing a line. */
    static final double SEAM = 40;

    private final Box bounds;
    private final Clearance clear;
    private final List<Placed> keyed = new ArrayList<>();

    private final double minText;
    private final SeamLines seams;
    /** Ring spacing grows with the text, so large lettering searches as far in lines of text. */
    private final double ring;

    LabelPlacer(Box bounds, Clearance clear, double minText, SeamLines seams) {
        this.seams = seams;
        this.bounds = bounds;
        this.clear = clear;
        this.minText = minText;
        this.ring = RING * Math.max(1, minText / 6);
    }

    /** The labels that went to the key, by number. */
    List<Placed> keyed() {
        return keyed.stream().sorted(Comparator.comparingInt(p -> Integer.parseInt(p.key()))).toList();
    }

    /** The next number of this map's key: 1, 2, 3 ... */
    private String number() {
        int last = 0;
        for (Placed p : keyed) {
            last = Math.max(last, Integer.parseInt(p.key()));
        }
        return String.valueOf(last + 1);
    }

    /** One way of setting the words: its lines and size. */
    private record Form(List<String> lines, double size, double penalty) {
    }

    private record Option(Placed placed, double cost, int crossings) {
    }

    Placed place(Request r) {
        Option best = inWords(r);
        if (!r.tether().loose()) {
            // a label kept by its own line stays by it, as near as it is clear; only where nothing by its line is clear does it
            // stand further off as any other label would
            for (Tether t = r.tether().relaxed(); (best == null || best.crossings() > 0) && !t.loose(); t = t.relaxed()) {
                if (t.beside() == Double.POSITIVE_INFINITY && t.anywhere() && !r.tether().anywhere() && r.text().length() > SHORT) {
                    // words that find no place nearer their own line than any other become a number there, before they stand
                    // anywhere with a long leader and read as another line's (San Juan Heights' Carroll by the guerrillas' arrow)
                    String number = number();
                    best = offLine(new Request(number, r.owner(), LabelStyle.KEY, r.classes(), r.ax(), r.ay(), r.near(), List.of(),
                            r.tether().cell()), r.text());
                    if (best != null && best.crossings() == 0) {
                        keyed.add(best.placed());
                        break;
                    }
                }
                best = t.beside() == Double.POSITIVE_INFINITY ? offLine(r.tethered(t), r.text()) : inWords(r.tethered(t));
            }
            if (best != null && best.crossings() == 0) {
                take(best.placed(), r.owner());
                return best.placed();
            }
            r = r.tethered(Tether.NONE);
            best = inWords(r);
        }
        if ((best == null || best.crossings() > 0) && r.text().length() <= SHORT) {
            // a label as short as a number ("T2", "VP") looks as far and as finely as a number would, and stays itself
            Form one = new Form(List.of(r.text()), Math.max(r.style().min, minText), 0);
            Option far = search(r, one, r.text(), KEY_RINGS);
            if (far != null && (best == null || far.crossings() < best.crossings() || far.crossings() == best.crossings() && far.cost() < best.cost())) {
                best = far;
            }
        } else if (best == null || best.crossings() > 0) {
            String number = number();
            Request asNumber = new Request(number, r.owner(), LabelStyle.KEY, r.classes(), r.ax(), r.ay(), r.near());
            Option numbered = search(asNumber, new Form(List.of(number), Math.max(LabelStyle.KEY.size, minText), 0), r.text(), KEY_RINGS);
            if (best == null || numbered != null && numbered.crossings() <= best.crossings()) {
                best = numbered != null ? numbered : forced(asNumber, r.text());
                keyed.add(best.placed());
            }
        }
        if (best == null) {
            best = forced(r, r.text());
        }
        take(best.placed(), r.owner());
        return best.placed();
    }

    /** Standing off the line with a leader, which may start anywhere along it: halfway first. */
    private Option offLine(Request r, String text) {
        Option best = r.style() == LabelStyle.KEY ? null : inWords(r);
        for (double[] a : r.tether().anchors()) {
            if (best != null && best.crossings() == 0) {
                break;
            }
            Request at = new Request(r.text(), r.owner(), r.style(), r.classes(), a[0], a[1], r.near(), r.shorter(), r.tether());
            best = r.style() == LabelStyle.KEY ? search(at, new Form(List.of(r.text()), Math.max(LabelStyle.KEY.size, minText), 0), text, KEY_RINGS)
                    : inWords(at);
        }
        return best;
    }

    /** The best place for the words as they stand or in a shorter wording, wrapped or shrunk as need be; none when nothing is clear. */
    private Option inWords(Request r) {
        Option best = null;
        for (Form form : forms(r)) {
            Option o = search(r, form, r.text(), RINGS);
            if (o != null && (best == null || o.cost() < best.cost())) {
                best = o;
            }
            if (best != null && best.cost() < 1) {
                break;
            }
        }
        for (String words : r.shorter()) {
            if (best != null && best.crossings() == 0) {
                break;
            }
            // a shorter wording on the map, rather than a number that sends the eye to the key
            Request brief = new Request(words, r.owner(), r.style(), r.classes(), r.ax(), r.ay(), r.near(), List.of(), r.tether());
            for (Form form : forms(brief)) {
                Option o = search(brief, form, r.text(), RINGS);
                if (o != null && o.crossings() == 0 && (best == null || best.crossings() > 0 || o.cost() < best.cost())) {
                    best = o;
                }
            }
        }
        return best;
    }

    /** Places a label at the first of its own places that is clear and crosses no line, or nowhere (no ring, no key). */
    Optional<Placed> placeIfClear(Request r) {
        Form form = new Form(List.of(r.text()), Math.max(r.style().size, minText), 0);
        for (Candidate c : r.near()) {
            Option o = evaluate(r, form, width(r.style(), form.lines(), form.size()), c, 0, false, r.text());
            if (o != null && o.crossings() == 0) {
                take(o.placed(), r.owner());
                return Optional.of(o.placed());
            }
        }
        return Optional.empty();
    }

    private void take(Placed p, String owner) {
        clear.solid(owner, p.box());
        clear.words(owner, p.box());
        if (p.leader()) {
            clear.segment(owner, new Segment(p.ax(), p.ay(), p.lx(), p.ly()), LineWeights.LEADER);
        }
    }

    private List<Form> forms(Request r) {
        List<Form> out = new ArrayList<>();
        LabelStyle s = r.style();
        double size = Math.max(s.size, minText);
        double min = Math.max(s.min, minText);
        List<String> one = List.of(r.text());
        List<String> two = LabelStyle.wrap(r.text());
        out.add(new Form(one, size, 0));
        if (two.size() > 1) {
            out.add(new Form(two, size, 4));
        }
        if (min < size) {
            out.add(new Form(one, min, 10));
            if (two.size() > 1) {
                out.add(new Form(two, min, 14));
            }
        }
        return out;
    }

    private Option search(Request r, Form form, String text, int rings) {
        Option best = null;
        int rank = 0;
        double width = width(r.style(), form.lines(), form.size());
        for (Candidate c : r.near()) {
            Option o = evaluate(r, form, width, c, rank++, false, text);
            if (o != null && (best == null || o.cost() < best.cost())) {
                best = o;
                if (o.cost() - form.penalty() < 1) {
                    return best;
                }
            }
        }
        double asc = 0.8 * form.size();
        double desc = 0.25 * form.size();
        // a number is small: it looks for a gap on a finer net
        boolean fine = r.style() == LabelStyle.KEY || r.text().length() <= SHORT;
        int directions = fine ? 2 * DIRECTIONS : DIRECTIONS;
        double step = fine ? this.ring / 2 : this.ring;
        for (int ring = 1; ring <= (fine ? 2 * rings : rings); ring++) {
            double radius = 3 + ring * step;
            for (int d = 0; d < directions; d++) {
                double a = 2 * Math.PI * d / directions;
                double px = r.ax() + radius * Math.cos(a);
                double py = r.ay() + radius * Math.sin(a);
                String anchor = Math.cos(a) > 0.38 ? "start" : Math.cos(a) < -0.38 ? "end" : "middle";
                double height = (form.lines().size() - 1) * form.size() * LINE_GAP;
                double y = Math.sin(a) > 0.38 ? py + asc : Math.sin(a) < -0.38 ? py - desc - height : py + (asc - desc - height) / 2;
                Option o = evaluate(r, form, width, new Candidate(px, y, anchor), 2 + radius / 2, ring >= 2, text);
                if (o != null && (best == null || o.cost() < best.cost())) {
                    best = o;
                }
            }
            if (best != null && best.cost() < radius) {
                break;
            }
        }
        return best;
    }

    private Option evaluate(Request r, Form form, double width, Candidate c, double rank, boolean leader, String text) {
        Box box = box(width, form.lines(), form.size(), c);
        // a number stands closer above and below, but a space off the words on its line, or it reads as their last figure
        // ("Puerto Rico 1 2")
        boolean words = r.style() != LabelStyle.KEY && r.text().length() > SHORT;
        double space = words ? SPACE : r.style() == LabelStyle.GRID_REF ? form.size() * REFERENCE_SPACE : NUMBER_SPACE;
        if (!box.within(bounds) || !r.tether().holds(box) || clear.blocked(box.grow(space), r.owner()) || words && clear.onDark(box, r.owner())
                || words && clear.besideWords(box, r.owner(), WORD_GAP)
                || r.style() == LabelStyle.KEY && clear.besideWords(box, r.owner(), NUMBER_GAP)) {
            return null;
        }
        // words standing off their own line take a leader back to it
        leader |= r.tether().needsLeader(box);
        double lx = Math.max(box.x1(), Math.min(r.ax(), box.x2()));
        double ly = Math.max(box.y1(), Math.min(r.ay(), box.y2()));
        int crossings = clear.crossings(box, r.owner());
        double cost = rank + form.penalty() + CROSSING * crossings + SEAM * seams.cut(box);
        if (leader) {
            // a leader runs through no other label, unit or symbol than the one it starts on
            if (clear.leaderBlocked(new Segment(r.ax(), r.ay(), lx, ly), r.owner(), r.style() == LabelStyle.KEY)) {
                return null;
            }
        }
        String key = r.style() == LabelStyle.KEY ? r.text() : "";
        return new Option(new Placed(form.lines(), form.size(), form.size() * LINE_GAP, c.x(), c.y(), c.anchor(), box, leader, r.ax(), r.ay(),
                lx, ly, key, text), cost, crossings);
    }

    private Option forced(Request r, String text) {
        Candidate c = r.near().isEmpty() ? new Candidate(r.ax(), r.ay(), "middle") : r.near().get(0);
        double size = Math.max(r.style().size, minText);
        Box box = box(r.style(), List.of(r.text()), size, c);
        return new Option(new Placed(List.of(r.text()), size, 0, c.x(), c.y(), c.anchor(), box, false, r.ax(), r.ay(), r.ax(), r.ay(),
                r.text(), text), 0, 0);
    }

    private static double width(LabelStyle style, List<String> lines, double size) {
        double w = 0;
        for (String l : lines) {
            w = Math.max(w, style.width(l, size));
        }
        return w;
    }

    /** The box a label's lines cover, from the top of the first line's capitals to below the last line's baseline. */
    static Box box(LabelStyle style, List<String> lines, double size, Candidate c) {
        return box(width(style, lines, size), lines, size, c);
    }

    /** The box for lines whose widest is {@code w} points: measured once for a wording, tried at many places. */
    private static Box box(double w, List<String> lines, double size, Candidate c) {
        double x1 = switch (c.anchor()) {
            case "middle" -> c.x() - w / 2;
            case "end" -> c.x() - w;
            default -> c.x();
        };
        double last = c.y() + (lines.size() - 1) * size * LINE_GAP;
        return new Box(x1, c.y() - size * 0.8, x1 + w, last + size * 0.25);
    }
}

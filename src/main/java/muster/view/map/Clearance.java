package muster.view.map;

/**
 * What a label must keep clear of, each thing with the id of what it belongs to: boxes and turned
 * rectangles (labels, units, symbols) a label may never cover, and line segments (roads, rivers,
 * works, arrows) it should not cross. A label may touch the things of the feature it names.
 */
final class Clearance {

    /** How far (points) two shapes must run into each other to count as touching: edges may meet. */
    static final double SLACK = 0.2;

    /** An axis-aligned box in drawing points, y down. */
    record Box(double x1, double y1, double x2, double y2) {
        boolean hits(Box o) {
            return Math.min(x2, o.x2) - Math.max(x1, o.x1) > SLACK && Math.min(y2, o.y2) - Math.max(y1, o.y1) > SLACK;
        }

        boolean within(Box o) {
            return x1 >= o.x1 - 1e-6 && y1 >= o.y1 - 1e-6 && x2 <= o.x2 + 1e-6 && y2 <= o.y2 + 1e-6;
        }

        Box grow(double by) {
            return new Box(x1 - by, y1 - by, x2 + by, y2 + by);
        }

        /** The box round an outline given as "x,y x,y ...". */
        static Box around(String points) {
            double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
            for (String pt : points.trim().split("\\s+")) {
                String[] xy = pt.split(",");
                double x = Double.parseDouble(xy[0]);
                double y = Double.parseDouble(xy[1]);
                b = new double[] {Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)};
            }
            return new Box(b[0], b[1], b[2], b[3]);
        }
    }

    /**
     * A convex polygon (a unit's turned box) as its corners in order, with its upright bounds worked
     * out once: every label tried against it asks for them first.
     */
    static final class Poly {
        private final double[] xs;
        private final double[] ys;
        private final Box bounds;

        Poly(double[] xs, double[] ys) {
            this.xs = xs;
            this.ys = ys;
            double x1 = Double.MAX_VALUE;
            double y1 = Double.MAX_VALUE;
            double x2 = -Double.MAX_VALUE;
            double y2 = -Double.MAX_VALUE;
            for (int i = 0; i < xs.length; i++) {
                x1 = Math.min(x1, xs[i]);
                x2 = Math.max(x2, xs[i]);
                y1 = Math.min(y1, ys[i]);
                y2 = Math.max(y2, ys[i]);
            }
            bounds = new Box(x1, y1, x2, y2);
        }

        Box bounds() {
            return bounds;
        }

        /** Whether the polygon and the box overlap by more than the slack (separating axes). */
        boolean hits(Box b) {
            if (!bounds.hits(b)) {
                return false;
            }
            for (int i = 0; i < xs.length; i++) {
                int j = (i + 1) % xs.length;
                double nx = ys[j] - ys[i];
                double ny = xs[i] - xs[j];
                double len = Math.hypot(nx, ny);
                if (len < 1e-9) {
                    continue;
                }
                double ux = nx / len;
                double uy = ny / len;
                double b1 = b.x1() * ux + b.y1() * uy;
                double b2 = b.x2() * ux + b.y1() * uy;
                double b3 = b.x2() * ux + b.y2() * uy;
                double b4 = b.x1() * ux + b.y2() * uy;
                double lo = Math.min(Math.min(Math.min(b1, b2), b3), b4);
                double hi = Math.max(Math.max(Math.max(b1, b2), b3), b4);
                if (Math.min(high(xs, ys, ux, uy), hi) - Math.max(low(xs, ys, ux, uy), lo) <= SLACK) {
                    return false;
                }
            }
            return true;
        }

        /** Whether two convex polygons overlap by more than the slack (separating axes of both). */
        boolean hits(Poly o) {
            if (!bounds.hits(o.bounds)) {
                return false;
            }
            return !separated(this, o) && !separated(o, this);
        }

        private static boolean separated(Poly a, Poly b) {
            for (int i = 0; i < a.xs.length; i++) {
                int j = (i + 1) % a.xs.length;
                double nx = a.ys[j] - a.ys[i];
                double ny = a.xs[i] - a.xs[j];
                double len = Math.hypot(nx, ny);
                if (len < 1e-9) {
                    continue;
                }
                double ux = nx / len;
                double uy = ny / len;
                double overlap = Math.min(high(a.xs, a.ys, ux, uy), high(b.xs, b.ys, ux, uy))
                        - Math.max(low(a.xs, a.ys, ux, uy), low(b.xs, b.ys, ux, uy));
                if (overlap <= SLACK) {
                    return true;
                }
            }
            return false;
        }

        /** The lowest of the points' projections on (nx, ny); {@link #high} the highest. No array, as this runs per test. */
        private static double low(double[] xs, double[] ys, double nx, double ny) {
            double lo = Double.MAX_VALUE;
            for (int i = 0; i < xs.length; i++) {
                lo = Math.min(lo, xs[i] * nx + ys[i] * ny);
            }
            return lo;
        }

        private static double high(double[] xs, double[] ys, double nx, double ny) {
            double hi = -Double.MAX_VALUE;
            for (int i = 0; i < xs.length; i++) {
                hi = Math.max(hi, xs[i] * nx + ys[i] * ny);
            }
            return hi;
        }

        /** A w x d rectangle centred on (cx, cy), turned {@code degrees} clockwise. */
        static Poly turned(double cx, double cy, double w, double d, double degrees) {
            double a = Math.toRadians(degrees);
            double c = Math.cos(a);
            double s = Math.sin(a);
            double[] lx = {-w / 2, w / 2, w / 2, -w / 2};
            double[] ly = {-d / 2, -d / 2, d / 2, d / 2};
            double[] xs = new double[4];
            double[] ys = new double[4];
            for (int i = 0; i < 4; i++) {
                xs[i] = cx + lx[i] * c - ly[i] * s;
                ys[i] = cy + lx[i] * s + ly[i] * c;
            }
            return new Poly(xs, ys);
        }

        static Poly of(Box b) {
            return new Poly(new double[] {b.x1(), b.x2(), b.x2(), b.x1()}, new double[] {b.y1(), b.y1(), b.y2(), b.y2()});
        }
    }

    /** A segment from (x1, y1) to (x2, y2). */
    record Segment(double x1, double y1, double x2, double y2) {
        /** Whether the segment runs through the box (more than touching it at one point). */
        boolean crosses(Box b) {
            // wholly to one side of the box: the clip below would find no inside part either
            if (Math.max(x1, x2) < b.x1() || Math.min(x1, x2) > b.x2() || Math.max(y1, y2) < b.y1() || Math.min(y1, y2) > b.y2()) {
                return false;
            }
            double[] t = Clip.interval(x1, y1, x2, y2, b.x1(), b.y1(), b.x2(), b.y2());
            return t != null && t[0] < t[1];
        }
    }

    /** The x and the y of each point of an SVG "x,y x,y ..." list. */
    static double[][] corners(String points) {
        String[] pts = points.trim().split("\\s+");
        double[][] xy = new double[2][pts.length];
        for (int i = 0; i < pts.length; i++) {
            String[] p = pts[i].split(",");
            xy[0][i] = Double.parseDouble(p[0]);
            xy[1][i] = Double.parseDouble(p[1]);
        }
        return xy;
    }

    /** A ground drawn with a pattern, as its outline (any shape, not only convex). */
    record Fill(double[] xs, double[] ys, Box bounds) {
        static Fill of(String points) {
            double[][] xy = corners(points);
            return new Fill(xy[0], xy[1], Box.around(points));
        }

        /** Whether the box lies partly on the fill: a corner or its middle inside it, or a corner of the fill inside the box. */
        boolean under(Box b) {
            if (!bounds.hits(b)) {
                return false;
            }
            double[][] at = {{b.x1(), b.y1()}, {b.x2(), b.y1()}, {b.x1(), b.y2()}, {b.x2(), b.y2()}, {(b.x1() + b.x2()) / 2, (b.y1() + b.y2()) / 2}};
            for (double[] p : at) {
                if (inside(p[0], p[1])) {
                    return true;
                }
            }
            for (int i = 0; i < xs.length; i++) {
                if (xs[i] > b.x1() && xs[i] < b.x2() && ys[i] > b.y1() && ys[i] < b.y2()) {
                    return true;
                }
            }
            return false;
        }

        private boolean inside(double x, double y) {
            boolean in = false;
            for (int i = 0, j = xs.length - 1; i < xs.length; j = i++) {
                if ((ys[i] > y) != (ys[j] > y) && x < xs[j] + (y - ys[j]) * (xs[i] - xs[j]) / (ys[i] - ys[j])) {
                    in = !in;
                }
            }
            return in;
        }
    }

    /** A thing owned by {@code owner}. */
    record Owned<T>(String owner, T shape) {
    }

    /** A segment drawn {@code half} points either side of its middle. */
    record Stroke(Segment segment, double half) {
    }

    private final Cells<Owned<Poly>> solid = new Cells<>();
    private final Cells<Owned<Stroke>> lines = new Cells<>();
    private final Cells<Owned<Box>> dark = new Cells<>();
    private final Cells<Owned<Box>> words = new Cells<>();
    private final Cells<Fill> patterns = new Cells<>();

    void solid(String owner, Box b) {
        solid(owner, Poly.of(b));
    }

    void solid(String owner, Poly p) {
        Box b = p.bounds();
        solid.add(new Owned<>(owner, p), b.x1(), b.y1(), b.x2(), b.y2());
    }

    /** Every leg of a polyline given as "x,y x,y ..." in points, stroked {@code half} points either side. */
    void line(String owner, String points, double half) {
        String[] pts = points.trim().split("\\s+");
        for (int i = 1; i < pts.length; i++) {
            String[] a = pts[i - 1].split(",");
            String[] b = pts[i].split(",");
            segment(owner, new Segment(Double.parseDouble(a[0]), Double.parseDouble(a[1]), Double.parseDouble(b[0]),
                    Double.parseDouble(b[1])), half);
        }
    }

    void segment(String owner, Segment s, double half) {
        lines.add(new Owned<>(owner, new Stroke(s, half)), Math.min(s.x1(), s.x2()) - half, Math.min(s.y1(), s.y2()) - half,
                Math.max(s.x1(), s.x2()) + half, Math.max(s.y1(), s.y2()) + half);
    }

    /** A label placed: words that others keep a word's space from along their line. */
    void words(String owner, Box b) {
        words.add(new Owned<>(owner, b), b.x1(), b.y1(), b.x2(), b.y2());
    }

    /**
     * Whether the box comes within {@code gap} points, along its line, of a label not {@code owner}'s: two labels on one
     * line closer than a space read as one ("San Juan Heights (north), level 2 North").
     */
    boolean besideWords(Box b, String owner, double gap) {
        Box wide = new Box(b.x1() - gap, b.y1(), b.x2() + gap, b.y2());
        return words.any(wide.x1(), wide.y1(), wide.x2(), wide.y2(), w -> w.shape().hits(wide) && !w.owner().equals(owner));
    }

    /** A dark fill (a building) that hides words set on it, but not a mark's short tag. */
    void dark(String owner, Box b) {
        dark.add(new Owned<>(owner, b), b.x1(), b.y1(), b.x2(), b.y2());
    }

    /** A ground drawn with a pattern, given as "x,y x,y ..." in points. */
    void pattern(String points) {
        Fill f = Fill.of(points);
        patterns.add(f, f.bounds().x1(), f.bounds().y1(), f.bounds().x2(), f.bounds().y2());
    }

    /** Whether the box lies partly on a ground drawn with a pattern. */
    boolean onPattern(Box b) {
        return patterns.any(b.x1(), b.y1(), b.x2(), b.y2(), f -> f.under(b));
    }

    /** Whether the box lies on a dark fill that is not {@code owner}'s. */
    boolean onDark(Box b, String owner) {
        return dark.any(b.x1(), b.y1(), b.x2(), b.y2(), d -> d.shape().hits(b) && !d.owner().equals(owner));
    }

    /** Whether the box covers something solid that is not {@code owner}'s. */
    boolean blocked(Box b, String owner) {
        return solid.any(b.x1(), b.y1(), b.x2(), b.y2(), s -> s.shape().hits(b) && !s.owner().equals(owner));
    }

    /** How many segments not {@code owner}'s the box crosses, each as wide as it is stroked. */
    int crossings(Box b, String owner) {
        return lines.count(b.x1(), b.y1(), b.x2(), b.y2(), s -> !s.owner().equals(owner) && s.shape().segment().crosses(b.grow(s.shape().half())));
    }

    /**
     * Whether a leader from the segment's start runs through something solid other than
     * {@code owner}'s and than the unit or symbol it starts on.
     */
    boolean leaderBlocked(Segment leader, String owner, boolean overUnits) {
        double h = LineWeights.LEADER;
        return solid.any(Math.min(leader.x1(), leader.x2()) - h, Math.min(leader.y1(), leader.y2()) - h, Math.max(leader.x1(), leader.x2()) + h,
                Math.max(leader.y1(), leader.y2()) + h, o -> {
                    // a leader keeps its own width off another label; it may graze a mark's edge
                    Box b = o.shape().bounds().grow(o.owner().startsWith("label:") ? LineWeights.LEADER : -0.5);
                    return leader.crosses(b) && !o.owner().equals(owner) && !startsOn(o.owner(), b, leader.x1(), leader.y1())
                            && !(overUnits && o.owner().startsWith("unit:"));
                });
    }

    private static boolean startsOn(String owner, Box b, double x, double y) {
        return !owner.startsWith("label:") && x >= b.x1() && x <= b.x2() && y >= b.y1() && y <= b.y2();
    }
}

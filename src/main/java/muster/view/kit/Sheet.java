package muster.view.kit;

import java.util.List;
import java.util.TreeSet;
import muster.view.Num;
import muster.view.TextWidth;
import muster.view.kit.KitView.Place;

/**
 * The geometry shared by every page of a kit, in points: the paper, the area items may fill,
 * the margins where crop marks run, the footer with its caption and calibration bar, and the
 * mirror that puts a back page's items behind their fronts.
 */
final class Sheet {

    static final double IN = 72;
    static final double MM = IN / 25.4;
    /** Crop marks stop this far from the paper's edge. */
    static final double EDGE = 0.12 * IN;
    /** ... and this far from the item they mark. */
    static final double GAP = 0.06 * IN;
    static final double SIDE = 0.38 * IN;
    static final double TOP = 0.45 * IN;
    /** Below the items: room for the bottom crop marks, then the footer, then the unprinted edge. */
    static final double MARK_ZONE = 0.3 * IN;
    static final double FOOTER = 0.62 * IN;
    static final double BOTTOM = 0.25 * IN;
    /** Table inches the calibration bar spans. */
    static final int CALIBRATION_INCHES = 4;

    final double width;
    final double height;
    final int scale;
    /** Points per table inch at the kit's scale. */
    final double inch;
    final double bleed;
    final double offsetX;
    final double offsetY;
    final String title;
    final String scaleText;

    /** Whether the paper is turned a quarter: long edge across. */
    final boolean landscape;

    private Sheet(Sheet portrait) {
        this.width = portrait.height;
        this.height = portrait.width;
        this.scale = portrait.scale;
        this.inch = portrait.inch;
        this.bleed = portrait.bleed;
        this.offsetX = portrait.offsetX;
        this.offsetY = portrait.offsetY;
        this.title = portrait.title;
        this.scaleText = portrait.scaleText;
        this.landscape = true;
    }

    /** The same paper with its long edge across, for long ruler strips. */
    Sheet landscape() {
        return landscape ? this : new Sheet(this);
    }

    Sheet(KitOptions options, String title) {
        this.landscape = false;
        this.width = options.paper().width() * IN;
        this.height = options.paper().height() * IN;
        this.scale = options.scale();
        this.inch = IN / options.scale();
        this.bleed = options.bleedMm() * MM;
        this.offsetX = options.offsetXMm() * MM;
        this.offsetY = options.offsetYMm() * MM;
        this.title = title;
        this.scaleText = options.scale() == 1 ? "true scale (1:1)" : "1:" + options.scale();
    }

    Place media() {
        return new Place(0, 0, width, height);
    }

    /** The area items may fill. */
    Place area() {
        return new Place(SIDE, TOP, width - 2 * SIDE, height - TOP - MARK_ZONE - FOOTER - BOTTOM);
    }

    /** Margin of a card page: poker cards are the same size at every scale, so these pages carry no calibration bar. */
    static final double CARD_MARGIN = 0.2 * IN;

    /** The area cards may fill: the paper less a margin for the crop marks, no footer. */
    Place cardArea() {
        return new Place(CARD_MARGIN, CARD_MARGIN, width - 2 * CARD_MARGIN, height - 2 * CARD_MARGIN);
    }

    double footerTop() {
        return height - BOTTOM - FOOTER;
    }

    /** Where an item placed at {@code p} on a front lands on the back: mirrored left to right, then shifted by the offset. */
    Place mirror(Place p) {
        return new Place(width - p.x() - p.width() + offsetX, p.y() + offsetY, p.width(), p.height());
    }

    /**
     * Full-length crop marks in the four margins at every edge of every item: vertical marks above
     * and below the items at each x, horizontal marks left and right at each y.
     */
    void cropMarks(PageBuilder page, List<Place> items) {
        if (items.isEmpty()) {
            return;
        }
        double bottom = items.stream().mapToDouble(p -> p.y() + p.height()).max().orElse(0);
        cropMarks(page, items, true, EDGE, Math.min(bottom + MARK_ZONE - GAP, footerTop() - GAP));
        page.trim = Flow.bounds(items);
    }

    /**
     * Crop marks for one block of items: vertical marks (when {@code vertical}) between {@code above}
     * and the block's top and between its bottom and {@code below}; horizontal marks in both side margins.
     */
    void cropMarks(PageBuilder page, List<Place> items, boolean vertical, double above, double below) {
        cropMarks(page, items, vertical, above, below, EDGE);
    }

    /**
     * As above, with the left horizontal marks from {@code leftFrom}: past the page's edge zone, they
     * stand in the room between the block and what is left of it, not in the side margin.
     */
    void cropMarks(PageBuilder page, List<Place> items, boolean vertical, double above, double below, double leftFrom) {
        if (items.isEmpty()) {
            return;
        }
        TreeSet<Double> xs = new TreeSet<>();
        TreeSet<Double> ys = new TreeSet<>();
        double left = Double.MAX_VALUE;
        double right = -Double.MAX_VALUE;
        double top = Double.MAX_VALUE;
        double bottom = -Double.MAX_VALUE;
        for (Place p : items) {
            xs.add(round(p.x()));
            xs.add(round(p.x() + p.width()));
            ys.add(round(p.y()));
            ys.add(round(p.y() + p.height()));
            left = Math.min(left, p.x());
            right = Math.max(right, p.x() + p.width());
            top = Math.min(top, p.y());
            bottom = Math.max(bottom, p.y() + p.height());
        }
        for (double x : vertical ? xs : new TreeSet<Double>()) {
            if (above < top - GAP - bleed) {
                page.line(x, above, x, top - GAP - bleed, "crop");
            }
            if (below > bottom + GAP + bleed) {
                page.line(x, bottom + GAP + bleed, x, below, "crop");
            }
        }
        if (!vertical) {
            // a row of templates of different heights is parted at its top and bottom only
            ys.clear();
            ys.add(round(top));
            ys.add(round(bottom));
        }
        // in the side margins only, never across the sheet beside a block narrower than the area
        double inner = leftFrom == EDGE ? Math.min(left, SIDE) : left;
        double outer = Math.max(right, width - SIDE);
        for (double y : ys) {
            page.line(leftFrom, y, inner - GAP - bleed, y, "crop");
            page.line(outer + GAP + bleed, y, width - EDGE, y, "crop");
        }
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

    /**
     * The footer: what the page is, its number, and a bar {@link #CALIBRATION_INCHES} table
     * inches long with its length printed, to check the printer kept the scale.
     */
    void footer(PageBuilder page, int number, int total) {
        double top = footerTop();
        String reverse = page.back ? "reverse of page " + (number - 1) + " (flip on the long edge) · " : "";
        page.text(SIDE, top + 9, TextWidth.SANS.cut(reverse + title + " · " + page.caption, width - 2 * SIDE - 60, 7), "start", "footer");
        page.text(width - SIDE, top + 9, "page " + number + " of " + total, "end", "footer");
        double y = top + 24;
        double length = CALIBRATION_INCHES * inch;
        page.line(SIDE, y, SIDE + length, y, "calibration");
        for (int i = 0; i <= CALIBRATION_INCHES * 2; i++) {
            double x = SIDE + i * inch / 2;
            page.line(x, y - (i % 2 == 0 ? 7 : 3.5), x, y, "calibration");
        }
        for (int i = 0; i <= CALIBRATION_INCHES; i++) {
            page.text(SIDE + i * inch, y + 8, String.valueOf(i), "middle", "calibration-number");
        }
        page.text(SIDE + length + 10, y - 1, "Calibration bar: " + CALIBRATION_INCHES + " table inches at " + scaleText + ".",
                "start", "note");
        page.text(SIDE + length + 10, y + 8, "At actual size it measures " + Num.fmt((double) CALIBRATION_INCHES / scale, 2)
                + " in (" + Num.fmt(CALIBRATION_INCHES * 25.4 / scale, 1) + " mm).", "start", "note");
    }

    /** Lines of at most {@code width} points of {@code face} at {@code size}, broken at spaces. */
    static List<String> wrap(String text, TextWidth face, double size, double width) {
        return face.wrap(text, size, width);
    }
}

package muster.view;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays out a unit card as a printed card reads: a band in the side's colour with the name, the
 * counter's short label framed at its right and the formation beneath; the kind of unit; the facts
 * in two ruled columns; the notes; the tick boxes at the foot. Sizes are points. When the facts and
 * notes would run into the tick boxes they are set smaller, down to {@link #SMALLEST} of their size;
 * what still does not fit is left off and counted, never printed over the boxes.
 */
public final class CardFaces {

    static final double WIDTH = CardLayout.CARD_WIDTH * 72;
    static final double HEIGHT = CardLayout.CARD_HEIGHT * 72;
    /** The card's outline, drawn inside its edge. */
    static final double EDGE = 0.4;
    static final double PAD_X = 0.11 * 72 + EDGE;
    static final double PAD_Y = 0.08 * 72 + EDGE;
    /** The tick boxes stand this far above the card's lower edge. */
    static final double FOOT = 0.07 * 72 + EDGE;
    /** The outline of a white band (the second and fourth sides' colours are drawn as a frame). */
    static final double BAND_FRAME = 1.2;
    static final double LABEL_FRAME = 0.6;
    static final double BOX_FRAME = 0.7;
    static final double RULE = 0.3;
    /** Padding: of the band (across and down), of a fact's cells (across), of the label inside its frame (across). */
    static final double BAND_PAD_X = 4;
    static final double BAND_PAD_Y = 2;
    static final double CELL_PAD = 2;
    static final double LABEL_PAD = 2;
    /** The least space between the name and its label's frame. */
    static final double LABEL_GAP = 6;
    /** Space under the band, and between rows of tick boxes and between the boxes of a row. */
    static final double GAP = 2;
    /** DejaVu's ascent and descent in ems, the same in every face the cards use. */
    static final double ASCENT = 1901 / 2048.0;
    static final double DESCENT = 483 / 2048.0;
    /** The least a tick box is shrunk to, as a share of its size, to keep a track in one row. */
    static final double SMALLEST_BOX = 0.85;

    /**
     * The least and the most the facts and notes are set at, as a share of their size: a card with room to spare (a
     * commander's, a quick-play unit's) reads at arm's length instead of leaving half of it blank.
     */
    static final double SMALLEST = 0.7;
    static final double LARGEST = 1.25;

    /** The pack style whose cards are set in large type (the Junior General rules' sheets, for students). */
    public static final String LARGE_TYPE = "large-type";

    private CardFaces() {
    }

    /**
     * The one scale of facts and notes for the cards {@code cards} in the pack style {@code style}: as large as every one of
     * them fits, from {@link #LARGEST} down, but not below their own size (a card that needs less shrinks on its own), so
     * the type does not change from card to card.
     */
    public static double shared(List<Card> cards, String style) {
        CardType type = CardType.of(style);
        double scale = LARGEST;
        for (Card card : cards) {
            while (scale > 1 + 1e-9 && !new Drawing(card, type, scale, false).fits) {
                scale -= 0.05;
            }
        }
        return Math.max(1, scale);
    }

    /** {@code card} laid out alone: its facts and notes as large as it fits, from {@link #LARGEST} down. */
    static CardFace of(Card card, String style) {
        return of(card, style, LARGEST);
    }

    /** {@code card} laid out in the pack style {@code style}: its facts and notes at {@code scale}, or smaller where they do not fit. */
    public static CardFace of(Card card, String style, double scale) {
        CardType type = CardType.of(style);
        for (int step = 0; ; step++) {
            double tried = scale - 0.05 * step;
            boolean last = tried <= SMALLEST + 1e-9;
            Drawing d = new Drawing(card, type, tried, last);
            if (d.fits || last) {
                return d.face();
            }
        }
    }

    /** Whether a side's band is white with a frame in its colour rather than filled with it. */
    static boolean framed(String sideClass) {
        return sideClass.equals("side-b") || sideClass.equals("side-d");
    }

    /** The baseline of a line of {@code size} in a line box {@code height} tall whose top is {@code top}. */
    static double baseline(double top, double height, double size) {
        return top + (height - (ASCENT + DESCENT) * size) / 2 + ASCENT * size;
    }

    /** {@code size}, or smaller when a single word of {@code text} is wider than {@code width} at it. */
    static double fitWords(TextWidth face, String text, double size, double width) {
        double fitted = size;
        for (String word : text.split(" ")) {
            fitted = Math.min(fitted, face.fit(word, width, size));
        }
        return fitted;
    }

    private static String n(double v) {
        return Num.fmt(v, 2);
    }

    /** One attempt at laying out a card with its facts and notes at {@code scale}. */
    private static final class Drawing {
        final List<CardFace.Text> texts = new ArrayList<>();
        final List<CardFace.Rule> rules = new ArrayList<>();
        final List<CardFace.Rect> boxes = new ArrayList<>();
        final Card card;
        CardFace.Rect band;
        CardFace.Rect labelBox;
        boolean fits = true;
        int left;
        /** A tick box's side with its frame: the style's, or a shade less ({@link #tracks}). */
        double box;

        Drawing(Card card, CardType t, double scale, boolean leaveOff) {
            this.card = card;
            double x = PAD_X;
            double width = WIDTH - 2 * PAD_X;
            double y = band(t, x, width);
            List<Row> rows = tracks(t, x);
            double limit = top(rows, t) - 1;

            // the band's margin below and the kind's above collapse into the larger
            y += Math.max(GAP, t.kindAbove());
            String kind = card.hidden() ? card.kind() + " · starts hidden" : card.kind();
            double kindLine = t.kind() * t.body();
            double kindSize = fitWords(TextWidth.SANS_BOLD, kind, t.kind(), width);
            for (String line : TextWidth.SANS_BOLD.wrap(kind, kindSize, width)) {
                y = put(x, y, kindLine, kindSize, line, "card-kind", limit, leaveOff);
            }
            y += t.kindBelow();

            double size = t.fact() * scale;
            double pad = t.factPad() * scale;
            double line = size * t.factLine();
            // grown type takes a wider label column, half as much wider, so a label keeps its size ("Assaulted")
            double labelWidth = t.labelColumn() * Math.max(1, (1 + scale) / 2);
            double valueX = x + labelWidth + 3 * CELL_PAD;
            double valueWidth = width - labelWidth - 4 * CELL_PAD;
            for (Card.Fact f : card.facts()) {
                double labelSize = fitWords(TextWidth.SANS_BOLD, f.label(), size, labelWidth);
                List<String> labels = TextWidth.SANS_BOLD.wrap(f.label(), labelSize, labelWidth);
                double valueSize = fitWords(TextWidth.SANS, f.value(), size, valueWidth);
                List<String> values = TextWidth.SANS.wrap(f.value(), valueSize, valueWidth);
                int lines = Math.max(labels.size(), values.size());
                double height = 2 * pad + lines * line;
                if (!room(y + height, limit, leaveOff)) {
                    left += lines;
                    continue;
                }
                for (int i = 0; i < labels.size(); i++) {
                    texts.add(text(x + CELL_PAD, baseline(y + pad + i * line, line, labelSize), labels.get(i), "card-fact-label", labelSize));
                }
                for (int i = 0; i < values.size(); i++) {
                    texts.add(text(valueX, baseline(y + pad + i * line, line, valueSize), values.get(i), "card-fact", valueSize));
                }
                rules.add(new CardFace.Rule(n(x), n(x + width), n(y + height + RULE / 2)));
                y += height + RULE;
            }

            double noteSize = t.note() * scale;
            double noteLine = noteSize * t.noteLine();
            if (!card.notes().isEmpty()) {
                y += t.noteAbove() * scale;
            }
            for (String note : card.notes()) {
                double fitted = fitWords(TextWidth.SANS, note, noteSize, width);
                for (String l : TextWidth.SANS.wrap(note, fitted, width)) {
                    y = put(x, y, noteLine, fitted, l, "card-note", limit, leaveOff);
                }
                y += scale;
            }
            draw(rows, t);
        }

        /** A line of text whose line box starts at {@code top}; the top of the next line, or {@code top} when it was left off. */
        private double put(double x, double top, double height, double size, String line, String role, double limit, boolean leaveOff) {
            if (!room(top + height, limit, leaveOff)) {
                left++;
                return top;
            }
            texts.add(text(x, baseline(top, height, size), line, role, size));
            return top + height;
        }

        /**
         * Whether what would end at {@code bottom} is drawn: always while laying out to see what fits (noting when it does not);
         * on the last try, only until the first thing that does not fit, so what is left off is the end of the card.
         */
        private boolean room(double bottom, double limit, boolean leaveOff) {
            if (bottom > limit && fits) {
                fits = false;
                if (leaveOff) {
                    endWithEllipsis();
                }
            }
            return !leaveOff || fits;
        }

        /** Marks the last line printed before what is left off with an ellipsis, cutting it shorter if it must. */
        private void endWithEllipsis() {
            for (int i = texts.size() - 1; i >= 0; i--) {
                CardFace.Text last = texts.get(i);
                if (last.role().equals("card-note") || last.role().equals("card-fact")) {
                    double size = Double.parseDouble(last.size());
                    double room = last.role().equals("card-note") ? WIDTH - 2 * PAD_X
                            : WIDTH - PAD_X - Double.parseDouble(last.x()) - CELL_PAD;
                    texts.set(i, new CardFace.Text(last.x(), last.y(), TextWidth.SANS.cut(last.text() + " …", room, size), last.role(),
                            last.size()));
                    return;
                }
            }
        }

        /** The band with the card's name, label and formation; the bottom of the band. */
        private double band(CardType t, double x, double width) {
            double frame = framed(card.sideClass()) ? BAND_FRAME : 0;
            double inner = x + frame + BAND_PAD_X;
            double innerWidth = width - 2 * frame - 2 * BAND_PAD_X;
            double top = PAD_Y + frame + BAND_PAD_Y;
            double titleLine = t.title() * 1.15;
            double titleWidth = innerWidth;
            CardFace.Text label = null;
            if (!card.label().isEmpty() && !card.label().equals(card.title())) {
                double labelSize = Math.min(t.label(), TextWidth.CONDENSED_BOLD.fit(card.label(), innerWidth * 0.4, t.label()));
                double boxWidth = TextWidth.CONDENSED_BOLD.of(card.label(), labelSize) + 2 * LABEL_PAD + 2 * LABEL_FRAME;
                double boxLeft = inner + innerWidth - boxWidth;
                double base = baseline(top, titleLine, t.title());
                double boxTop = base - ASCENT * labelSize - LABEL_FRAME;
                double boxHeight = (ASCENT + DESCENT) * labelSize + 2 * LABEL_FRAME;
                labelBox = new CardFace.Rect(n(boxLeft + LABEL_FRAME / 2), n(boxTop + LABEL_FRAME / 2), n(boxWidth - LABEL_FRAME),
                        n(boxHeight - LABEL_FRAME));
                label = text(boxLeft + LABEL_FRAME + LABEL_PAD, base, card.label(), "card-label", labelSize);
                titleWidth = innerWidth - boxWidth - LABEL_GAP;
            }
            double titleSize = fitWords(TextWidth.SANS_BOLD, card.title(), t.title(), titleWidth);
            for (String line : TextWidth.SANS_BOLD.wrap(card.title(), titleSize, titleWidth)) {
                texts.add(text(inner, baseline(top, titleLine, titleSize), line, "card-title", titleSize));
                top += titleLine;
            }
            if (label != null) {
                // after the whole name, so the name reads (and copies out of the PDF) in one piece
                texts.add(label);
            }
            String sub = Words.saysAlike(card.subtitle(), card.side()) ? card.subtitle() : card.subtitle() + " · " + card.side();
            double subLine = t.sub() * 1.15;
            double subSize = fitWords(TextWidth.SANS, sub, t.sub(), innerWidth);
            for (String line : TextWidth.SANS.wrap(sub, subSize, innerWidth)) {
                texts.add(text(inner, baseline(top, subLine, subSize), line, "card-sub", subSize));
                top += subLine;
            }
            double bottom = top + BAND_PAD_Y + frame;
            band = new CardFace.Rect(n(x + frame / 2), n(PAD_Y + frame / 2), n(width - frame), n(bottom - PAD_Y - frame));
            return bottom;
        }

        /** A row of tick boxes: its label (on a track's first row only), baseline, where its first box starts, how many. */
        private record Row(String label, double baseline, double start, int count) {
        }

        /**
         * The rows of tick boxes, stacked up from the card's foot, a track's boxes running on to further rows when many. A row may
         * run on into the card's right padding, as near its outline as the foot is (a box on the outline was cut in half).
         */
        private List<Row> tracks(CardType t, double x) {
            double line = t.track() * t.body();
            double below = line - baseline(0, line, t.track());
            // the boxes in columns after the widest label where that takes no more rows ("1-10" and "11-20" each ten boxes, one
            // under the other, ending together); else each row after its own label
            double widest = card.tracks().stream().mapToDouble(k -> TextWidth.SANS.of(k.label() + " ", t.track())).max().orElse(0);
            // the boxes a shade smaller where that keeps the longest track in one row after the widest label ("Canister" and its ten
            // boxes, whose tenth stood alone on a row of its own)
            int longest = card.tracks().stream().mapToInt(Card.Track::boxes).max().orElse(0);
            double full = t.box() + 2 * BOX_FRAME;
            double fitted = longest == 0 ? full : (WIDTH - FOOT - x - widest + GAP) / longest - GAP - 0.01;
            box = fitted >= full * SMALLEST_BOX && fitted < full ? fitted : full;
            List<Row> rows = rows(t, x, WIDTH - FOOT, false, 0);
            List<Row> aligned = rows(t, x, WIDTH - FOOT, true, widest);
            rows = aligned.size() <= rows.size() ? aligned : rows;
            double rowHeight = above(t, box) + below;
            List<Row> placed = new ArrayList<>();
            for (int r = 0; r < rows.size(); r++) {
                Row row = rows.get(r);
                double baseline = HEIGHT - FOOT - below - (rows.size() - 1 - r) * (rowHeight + GAP);
                placed.add(new Row(row.label(), baseline, row.start(), row.count()));
            }
            return placed;
        }

        private List<Row> rows(CardType t, double x, double right, boolean aligned, double widest) {
            List<Row> rows = new ArrayList<>();
            double first = x;
            for (Card.Track track : card.tracks()) {
                // an unlabelled track carries on the one above it: its boxes line up under that one's
                first = track.label().isEmpty() ? first : x + (aligned ? widest : TextWidth.SANS.of(track.label() + " ", t.track()));
                int done = 0;
                do {
                    int count = Math.min(track.boxes() - done, Math.max(1, (int) ((right - first + GAP) / (box + GAP))));
                    rows.add(new Row(done == 0 ? track.label() : "", 0, first, count));
                    done += count;
                } while (done < track.boxes());
            }
            return rows;
        }

        /** The top of the highest row of boxes, with the row's margin above it; the card's padding when it has none. */
        private double top(List<Row> rows, CardType t) {
            return rows.isEmpty() ? HEIGHT - PAD_Y : rows.get(0).baseline() - above(t, box) - GAP;
        }

        /** How far a row of boxes reaches above its baseline: its boxes, or its label's half-leading and ascent. */
        private static double above(CardType t, double box) {
            double line = t.track() * t.body();
            return Math.max(baseline(0, line, t.track()), box);
        }

        private void draw(List<Row> rows, CardType t) {
            for (Row row : rows) {
                if (!row.label().isEmpty()) {
                    texts.add(text(PAD_X, row.baseline(), row.label(), "card-track", t.track()));
                }
                for (int i = 0; i < row.count(); i++) {
                    double left = row.start() + i * (box + GAP);
                    boxes.add(new CardFace.Rect(n(left + BOX_FRAME / 2), n(row.baseline() - box + BOX_FRAME / 2), n(box - BOX_FRAME),
                            n(box - BOX_FRAME)));
                }
            }
        }

        CardFace face() {
            return new CardFace(card.sideClass(), new CardFace.Rect(n(EDGE / 2), n(EDGE / 2), n(WIDTH - EDGE), n(HEIGHT - EDGE)), band,
                    labelBox, texts, rules, boxes, left);
        }
    }

    private static CardFace.Text text(double x, double y, String text, String role, double size) {
        return new CardFace.Text(n(x), n(y), text, role, n(size));
    }
}

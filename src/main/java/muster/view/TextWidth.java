package muster.view;

import java.util.ArrayList;
import java.util.List;

/**
 * How wide a line of text prints in the DejaVu faces (as the render stage embeds
 * them), from the fonts' advance widths for U+0020 to U+017F and for the dashes, quotes, primes,
 * arrows and signs in {@link #EXTRA}, in thousandths of an em; anything else counts as a wide
 * glyph. The kit's layout uses it to pick a size at which a label fits its counter, the cards'
 * to break their lines.
 */
public enum TextWidth {
    /** DejaVu Sans Condensed Bold: counter labels. */
    CONDENSED_BOLD(new short[] {
            313, 410, 469, 754, 626, 901, 785, 275, 411, 411, 470, 754, 342, 374, 342, 329,
            626, 626, 626, 626, 626, 626, 626, 626, 626, 626, 360, 360, 754, 754, 754, 522,
            900, 696, 686, 660, 747, 615, 615, 738, 753, 334, 334, 697, 573, 896, 753, 765,
            659, 765, 693, 648, 614, 730, 696, 993, 694, 651, 652, 411, 329, 411, 754, 450,
            450, 607, 644, 533, 644, 610, 391, 644, 641, 308, 308, 598, 308, 938, 641, 618,
            644, 644, 444, 536, 430, 641, 586, 831, 580, 586, 523, 641, 329, 641, 754, 540,
            540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540,
            540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540, 540,
            313, 410, 626, 626, 572, 626, 329, 450, 450, 900, 507, 581, 754, 374, 900, 450,
            450, 754, 394, 394, 450, 662, 572, 342, 450, 394, 507, 581, 932, 932, 932, 522,
            696, 696, 696, 696, 696, 696, 976, 660, 615, 615, 615, 615, 334, 334, 334, 334,
            754, 753, 765, 765, 765, 765, 765, 754, 765, 730, 730, 730, 730, 651, 664, 647,
            607, 607, 607, 607, 607, 607, 943, 533, 610, 610, 610, 610, 308, 308, 308, 308,
            618, 641, 618, 618, 618, 618, 618, 754, 618, 641, 641, 641, 641, 586, 644, 586,
            696, 607, 696, 607, 696, 607, 660, 533, 660, 533, 660, 533, 660, 533, 747, 644,
            754, 644, 615, 610, 615, 610, 615, 610, 615, 610, 615, 610, 738, 644, 738, 644,
            738, 644, 738, 644, 753, 641, 876, 711, 334, 308, 334, 308, 334, 308, 334, 308,
            334, 308, 669, 617, 334, 308, 697, 598, 598, 573, 308, 573, 308, 573, 431, 573,
            501, 578, 334, 753, 641, 753, 641, 753, 641, 884, 753, 641, 765, 618, 765, 618,
            765, 618, 1050, 984, 693, 444, 693, 444, 693, 444, 648, 536, 648, 536, 648, 536,
            648, 536, 614, 430, 614, 430, 614, 430, 730, 641, 730, 641, 730, 641, 730, 641,
            730, 641, 730, 641, 993, 831, 651, 586, 651, 652, 523, 652, 523, 652, 523, 391},
            new short[] {374, 374, 626, 450, 900, 342, 342, 591, 591, 575, 900, 237, 402, 754, 754, 754, 754, 754}),

    /** DejaVu Sans: captions and the index. */
    SANS(new short[] {
            318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
            636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531,
            1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,
            603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500,
            500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
            635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838, 600,
            600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600,
            600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600,
            318, 401, 636, 636, 636, 636, 337, 500, 500, 1000, 471, 612, 838, 361, 1000, 500,
            500, 838, 401, 401, 500, 636, 636, 318, 500, 401, 471, 612, 969, 969, 969, 531,
            684, 684, 684, 684, 684, 684, 974, 698, 632, 632, 632, 632, 295, 295, 295, 295,
            775, 748, 787, 787, 787, 787, 787, 838, 787, 732, 732, 732, 732, 611, 605, 630,
            613, 613, 613, 613, 613, 613, 982, 550, 615, 615, 615, 615, 278, 278, 278, 278,
            612, 634, 612, 612, 612, 612, 612, 838, 612, 634, 634, 634, 634, 592, 635, 592,
            684, 613, 684, 613, 684, 613, 698, 550, 698, 550, 698, 550, 698, 550, 770, 635,
            775, 635, 632, 615, 632, 615, 632, 615, 632, 615, 632, 615, 775, 635, 775, 635,
            775, 635, 775, 635, 752, 634, 916, 695, 295, 278, 295, 278, 295, 278, 295, 278,
            295, 278, 590, 556, 295, 278, 656, 579, 579, 557, 278, 557, 278, 557, 375, 557,
            342, 562, 284, 748, 634, 748, 634, 748, 634, 813, 748, 634, 787, 612, 787, 612,
            787, 612, 1070, 1023, 695, 411, 695, 411, 695, 411, 635, 521, 635, 521, 635, 521,
            635, 521, 611, 392, 611, 392, 611, 392, 732, 634, 732, 634, 732, 634, 732, 634,
            732, 634, 732, 634, 989, 818, 611, 592, 611, 685, 525, 685, 525, 685, 525, 352},
            new short[] {361, 361, 636, 500, 1000, 318, 318, 518, 518, 590, 1000, 227, 374, 838, 838, 838, 838, 838}),

    /** DejaVu Sans Bold: headings. */
    SANS_BOLD(new short[] {
            348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365,
            696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580,
            1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850,
            733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500,
            500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687,
            716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838, 600,
            600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600,
            600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600,
            348, 456, 696, 696, 636, 696, 365, 500, 500, 1000, 564, 646, 838, 415, 1000, 500,
            500, 838, 438, 438, 500, 736, 636, 380, 500, 438, 564, 646, 1035, 1035, 1035, 580,
            774, 774, 774, 774, 774, 774, 1085, 734, 683, 683, 683, 683, 372, 372, 372, 372,
            838, 837, 850, 850, 850, 850, 850, 838, 850, 812, 812, 812, 812, 724, 738, 719,
            675, 675, 675, 675, 675, 675, 1048, 593, 678, 678, 678, 678, 343, 343, 343, 343,
            687, 712, 687, 687, 687, 687, 687, 838, 687, 712, 712, 712, 712, 652, 716, 652,
            774, 675, 774, 675, 774, 675, 734, 593, 734, 593, 734, 593, 734, 593, 830, 716,
            838, 716, 683, 678, 683, 678, 683, 678, 683, 678, 683, 678, 821, 716, 821, 716,
            821, 716, 821, 716, 837, 712, 974, 790, 372, 343, 372, 343, 372, 343, 372, 343,
            372, 343, 744, 686, 372, 343, 775, 665, 665, 637, 343, 637, 343, 637, 479, 637,
            557, 642, 371, 837, 712, 837, 712, 837, 712, 983, 837, 712, 850, 687, 850, 687,
            850, 687, 1167, 1094, 770, 493, 770, 493, 770, 493, 720, 595, 720, 595, 720, 595,
            720, 595, 682, 478, 682, 478, 682, 478, 812, 712, 812, 712, 812, 712, 812, 712,
            812, 712, 812, 712, 1103, 924, 724, 652, 724, 725, 582, 725, 582, 725, 582, 435},
            new short[] {415, 415, 696, 500, 1000, 380, 380, 657, 657, 639, 1000, 264, 447, 838, 838, 838, 838, 838});

    static final int FIRST = 0x20;
    /** Width of a glyph outside the table, in thousandths of an em: wide enough for any of them. */
    static final int OTHER = 1000;

    /** Punctuation and signs past U+017F that printed text uses, in the order of each face's second table. */
    static final String EXTRA =
            "\u2010\u2011\u2012\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u2032\u2033\u2190\u2192\u2212\u2264\u2265";

    private final short[] widths;
    private final short[] extra;

    TextWidth(short[] widths, short[] extra) {
        this.widths = widths;
        this.extra = extra;
    }

    /** Width of {@code text} at {@code size} points, in points. */
    public double of(String text, double size) {
        return units(text, text.length()) * size / 1000.0;
    }

    /** Lines of at most {@code width} points at {@code size}, broken at spaces (a word longer than the width stands alone). */
    public List<String> wrap(String text, double size, double width) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : words(text)) {
            String tried = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && of(tried, size) > width) {
                out.add(line.toString());
                line.setLength(0);
                line.append(word);
            } else {
                line.setLength(0);
                line.append(tried);
            }
        }
        if (line.length() > 0) {
            out.add(line.toString());
        }
        // a letter or a number alone on the last line ("Battery / A") takes the word before it along when both fit
        int n = out.size();
        if (n >= 2 && out.get(n - 1).length() <= 2 && out.get(n - 2).contains(" ")) {
            String prev = out.get(n - 2);
            int cut = prev.lastIndexOf(' ');
            String joined = prev.substring(cut + 1) + " " + out.get(n - 1);
            if (of(joined, size) <= width) {
                out.set(n - 2, prev.substring(0, cut));
                out.set(n - 1, joined);
            }
        }
        return out;
    }

    /** The words of {@code text}, a short aside in brackets kept as one: "(La Loma)" never breaks after "(La". */
    private static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        String[] split = text.split(" ");
        for (int i = 0; i < split.length; i++) {
            String w = split[i];
            if (w.startsWith("(") && !w.endsWith(")") && i + 1 < split.length && split[i + 1].endsWith(")")
                    && w.length() + split[i + 1].length() < SHORT_ASIDE) {
                w = w + " " + split[++i];
            }
            out.add(w);
        }
        return out;
    }

    /** Characters an aside of two words may have and still be kept on one line. */
    private static final int SHORT_ASIDE = 16;

    /** Width of the first {@code end} chars of {@code text} in thousandths of an em (a split pair counts whole). */
    private long units(String text, int end) {
        long total = 0;
        for (int i = 0; i < end; ) {
            int cp = text.codePointAt(i);
            total += advance(cp);
            i += Character.charCount(cp);
        }
        return total;
    }

    private int advance(int cp) {
        if (cp >= FIRST && cp - FIRST < widths.length) {
            return widths[cp - FIRST];
        }
        int at = EXTRA.indexOf(cp);
        return at >= 0 ? extra[at] : OTHER;
    }

    /** The largest size up to {@code max} at which {@code text} fits {@code width} points. */
    public double fit(String text, double width, double max) {
        double atOne = of(text, 1);
        return atOne <= 0 ? max : Math.min(max, width / atOne);
    }

    /**
     * {@code text} cut (with an ellipsis) to fit {@code width} points at {@code size}: the longest
     * start of it that fits with the ellipsis, found in one pass over the widths of its starts, so
     * a label of any length costs time in proportion to its length. A cut never splits a
     * surrogate pair.
     */
    public String cut(String text, double width, double size) {
        if (of(text, size) <= width) {
            return text;
        }
        long[] starts = new long[text.length() + 1];
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            int n = Character.charCount(cp);
            starts[i + n] = starts[i] + advance(cp);
            if (n == 2) {
                starts[i + 1] = starts[i] + OTHER;
            }
            i += n;
        }
        long ellipsis = units("…", 1);
        int keep = text.length();
        while (keep > 0 && (starts[keep] + ellipsis) * size / 1000.0 > width) {
            keep--;
        }
        if (keep > 0 && keep < text.length() && Character.isHighSurrogate(text.charAt(keep - 1))
                && Character.isLowSurrogate(text.charAt(keep))) {
            keep--;
        }
        return text.substring(0, keep).stripTrailing() + "…";
    }
}

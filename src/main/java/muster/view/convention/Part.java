package muster.view.convention;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * One part of a table's file: what it is, its pages, and after which of them (counted from 0) a
 * blank page goes, so that, printed on both sides, the next part starts on a sheet of its own and a
 * page meant to be cut out (cards, counters without backs, markers, rulers, templates) has nothing
 * printed behind it.
 */
public record Part(String what, int pages, List<Integer> blankAfter) {

    public Part {
        if (pages < 1) {
            throw new IllegalArgumentException(what + " has no pages");
        }
        blankAfter = List.copyOf(blankAfter);
    }

    /** A part of {@code pages} pages, padded to whole sheets. */
    public static Part of(String what, int pages) {
        return of(what, pages, List.of(), List.of());
    }

    /**
     * As above, each of the {@code oneSided} pages on a sheet of its own with a blank back, and each page whose back is
     * the page after it (one of {@code backs}) starting a sheet.
     */
    public static Part of(String what, int pages, Collection<Integer> oneSided, Collection<Integer> backs) {
        List<Integer> blanks = new ArrayList<>();
        int side = 0;
        for (int i = 0; i < pages; i++) {
            boolean alone = oneSided.contains(i);
            if ((alone || backs.contains(i + 1)) && side % 2 == 1) {
                blanks.add(i - 1);
                side++;
            }
            side++;
            if (alone) {
                blanks.add(i);
                side++;
            }
        }
        if (side % 2 == 1) {
            blanks.add(pages - 1);
        }
        return new Part(what, pages, blanks);
    }

    /** Blank pages in the part. */
    public int blanks() {
        return blankAfter.size();
    }

    /** Pages in the file, blanks included. */
    public int printed() {
        return pages + blanks();
    }
}

package muster.view.convention;

/**
 * One part of a table's file: what it is, its pages, and how many blank pages follow it (one when
 * its pages are odd, so the next part starts on a sheet of its own when printed on both sides).
 */
public record Part(String what, int pages, int blanks) {

    /** A part of {@code pages} pages, padded to whole sheets. */
    public static Part of(String what, int pages) {
        if (pages < 1) {
            throw new IllegalArgumentException(what + " has no pages");
        }
        return new Part(what, pages, pages % 2);
    }

    /** Pages in the file, blanks included. */
    public int printed() {
        return pages + blanks;
    }
}

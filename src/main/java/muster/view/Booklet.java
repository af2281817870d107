package muster.view;

import java.util.List;

/**
 * Several game master's packs bound as one book: a title page with a contents list, then each
 * scenario's pack in turn. {@code anchor} names each chapter for the contents' page numbers and
 * the PDF's bookmarks.
 */
public record Booklet(String title, String pageSize, String landscapeSize, List<Chapter> chapters) {

    public Booklet {
        chapters = List.copyOf(chapters);
    }

    public record Chapter(String anchor, String title, String subtitle, String ruleSet, Pack pack) {
    }
}

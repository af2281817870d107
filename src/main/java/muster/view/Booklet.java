package muster.view;

import java.util.List;

/**
 * Several game master's packs bound as one book: a title page, a contents page, each scenario's
 * pack in turn, and a colophon (each scenario's sources, the rule sets used, how the book was
 * made). {@code anchor} names each chapter for the contents' page numbers and the PDF's bookmarks.
 */
public record Booklet(String title, Cover cover, String pageSize, String landscapeSize, List<Chapter> chapters, Colophon colophon) {

    public Booklet {
        chapters = List.copyOf(chapters);
    }

    /**
     * What the title page says under the title: what the book holds ("Five scenarios, 1898-1914"), the battles
     * with their dates, and the rules they are played with.
     */
    public record Cover(String subtitle, List<String> battles, String rules) {
        public Cover {
            battles = List.copyOf(battles);
        }
    }

    /** A scenario's chapter; {@code sources} is the Markdown of its notes on sources, empty when it has none. */
    public record Chapter(String anchor, String title, String subtitle, String ruleSet, Pack pack, String sources) {
    }

    /** The last pages: the rule sets the book's scenarios are played with, and lines on how it was made. */
    public record Colophon(List<RuleSetLine> ruleSets, List<String> printing) {
        public Colophon {
            ruleSets = List.copyOf(ruleSets);
            printing = List.copyOf(printing);
        }
    }

    /** A rule set used in the book: its title, id, the text it is encoded from and the scenarios that use it. */
    public record RuleSetLine(String title, String usedBy) {
    }
}

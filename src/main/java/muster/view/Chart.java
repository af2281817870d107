package muster.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A quick-reference chart: titled sections of paragraphs, lists and tables. */
public record Chart(String title, List<Section> sections) {

    public Chart {
        sections = List.copyOf(sections);
    }

    public record Section(String heading, List<Block> blocks) {
        public Section {
            blocks = List.copyOf(blocks);
        }

        /** The section without its tables: the rules a player reads, the odds left for the appendix. */
        public Section rules() {
            return new Section(heading, blocks.stream().filter(b -> !(b instanceof Table)).toList());
        }

        /** Only the section's tables, under another heading. */
        public Section tables(String newHeading) {
            return new Section(newHeading, blocks.stream().filter(b -> b instanceof Table).toList());
        }

        /** The section under another heading. */
        public Section titled(String newHeading) {
            return new Section(newHeading, blocks);
        }
    }

    /** One piece of a section. {@link #kind()} lets a template choose how to show it. */
    public sealed interface Block permits Para, Bullets, Steps, Table, Note {
        /** The block's record name in lower case, which the templates switch on: para, bullets, steps, table, note. */
        default String kind() {
            return getClass().getSimpleName().toLowerCase(Locale.ROOT);
        }
    }

    public record Para(String text) implements Block {
    }

    public record Bullets(List<String> items) implements Block {
        public Bullets {
            items = List.copyOf(items);
        }
    }

    /** Items in an order that matters (a turn sequence), printed numbered. */
    public record Steps(List<String> items) implements Block {
        public Steps {
            items = List.copyOf(items);
        }
    }

    public record Table(List<String> header, List<List<String>> rows, String caption) implements Block {
        public Table {
            header = List.copyOf(header);
            rows = rows.stream().map(List::copyOf).toList();
        }

        /** {@code rows} with those that differ only in their first cell made one, their first cells listed: "road, track". */
        public static List<List<String>> alikeJoined(List<List<String>> rows) {
            Map<List<String>, List<String>> names = new LinkedHashMap<>();
            for (List<String> row : rows) {
                names.computeIfAbsent(row.subList(1, row.size()), k -> new ArrayList<>()).add(row.get(0));
            }
            List<List<String>> out = new ArrayList<>();
            names.forEach((rest, first) -> {
                List<String> row = new ArrayList<>();
                row.add(String.join(", ", first));
                row.addAll(rest);
                out.add(row);
            });
            return out;
        }
    }

    /** A house interpretation of an unclear rule, printed as such: "Topic. Text.", so the text starts a sentence. */
    public record Note(String topic, String text) implements Block {
        public Note {
            text = text.isEmpty() ? text : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
        }
    }
}

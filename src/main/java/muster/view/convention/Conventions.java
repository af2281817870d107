package muster.view.convention;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import muster.rules.Checked;
import muster.scenario.Convention;
import muster.scenario.Names;
import muster.scenario.Side;
import muster.view.Num;
import muster.view.Paper;
import muster.view.RuleSetModule;
import muster.view.Views;

/** Front door of a convention's views: each table's parts and cover sheet, and the event's print list. */
public final class Conventions {

    /** How every table's file is printed. */
    public static final String SIDES = "duplex (long edge)";

    private Conventions() {
    }

    /** The handouts of a table in print order: each side's, as many copies as it has players. */
    public static List<String> handoutSides(Convention.Table table) {
        List<String> out = new ArrayList<>();
        for (Convention.Players p : table.players()) {
            for (int i = 0; i < p.count(); i++) {
                out.add(p.side());
            }
        }
        return out;
    }

    /** The cover of {@code table}, listing {@code parts} (the cover's own part first). */
    public static TableCover cover(Convention convention, Convention.Table table, Checked<? extends RuleSetModule> checked,
            List<Part> parts, Paper paper) {
        List<TableCover.Line> players = new ArrayList<>();
        int total = 0;
        for (Convention.Players p : table.players()) {
            String side = checked.scenario().side(p.side()).map(Side::name).orElse(p.side());
            players.add(new TableCover.Line(side, Num.count(p.count(), "player", "players")));
            total += p.count();
        }
        players.add(new TableCover.Line("In all", Num.count(total, "player", "players")));
        List<TableCover.Line> contents = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            Part part = parts.get(i);
            int copies = copies(parts, i);
            contents.add(new TableCover.Line(part.what() + (copies > 1 ? ", " + copies + " copies" : ""),
                    Num.count(part.pages(), "page", "pages") + (part.blanks() > 0 ? " + " + Num.count(part.blanks(), "blank", "blanks") : "")
                            + (copies > 1 ? " each" : "")));
            i += copies - 1;
        }
        int pages = parts.stream().mapToInt(Part::printed).sum();
        String printing = Num.count(pages, "page", "pages") + " on " + Num.count(pages / 2, "sheet", "sheets") + " of " + paper.cssName()
                + ", printed " + SIDES + "; every part starts on a new sheet, and what is cut out has a blank back";
        String game = Num.count(checked.scenario().turns(), "turn", "turns") + checked.scenario().turnMinutes()
                .map(m -> " of " + m + " minutes").orElse("") + " · figures " + checked.figureScale();
        return new TableCover(convention.event(), Names.readable(table.id()), checked.scenario().title(), subtitle(checked),
                checked.ruleSet().title(), game, paper.cssName(), situation(checked.scenario().briefing()), players, contents, printing);
    }

    /** A table's map at true scale, a file of its own: its sheets print one side each, on the paper they tile. */
    public record TableMapFile(String table, String file, String scenario, int pages, String paper) {
    }

    /** How a table-map file is printed. */
    public static final String ONE_SIDE = "one side";

    /**
     * The print list: one row per table's file in manifest order, each followed by its table map's where it has one, then the
     * totals (their paper every paper the rows name).
     */
    public static PrintList printList(Convention convention, List<String> files, List<String> scenarios, List<List<Part>> parts,
            Paper paper, List<TableMapFile> maps) {
        List<PrintList.Row> rows = new ArrayList<>();
        int pages = 0;
        int blanks = 0;
        int sheets = 0;
        Set<String> papers = new LinkedHashSet<>(List.of(paper.cssName()));
        for (int i = 0; i < convention.tables().size(); i++) {
            List<Part> table = parts.get(i);
            int p = table.stream().mapToInt(Part::printed).sum();
            int b = table.stream().mapToInt(Part::blanks).sum();
            String id = convention.tables().get(i).id();
            String name = Names.readable(id);
            rows.add(new PrintList.Row(id, name, files.get(i), scenarios.get(i), describe(table), p, b, sheets(p), SIDES,
                    paper.cssName()));
            pages += p;
            blanks += b;
            sheets += sheets(p);
            for (TableMapFile m : maps) {
                if (m.table().equals(id)) {
                    rows.add(new PrintList.Row(id, name, m.file(), m.scenario(), "Table map " + m.pages(), m.pages(), 0, m.pages(), ONE_SIDE,
                            m.paper()));
                    pages += m.pages();
                    sheets += m.pages();
                    papers.add(m.paper());
                }
            }
        }
        PrintList.Row total = new PrintList.Row("total", "In all", Num.count(rows.size(), "file", "files"), "", "", pages, blanks, sheets,
                maps.isEmpty() ? SIDES : SIDES + "; table maps " + ONE_SIDE, String.join(", ", papers));
        return new PrintList(convention.event(), paper.cssName(), rows, total);
    }

    /** Sheets for {@code pages} printed on both sides. */
    static int sheets(int pages) {
        return (pages + 1) / 2;
    }

    /** The most of a situation a cover holds beside its tables, in characters. */
    static final int SITUATION = 720;

    /**
     * The first paragraph of the general briefing that is not a heading, "" when it has none; a long one ends at the last
     * full stop that leaves it {@link #SITUATION} characters or fewer.
     */
    static String situation(String briefing) {
        for (String paragraph : briefing.strip().split("\\n\\s*\\n")) {
            String p = paragraph.strip().replaceAll("\\s+", " ");
            if (!p.isEmpty() && !p.startsWith("#")) {
                if (p.length() <= SITUATION) {
                    return p;
                }
                int stop = p.lastIndexOf(". ", SITUATION - 1);
                return stop > 0 ? p.substring(0, stop + 1) : p.substring(0, p.lastIndexOf(' ', SITUATION - 1)) + " ...";
            }
        }
        return "";
    }

    /** How many parts from {@code i} on are the same part (a side's handout for each of its players). */
    private static int copies(List<Part> parts, int i) {
        int copies = 1;
        while (i + copies < parts.size() && parts.get(i + copies).equals(parts.get(i))) {
            copies++;
        }
        return copies;
    }

    /** "Cover sheet 1, Game master's pack 21, US handout 3 × 4, Kit 8": each part once, copies counted. */
    static String describe(List<Part> parts) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            int copies = copies(parts, i);
            Part p = parts.get(i);
            out.add(p.what() + " " + (copies > 1 ? copies + " × " : "") + p.pages());
            i += copies - 1;
        }
        return String.join(", ", out);
    }

    private static String subtitle(Checked<? extends RuleSetModule> checked) {
        return Views.subtitle(checked.scenario());
    }
}

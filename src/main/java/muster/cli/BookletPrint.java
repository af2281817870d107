package muster.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.render.Press;
import muster.render.RenderException;
import muster.render.Renderer;
import muster.rules.Checked;
import muster.view.Num;
import muster.view.Paper;
import muster.view.RuleSetModule;
import muster.view.Trim;
import muster.view.Views;
import picocli.CommandLine;

/**
 * How {@code muster booklet} prints: as laid out (a book to read on screen or print at home), for
 * a print shop ({@code --trim}, {@code --bleed}: trimmed pages with crop marks and boxes), or
 * imposed for saddle stitching ({@code --impose saddle}). Each scenario's notes on its sources
 * ({@code <name>.notes.md} beside {@code <name>.yaml}) go into the colophon.
 */
record BookletPrint(Trim trim, double bleedMm, boolean marks, boolean saddle, double sheetWidth, double sheetHeight) {

    static final double MAX_BLEED_MM = 6;
    /** Notes on sources are a few KB; a larger file is not read. */
    static final long MAX_NOTES = 256 * 1024;

    /** The options, checked: a usage error for an unknown trim or imposition, a bleed out of range, or a bleed on imposed sheets. */
    static BookletPrint of(String trim, double bleed, String impose, Paper paper, CommandLine.Model.CommandSpec spec) {
        // imposed on the user's own paper, a booklet's pages are half of it: half-letter pages on Letter, A5 on A4
        Trim size = trim == null ? Trim.of(impose != null ? paper.half() : paper)
                : Trim.of(trim).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                        "--trim must be letter, a4, a5, half-letter or 6x9in, not '" + trim + "'"));
        if (!(bleed >= 0 && bleed <= MAX_BLEED_MM)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--bleed must be 0 to " + Num.fmt(MAX_BLEED_MM, 1)
                    + " millimetres, not " + Num.fmt(bleed, 2));
        }
        if (impose != null && !impose.equals("saddle")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--impose must be saddle, not '" + impose + "'");
        }
        if (impose != null && bleed > 0) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--bleed is for a print shop's trimmed pages and --impose for your own printer's sheets; give one of them");
        }
        boolean ownPaper = impose != null && trim == null;
        return new BookletPrint(size, bleed, trim != null || bleed > 0, impose != null,
                ownPaper ? paper.height() * 72 : 2 * size.width(), ownPaper ? paper.width() * 72 : size.height());
    }

    Renderer.Rendered make(String title, List<Checked<RuleSetModule>> scenarios, List<Path> files, Renderer renderer)
            throws RenderException {
        List<String> sources = new ArrayList<>();
        for (Path f : files) {
            sources.add(notes(f));
        }
        byte[] book = renderer.booklet(Views.booklet(title, scenarios, trim, sources, colophon())).bytes();
        String subject = title + ": " + scenarios.size() + " scenarios";
        if (saddle) {
            return Press.saddle(book, trim.width(), trim.height(), sheetWidth, sheetHeight, title, subject + ", imposed for saddle stitching");
        }
        if (marks) {
            return Press.trim(book, trim.width(), trim.height(), bleedMm * 72 / 25.4, title, subject + ", trimmed " + trim.title());
        }
        return new Renderer.Rendered(book, List.of());
    }

    /** ", 120 pages" or ", 30 sheets, 60 sheet sides" after the file's size. */
    String describe(int pages) {
        return saddle ? ", imposed on " + Num.count(pages / 2, "sheet", "sheets") + ", " + Num.count(pages, "sheet side", "sheet sides")
                : ", " + Num.count(pages, "page", "pages");
    }

    private List<String> colophon() {
        List<String> out = new ArrayList<>();
        out.add("Printed with " + Main.VERSION + " from the scenario files named above, as PDF/A-2b.");
        out.add("Set in DejaVu Serif and DejaVu Sans.");
        out.add("The unit cards, counters, rulers and table sheets, which are cut out, are not bound in: each scenario prints "
                + "them in files of its own.");
        String size = trim.title() + " (" + Num.fmt(trim.width() * 25.4 / 72, 0) + " x " + Num.fmt(trim.height() * 25.4 / 72, 0) + " mm)";
        if (saddle) {
            out.add("Pages of " + size + ", imposed two to a sheet side for saddle stitching: print on both sides, flip on the "
                    + "short edge, fold and nest the sheets in order.");
        } else if (marks) {
            out.add("Trimmed to " + size + (bleedMm > 0 ? " with " + Num.fmt(bleedMm, 1) + " mm bleed" : "") + "; crop marks on every page.");
        } else {
            out.add("Pages of " + size + ".");
        }
        return out;
    }

    /** The scenario's notes on its sources, or "" when it has none. */
    static String notes(Path scenario) {
        String name = scenario.getFileName().toString().replaceFirst("\\.ya?ml$", "");
        Path notes = scenario.resolveSibling(name + ".notes.md");
        try {
            if (Files.isRegularFile(notes) && Files.size(notes) <= MAX_NOTES) {
                return Files.readString(notes, StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            return "";
        }
        return "";
    }
}

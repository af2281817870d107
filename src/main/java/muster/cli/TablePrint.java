package muster.cli;

import static muster.source.StageCode.CONV_PRINT;

import java.util.List;
import muster.scenario.Convention;
import muster.source.Diagnostics;
import muster.view.Documents;
import muster.view.Num;
import muster.view.Paper;
import muster.view.kit.KitOptions;
import muster.view.table.TablePaper;

/**
 * How one table of a convention prints beyond its packs, as `build`'s options would have it: the table map (whether, at what
 * scale, on what paper, plain sheets left out or not) and the kit's bleed and duplex offset. A table's own choice comes
 * first, then the event's, then the command line's, then muster's default.
 */
record TablePrint(boolean tableMap, int mapScale, TablePaper tablePaper, boolean skipBlank, KitOptions kit) {

    /** The table map's paper, scale and sheets left out, as the documents take them. */
    Documents.TableChoice table() {
        return new Documents.TableChoice(tablePaper, mapScale, skipBlank);
    }

    /** Reports each value {@code p} gives that `build` would refuse, at its place; {@code whose} names the event or a table. */
    static void check(Convention.Print p, String whose, Diagnostics all) {
        p.mapScale().filter(text -> BuildCommand.mapScale(text).isEmpty()).ifPresent(text -> all.report(CONV_PRINT,
                p.spans().of("mapScale"), whose + ": the map scale '" + text + "' is not 1:1 to 1:8", "write it as \"1:2\", in quotes"));
        p.tablePaper().filter(text -> TablePaper.parse(text).isEmpty()).ifPresent(text -> all.report(CONV_PRINT,
                p.spans().of("tablePaper"), whose + ": '" + text + "' is no paper the table map tiles", "write " + TablePaper.WORDS));
        p.bleed().filter(b -> !(b >= 0 && b <= KitOptions.MAX_BLEED_MM)).ifPresent(b -> all.report(CONV_PRINT, p.spans().of("bleed"),
                whose + ": a bleed of " + Num.fmt(b, 2) + " mm", "the kit's bleed is 0 to " + Num.fmt(KitOptions.MAX_BLEED_MM, 1)
                        + " millimetres"));
        p.duplexOffset().filter(o -> o.stream().anyMatch(v -> Math.abs(v) > KitOptions.MAX_OFFSET_MM)).ifPresent(o -> all.report(
                CONV_PRINT, p.spans().of("duplexOffset"), whose + ": a duplex offset past " + Num.fmt(KitOptions.MAX_OFFSET_MM, 1) + " mm",
                "write [X, Y] in millimetres, as the kit's calibration sheet reads them, each -10 to 10"));
    }

    /** What a table prints with, from its choices already taken over the event's and the command line's (and checked). */
    static TablePrint of(Convention.Print p, Paper paper) {
        int scale = p.mapScale().flatMap(BuildCommand::mapScale).orElse(1);
        TablePaper sheets = p.tablePaper().flatMap(TablePaper::parse).orElse(TablePaper.of(paper));
        double bleed = p.bleed().filter(b -> b >= 0 && b <= KitOptions.MAX_BLEED_MM).orElse(0.0);
        List<Double> offset = p.duplexOffset().filter(o -> o.stream().allMatch(v -> Math.abs(v) <= KitOptions.MAX_OFFSET_MM))
                .orElse(List.of(0.0, 0.0));
        return new TablePrint(p.tableMap().orElse(false), scale, sheets, p.skipBlank().orElse(true),
                new KitOptions(paper, scale, bleed, offset.get(0), offset.get(1)));
    }
}

package muster.view.kit;

import muster.view.Num;
import muster.view.TextWidth;

/**
 * The duplex calibration sheet. The front carries two long lines; the back, two millimetre
 * scales whose zeros sit exactly behind those lines when the printer registers both sides
 * perfectly. Held to the light with the back towards the reader, each front line crosses its
 * scale at the printer's error, which is the duplex offset that cancels it: every back
 * page (this one too) moves by the offset, so a sheet printed with the right offset reads 0.
 */
final class Calibration {

    /** Millimetres each way that the scales show. */
    static final int REACH_MM = 10;

    private Calibration() {
    }

    static PageBuilder front(Sheet sheet) {
        PageBuilder page = new PageBuilder("calibration", false, "duplex calibration, front");
        double cx = sheet.width / 2;
        double cy = sheet.height / 2;
        double arm = 1.2 * Sheet.IN;
        // the vertical line is read on the horizontal scale (X), the horizontal line on the vertical scale (Y)
        page.line(cx, cy - 2.4 * Sheet.IN - arm / 2, cx, cy - 2.4 * Sheet.IN + arm / 2, "calibration-target");
        page.line(cx - 1.8 * Sheet.IN - arm / 2, cy, cx - 1.8 * Sheet.IN + arm / 2, cy, "calibration-target");
        double y = Sheet.TOP + 14;
        page.text(Sheet.SIDE, y, "Duplex calibration: front", "start", "heading");
        y += 18;
        for (String line : Sheet.wrap("Print this page and the next on one sheet, double-sided, flipping on the long edge, at actual "
                + "size. Then turn the sheet over and follow the steps on the back.", TextWidth.SANS, 8.5, sheet.width - 2 * Sheet.SIDE)) {
            page.text(Sheet.SIDE, y, line, "start", "body");
            y += 12;
        }
        page.text(cx + 6, cy - 2.4 * Sheet.IN - arm / 2 + 8, "X line", "start", "note");
        page.text(cx - 1.8 * Sheet.IN - arm / 2, cy - 5, "Y line", "start", "note");
        return page;
    }

    static PageBuilder back(Sheet sheet, KitOptions options) {
        PageBuilder page = new PageBuilder("calibration", true, "duplex calibration, back");
        // where the front's lines fall seen from the back, before the offset moves everything on this page
        double lineX = sheet.width - sheet.width / 2 + sheet.offsetX;
        double scaleY = sheet.height / 2 - 2.4 * Sheet.IN + sheet.offsetY;
        double lineY = sheet.height / 2 + sheet.offsetY;
        double scaleX = sheet.width - (sheet.width / 2 - 1.8 * Sheet.IN) + sheet.offsetX;
        for (int k = -REACH_MM; k <= REACH_MM; k++) {
            double x = lineX + k * Sheet.MM;
            double len = k == 0 ? 14 : k % 5 == 0 ? 11 : 7;
            page.line(x, scaleY - len, x, scaleY + len, k == 0 ? "calibration-zero" : "calibration-tick");
            if (k % 5 == 0) {
                page.text(x, scaleY + 22, (k > 0 ? "+" : "") + k, "middle", "calibration-mm");
            }
            double yy = lineY + k * Sheet.MM;
            page.line(scaleX - len, yy, scaleX + len, yy, k == 0 ? "calibration-zero" : "calibration-tick");
            if (k % 5 == 0) {
                page.text(scaleX + 16, yy + 2.5, (k > 0 ? "+" : "") + k, "start", "calibration-mm");
            }
        }
        page.line(lineX - REACH_MM * Sheet.MM, scaleY, lineX + REACH_MM * Sheet.MM, scaleY, "calibration-tick");
        page.line(scaleX, lineY - REACH_MM * Sheet.MM, scaleX, lineY + REACH_MM * Sheet.MM, "calibration-tick");
        page.text(lineX, scaleY - 20, "X (mm)", "middle", "note");
        page.text(scaleX, lineY - REACH_MM * Sheet.MM - 8, "Y (mm)", "middle", "note");
        double y = Sheet.TOP + 14 + sheet.offsetY;
        double x = Sheet.SIDE + sheet.offsetX;
        page.text(x, y, "Duplex calibration: back", "start", "heading");
        y += 18;
        String[] steps = {
            "1. Hold the sheet up to a light with this side towards you: the front's two lines show through.",
            "2. Read where the X line crosses the X scale and where the Y line crosses the Y scale, in millimetres "
                    + "(+ is right and down as you look at this side).",
            "3. Write the two readings down: X = ____ mm, Y = ____ mm.",
            "4. Both 0, or no more than 1 mm either way: your printer puts the backs where they belong. Print the kit as it is.",
            // how, said here: a pointer to the manual sent the reader out of the pack
            "5. More than 1 mm: the backs land off their fronts by that much. Print the kit again with every back moved "
                    + "by the two readings, across and down (readings of 2 and -1.5 move the backs 2 mm right and 1.5 mm up). "
                    + "To move them, make the kit again giving the two readings, as 2,-1.5, for where the backs go, as you gave "
                    + "its paper size; or, if your printer's settings can shift the back of a sheet, shift it there by the same "
                    + "amounts. Print this sheet again: both lines now cross at 0. If they do not, add the new readings to the "
                    + "first two and print the kit once more.",
            // said only where the kit was built with an offset: "0 mm across and 0 mm down" on every kit read as the tool's own
            options.offsetXMm() == 0 && options.offsetYMm() == 0 ? "" : "This sheet already moves the backs "
                    + Num.fmt(options.offsetXMm(), 2) + " mm across and " + Num.fmt(options.offsetYMm(), 2) + " mm down."};
        for (String step : steps) {
            if (step.isEmpty()) {
                continue;
            }
            for (String line : Sheet.wrap(step, TextWidth.SANS, 8.5, sheet.width - 2 * Sheet.SIDE)) {
                page.text(x, y, line, "start", "body");
                y += 12;
            }
            y += 3;
        }
        return page;
    }
}

package muster.view.convention;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PartTest {

    /** The part as printed on both sides: each sheet's two sides, "-" for a blank. */
    private static List<String> sheets(Part part) {
        List<String> sides = new ArrayList<>();
        for (int i = 0; i < part.pages(); i++) {
            sides.add(String.valueOf(i));
            for (int after : part.blankAfter()) {
                if (after == i) {
                    sides.add("-");
                }
            }
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < sides.size(); i += 2) {
            out.add(sides.get(i) + "/" + (i + 1 < sides.size() ? sides.get(i + 1) : "?"));
        }
        return out;
    }

    @Test
    void anOddPartIsPaddedToWholeSheets() {
        assertEquals(List.of("0/1", "2/-"), sheets(Part.of("pack", 3)));
        assertEquals(List.of("0/1"), sheets(Part.of("pack", 2)));
    }

    @Test
    void aPageToCutOutGetsASheetOfItsOwnWithABlankBackAndAFrontMeetsItsBack() {
        // a kit: index, calibration front and back, counters front and back, markers, rulers
        Part kit = Part.of("kit", 7, List.of(5, 6), List.of(2, 4));
        assertEquals(List.of("0/-", "1/2", "3/4", "5/-", "6/-"), sheets(kit));
        assertEquals(3, kit.blanks());
        assertEquals(10, kit.printed());
    }

    @Test
    void cardPagesInThePackEachStandAlone() {
        Part pack = Part.of("pack", 6, List.of(2, 3), List.of());
        assertEquals(List.of("0/1", "2/-", "3/-", "4/5"), sheets(pack));
    }
}

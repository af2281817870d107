package muster.rulesets.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import muster.rules.HouseReading;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import muster.rules.HouseReadings;
import org.junit.jupiter.api.Test;

/** Each interpretation is written once, and the numbers it promises are the ones the data uses. */
class InterpretationsTest {

    @Test
    void topicsAreUniqueAndEveryTextIsASentence() {
        Set<String> topics = new HashSet<>();
        for (HouseReading i : Interpretations.ALL) {
            assertTrue(topics.add(i.topic()), "twice: " + i.topic());
            assertTrue(i.text().endsWith("."), i.topic());
        }
        assertEquals(35, Interpretations.ALL.size());
    }

    @Test
    void theScanReadingsAreTheNumbersTheDataUses() {
        assertTrue(reading("Numbers we settle").contains("short 0-12\", medium 12-24\" and long 24-36\""));
        assertEquals(12, SmallArms.SHORT.to());
        assertTrue(reading("Numbers we settle").contains("lower ground at least 6\" away"));
        assertEquals(6, GunFire.FIRE_OVER_LOWER_FRIENDS_FROM);
        assertTrue(reading("Counter-battery").contains("1-2 against limbered"));
        assertEquals(2, Batteries.HIT_ON_LIMBERED);
        assertTrue(reading("Men to work a gun").contains("5 men"));
        assertEquals(5, Organisation.MEN_TO_WORK_A_GUN);
        assertTrue(reading("Machine-gun ranges").contains("at exactly 18\" is still in the close band at factor 5"));
        assertEquals(GunFire.MG_CLOSE, 18 <= GunFire.MG_CLOSE.toInches() ? GunFire.MG_CLOSE : GunFire.MG_FAR);
        assertTrue(reading("Morale tests").contains("over 30"));
        assertEquals("routs", Morale.result(31).name());
        assertTrue(reading("Optional figure ratio").contains("every other army keeps 25 men a figure"));
        assertEquals(25, FigureRatio.BY_NATION.menPerFigure("philippines"));
        assertTrue(reading("Move rates").contains("6\" in line, 9\" in column"));
        assertEquals(6, UnitType.INFANTRY.lineMove());
        assertEquals(9, UnitType.INFANTRY.columnMove());
        assertTrue(reading("Average die").contains("2, 3, 3, 4, 4, 5"));
    }

    private static String reading(String topic) {
        return HouseReadings.on(Interpretations.ALL, topic).text();
    }
}

package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Numbers print as their shortest decimal rounded half up, whichever way the digits are worked out. */
class NumTest {

    @Test
    void examples() {
        assertEquals("12", Num.fmt(12, 2));
        assertEquals("4.5", Num.fmt(4.5, 2));
        assertEquals("0.25", Num.fmt(0.25, 2));
        assertEquals("1.01", Num.fmt(1.005, 2), "1.005 is written 1.005, so it rounds up although the double is just below");
        assertEquals("-2.35", Num.fmt(-2.345, 2), "half up is away from zero");
        assertEquals("0", Num.fmt(-0.001, 2));
        assertEquals("0.05", Num.fmt(0.05, 2));
        assertEquals("-0.05", Num.fmt(-0.05, 2));
        assertEquals("1200", Num.fmt(1200, 1));
        assertEquals("3", Num.fmt(2.5, 0));
        assertEquals("0.0001", Num.fmt(0.0001, 4));
        assertEquals("1000000000", Num.fmt(1e9, 0));
    }

    @Test
    void sameDigitsAsTheRuleForCoordinatesAndAwkwardValues() {
        Random random = new Random(1898);
        for (int i = 0; i < 400_000; i++) {
            int places = random.nextInt(5);
            double v = switch (i % 5) {
                case 0 -> (random.nextDouble() - 0.3) * 2000;
                case 1 -> Math.round(random.nextDouble() * 200000) / 1000.0 + (random.nextBoolean() ? 0.0005 : -0.005);
                case 2 -> (random.nextInt(20001) - 10000) / 200.0;
                case 3 -> random.nextGaussian() * 1e-3;
                default -> (random.nextInt(2_000_001) - 1_000_000) / Math.pow(10, places + 1) + 5 / Math.pow(10, places + 1);
            };
            assertEquals(Num.exact(v, places), Num.fmt(v, places), () -> v + " to " + places + " places");
        }
    }

    @Test
    void notANumberFailsAsBefore() {
        assertThrows(NumberFormatException.class, () -> Num.fmt(Double.NaN, 2));
    }
}

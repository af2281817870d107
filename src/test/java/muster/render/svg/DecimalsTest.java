package muster.render.svg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The content stream's numbers must be the very digits BigDecimal gave, or the PDFs change. */
class DecimalsTest {

    private static String viaBigDecimal(double v) {
        String s = BigDecimal.valueOf(v).setScale(5, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }

    private static void same(double v) {
        assertEquals(viaBigDecimal(v), PdfContentWriter.num(v), () -> "for " + Double.toString(v));
        String digits = Decimals.round5(Double.toString(v)); // the way taken near ties
        if (digits != null && Math.abs(v) >= 5e-6) {
            assertEquals(viaBigDecimal(v), digits, () -> "on the digits of " + Double.toString(v));
        }
    }

    @Test
    void tiesGoToTheEvenDigitAndCarriesRunThrough() {
        for (double v : new double[] {0.123455, 0.123465, -0.123455, 2.000005, 2.000015, 9.999995, 9.999994,
                99.999999, -99.9999951, 0.999995, 0.001, 0.0012345, 1, -1, 12.5, 100, 1000000, 9999999.999999,
                72 / 25.4, 72 / 2.54, 1e-3, 0.00099999, 5e-6, 4.99e-6, 123456.7890125, 0.5, 1e7, 3e8}) {
            same(v);
        }
    }

    @Test
    void agreesWithBigDecimalOnManyNumbers() {
        SplittableRandom random = new SplittableRandom(12);
        for (int i = 0; i < 300_000; i++) {
            double scale = Math.pow(10, random.nextInt(-6, 9));
            double v = (random.nextDouble() * 2 - 1) * scale;
            same(v);
            same(Math.round(v * 1e6) / 1e6); // short decimals with ties at the sixth place
            same(Math.round(v * 100) / 100.0);
        }
    }

    @Test
    void theExponentFormIsLeftToBigDecimal() {
        assertNull(Decimals.round5("1.0E-4"));
        assertEquals("0.0001", PdfContentWriter.num(1e-4));
    }
}

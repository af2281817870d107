package muster.rulesets.mexicanrevolution;

import java.util.List;
import muster.rules.Fraction;

/**
 * A one-die table from the seed: each row a range of results and what it means. A row may start
 * above 6 ("7+"), which one unmodified die cannot reach; its chance is then nil.
 */
public record DieTable(String name, List<Row> rows) {

    public DieTable {
        rows = List.copyOf(rows);
    }

    /** Results {@code from} to {@code to} inclusive; {@code to} is {@link #AND_UP} for "or more". */
    public record Row(int from, int to, String result) {

        public String faces() {
            if (to == AND_UP) {
                return from + "+";
            }
            return from == to ? String.valueOf(from) : from + "-" + to;
        }

        /** The exact chance of this row on one unmodified die, counting faces 1 to 6. */
        public Fraction chance() {
            int faces = 0;
            for (int face = 1; face <= 6; face++) {
                if (face >= from && face <= to) {
                    faces++;
                }
            }
            return Fraction.chance(faces, 6);
        }
    }

    public static final int AND_UP = Integer.MAX_VALUE;
}

package muster.scenario.rulefile;

import java.util.Optional;

/**
 * A dice expression of a rule-set file, as {@link DiceParser} reads it from a chart cell or a roll:
 * a pool's total ({@code 2d6}), a total against a number or another pool ({@code 2d6 <= 6},
 * {@code 1d6+1 > 1d6}), or a count of the dice showing some faces ({@code 3d6, a 6 hits}), with
 * the chance that two dice match as an event of its own ({@code doubles: out of ammunition}).
 * {@code text} is the expression as written; the odds are computed in the rules stage.
 */
public sealed interface Dice permits Dice.Roll, Dice.Compare, Dice.Count {

    String text();

    /** {@code dice} dice of {@code sides} faces, plus {@code plus}; with no dice, the number {@code plus} alone. */
    record Pool(int dice, int sides, int plus) {

        public static Pool number(int n) {
            return new Pool(0, 1, n);
        }

        public boolean isNumber() {
            return dice == 0;
        }

        public int min() {
            return dice + plus;
        }

        public int max() {
            return dice * sides + plus;
        }

        /** "2d6+1", "1d6", "3". */
        @Override
        public String toString() {
            if (isNumber()) {
                return String.valueOf(plus);
            }
            return dice + "d" + sides + (plus > 0 ? "+" + plus : plus < 0 ? String.valueOf(plus) : "");
        }
    }

    /** How a total is compared; a tie goes as the sign says ({@code >} loses it, {@code >=} wins it). */
    enum Op {
        LT("<"), LE("<="), EQ("="), GE(">="), GT(">");

        private final String sign;

        Op(String sign) {
            this.sign = sign;
        }

        public String sign() {
            return sign;
        }

        public boolean holds(int left, int right) {
            return switch (this) {
                case LT -> left < right;
                case LE -> left <= right;
                case EQ -> left == right;
                case GE -> left >= right;
                case GT -> left > right;
            };
        }
    }

    /** The total of a pool: its odds are the chance of each total. */
    record Roll(String text, Pool pool) implements Dice {
    }

    /** A pool's total against a number or an opposing pool: its odds are one chance. */
    record Compare(String text, Pool left, Op op, Pool right) implements Dice {
    }

    /**
     * The dice of a pool showing a face from {@code low} to {@code high} each score one {@code verb}
     * ("hits"); {@code doubles}, when given, names what happens when two or more dice show the same face.
     */
    record Count(String text, Pool pool, int low, int high, String verb, Optional<String> doubles) implements Dice {
    }
}

package muster.scenario.rulefile;

import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a dice expression (see {@link Dice}) without throwing: the expression, or where it went
 * wrong (a character offset into the text), what is wrong and how to write it. The forms:
 * <pre>
 *   2d6              a pool's total          (NdS, N from 1 to 30, S from 2 to 100, "d6" is 1d6)
 *   2d6+1 &lt;= 6        a total against a number: &lt; &lt;= = &gt;= &gt;
 *   1d6+1 &gt; 1d6       against an opposing pool
 *   3d6, a 6 hits    each die showing 6 scores one; "a 5 or more", "a 5+", "a 1 or less", "a 3 to 4"
 *   3d6, a 6 hits, doubles: out of ammunition
 * </pre>
 * The dice of one expression have at most 10^18 outcomes between them, so its odds are exact and quick.
 */
public final class DiceParser {

    public static final int MAX_DICE = 30;
    public static final int MAX_SIDES = 100;
    public static final int MAX_PLUS = 1_000;
    public static final BigInteger MAX_OUTCOMES = BigInteger.TEN.pow(18);
    /** What a counted die scores. */
    public static final List<String> VERBS = List.of("hits", "pins", "kills", "saves", "scores", "wounds");
    public static final String FORMS = "write e.g. '2d6 <= 6', '1d6+1 > 1d6' or '3d6, a 6 hits, doubles: out of ammunition'";

    /** What reading gave: the expression, or the first mistake. */
    public sealed interface Parsed permits Ok, Failed {
    }

    public record Ok(Dice dice) implements Parsed {
    }

    /** {@code offset}: the character of the text where the mistake is. */
    public record Failed(int offset, String message, String hint) implements Parsed {
    }

    private final String text;
    private final String lower;
    private int at;

    private DiceParser(String text) {
        this.text = text;
        this.lower = text.toLowerCase(Locale.ROOT);
    }

    public static Parsed parse(String text) {
        try {
            return new Ok(new DiceParser(text).expression());
        } catch (Mistake m) {
            return new Failed(m.offset, m.getMessage(), m.hint);
        }
    }

    private Dice expression() {
        space();
        Dice.Pool left = pool(false);
        outcomes(left, Dice.Pool.number(0));
        space();
        if (end()) {
            return new Dice.Roll(text.strip(), left);
        }
        char c = lower.charAt(at);
        Dice dice;
        if (c == '<' || c == '>' || c == '=') {
            Dice.Op op = op();
            space();
            Dice.Pool right = pool(true);
            outcomes(left, right);
            dice = new Dice.Compare(text.strip(), left, op, right);
        } else if (c == ',') {
            at++;
            dice = count(left);
        } else {
            throw new Mistake(at, "expected '<', '<=', '=', '>=', '>' or ', a 6 hits' after " + left + ", found " + shown(), FORMS);
        }
        space();
        if (!end()) {
            throw new Mistake(at, "nothing may follow the expression, found " + shown(), FORMS);
        }
        return dice;
    }

    /** NdS with an optional +K or -K; a plain number only where {@code numberAllowed} (the right of a comparison). */
    private Dice.Pool pool(boolean numberAllowed) {
        int start = at;
        Optional<Integer> n = number();
        if (end() || lower.charAt(at) != 'd') {
            if (n.isPresent() && numberAllowed) {
                return Dice.Pool.number(n.get());
            }
            throw new Mistake(at, n.isEmpty() ? "expected dice such as 2d6, found " + shown()
                    : "expected 'd' and the faces of each die after " + n.get() + ", found " + shown(),
                    "a pool is written NdS: the number of dice, 'd', the faces of each die (2d6)");
        }
        int dice = n.orElse(1);
        if (dice < 1 || dice > MAX_DICE) {
            throw new Mistake(start, "a pool has 1 to " + MAX_DICE + " dice, not " + dice, "roll fewer dice, or split the roll");
        }
        at++;
        int sidesAt = at;
        int sides = number().orElseThrow(() -> new Mistake(sidesAt, "expected the faces of each die after 'd', found " + shown(),
                "a pool is written NdS, e.g. 2d6"));
        if (sides < 2 || sides > MAX_SIDES) {
            throw new Mistake(sidesAt, "a die has 2 to " + MAX_SIDES + " faces, not " + sides, "write d6, d10 or d100, say");
        }
        int plus = 0;
        if (!end() && (lower.charAt(at) == '+' || lower.charAt(at) == '-')) {
            int sign = lower.charAt(at) == '-' ? -1 : 1;
            at++;
            int plusAt = at;
            int k = number().orElseThrow(() -> new Mistake(plusAt, "expected a number after the sign, found " + shown(), "write 1d6+1"));
            if (k > MAX_PLUS) {
                throw new Mistake(plusAt, "a modifier is at most " + MAX_PLUS, "write a modifier of sensible size");
            }
            plus = sign * k;
        }
        return new Dice.Pool(dice, sides, plus);
    }

    private Dice.Op op() {
        for (Dice.Op op : List.of(Dice.Op.LE, Dice.Op.GE, Dice.Op.LT, Dice.Op.GT, Dice.Op.EQ)) {
            if (lower.startsWith(op.sign(), at)) {
                at += op.sign().length();
                if (op == Dice.Op.EQ && lower.startsWith("=", at)) {
                    at++;
                }
                return op;
            }
        }
        throw new Mistake(at, "expected '<', '<=', '=', '>=' or '>', found " + shown(), FORMS);
    }

    /** ", a 6 hits" and an optional ", doubles: WHAT", the comma already read. */
    private Dice count(Dice.Pool pool) {
        space();
        if (!word("a") && !word("each")) {
            throw new Mistake(at, "expected 'a' and the faces that score, such as 'a 6 hits', found " + shown(), FORMS);
        }
        space();
        int facesAt = at;
        int low = number().orElseThrow(() -> new Mistake(facesAt, "expected the face that scores, found " + shown(), "write 'a 6 hits' or 'a 5 or more hits'"));
        int high = low;
        space();
        if (!end() && lower.charAt(at) == '+') {
            at++;
            high = pool.sides();
        } else if (word("or more")) {
            high = pool.sides();
        } else if (word("or less")) {
            high = low;
            low = 1;
        } else if (word("to")) {
            space();
            int toAt = at;
            high = number().orElseThrow(() -> new Mistake(toAt, "expected a face after 'to', found " + shown(), "write 'a 3 to 4 hits'"));
        }
        if (low < 1 || high > pool.sides() || low > high) {
            throw new Mistake(facesAt, "the faces " + (low == high ? String.valueOf(low) : low + " to " + high) + " are not faces of a d"
                    + pool.sides(), "a d" + pool.sides() + " shows 1 to " + pool.sides());
        }
        space();
        int verbAt = at;
        String verb = letters();
        if (!VERBS.contains(verb)) {
            throw new Mistake(verbAt, "expected what each such die scores (" + String.join(", ", VERBS) + "), found "
                    + (verb.isEmpty() ? shown() : "'" + verb + "'"), "write 'a 6 hits'");
        }
        space();
        Optional<String> doubles = Optional.empty();
        if (!end() && lower.charAt(at) == ',') {
            at++;
            space();
            if (!word("doubles")) {
                throw new Mistake(at, "expected 'doubles: ...' after the count, found " + shown(), "write ', doubles: out of ammunition'");
            }
            space();
            if (end() || lower.charAt(at) != ':') {
                throw new Mistake(at, "expected ':' and what doubles do, found " + shown(), "write ', doubles: out of ammunition'");
            }
            at++;
            String what = text.substring(at).strip();
            if (what.isEmpty()) {
                throw new Mistake(at, "say what doubles do after 'doubles:'", "write ', doubles: out of ammunition'");
            }
            if (pool.dice() < 2) {
                throw new Mistake(at, "one die cannot show doubles", "roll two or more dice, or leave 'doubles' out");
            }
            doubles = Optional.of(what);
            at = text.length();
        }
        return new Dice.Count(text.strip(), pool, low, high, verb, doubles);
    }

    /** Refuses dice with more outcomes between them than odds are counted for. */
    private void outcomes(Dice.Pool left, Dice.Pool right) {
        BigInteger n = BigInteger.valueOf(left.sides()).pow(left.dice()).multiply(BigInteger.valueOf(right.sides()).pow(right.dice()));
        if (n.compareTo(MAX_OUTCOMES) > 0) {
            throw new Mistake(0, "these dice have " + n.toString().length() + "-digit numbers of outcomes, more than muster counts odds for",
                    "roll fewer or smaller dice (at most 10^18 outcomes in one expression)");
        }
    }

    private Optional<Integer> number() {
        int start = at;
        while (!end() && Character.isDigit(lower.charAt(at)) && lower.charAt(at) < 128) {
            at++;
        }
        if (at == start) {
            return Optional.empty();
        }
        if (at - start > 6) {
            throw new Mistake(start, "the number " + text.substring(start, Math.min(at, start + 12)) + "... is too large", FORMS);
        }
        return Optional.of(Integer.parseInt(lower.substring(start, at)));
    }

    /** Consumes {@code w} when it stands here as a whole word. */
    private boolean word(String w) {
        if (lower.startsWith(w, at) && (at + w.length() == lower.length() || !Character.isLetter(lower.charAt(at + w.length())))) {
            at += w.length();
            return true;
        }
        return false;
    }

    private String letters() {
        int start = at;
        while (!end() && lower.charAt(at) >= 'a' && lower.charAt(at) <= 'z') {
            at++;
        }
        return lower.substring(start, at);
    }

    private void space() {
        while (!end() && (lower.charAt(at) == ' ' || lower.charAt(at) == '\t')) {
            at++;
        }
    }

    private boolean end() {
        return at >= lower.length();
    }

    /** What stands at the cursor, for a message: a character or the end. */
    private String shown() {
        return end() ? "the end" : "'" + text.charAt(at) + "'";
    }

    /** A parse mistake at an offset; unwinds to {@link #parse}. */
    private static final class Mistake extends RuntimeException {
        final int offset;
        final String hint;

        Mistake(int offset, String message, String hint) {
            super(message, null, false, false);
            this.offset = offset;
            this.hint = hint;
        }
    }
}

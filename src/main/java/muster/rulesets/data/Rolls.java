package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.Fraction;
import muster.rules.dice.DiceOdds;
import muster.rules.dice.Odds;
import muster.scenario.rulefile.Dice;

/** A rule-set file's dice as the sheets print them: in words ("2d6, 7 or more"), with their exact odds ("58%"). */
final class Rolls {

    private Rolls() {
    }

    /** The faces from {@code low} to {@code high} of one die: "6", "5 or 6", "4, 5 or 6", "3 to 6"; "no face" when none. */
    static String faces(int low, int high) {
        if (low > high) {
            return "no face";
        }
        if (high - low >= 3) {
            return low + " to " + high;
        }
        List<String> each = new ArrayList<>();
        for (int f = low; f <= high; f++) {
            each.add(String.valueOf(f));
        }
        return each.size() == 1 ? each.get(0) : String.join(", ", each.subList(0, each.size() - 1)) + " or " + each.get(each.size() - 1);
    }

    /**
     * What a total against a number needs: on one die its faces ("5 or 6"), on more "7 or more", "6 or less", "exactly 7";
     * "any roll" when every total does and "no roll" when none does.
     */
    static String needs(Dice.Pool pool, Dice.Op op, int number) {
        int least = switch (op) {
            case GE, EQ -> number;
            case GT -> number + 1;
            default -> pool.min();
        };
        int most = switch (op) {
            case LE, EQ -> number;
            case LT -> number - 1;
            default -> pool.max();
        };
        least = Math.max(least, pool.min());
        most = Math.min(most, pool.max());
        if (least > most) {
            return "no roll";
        }
        if (least == pool.min() && most == pool.max()) {
            return "any roll";
        }
        if (pool.dice() == 1) {
            return faces(least - pool.plus(), most - pool.plus());
        }
        if (least == most) {
            return "exactly " + least;
        }
        return most == pool.max() ? least + " or more" : least == pool.min() ? most + " or less" : least + " to " + most;
    }

    /** How one pool stands against another: "beats", "ties or beats", "is below", "ties or is below", "ties". */
    static String against(Dice.Op op) {
        return switch (op) {
            case GT -> "beats";
            case GE -> "ties or beats";
            case LT -> "is below";
            case LE -> "ties or is below";
            case EQ -> "ties";
        };
    }

    /** What a count's scoring dice show: "each 6 hits", "each 5 or 6 hits". */
    static String each(Dice.Count c) {
        return "each " + faces(c.low(), c.high()) + " " + c.verb();
    }

    /** Six-sided dice in plain words, "1 die", "3 dice", wherever a text names them ("1d6 +1" is "1 die +1"); other dice as written. */
    static String plain(String text) {
        return java.util.regex.Pattern.compile("\\b(\\d+)d6\\b").matcher(text)
                .replaceAll(m -> m.group(1) + (m.group(1).equals("1") ? " die" : " dice"));
    }

    /** A roll in words, without its odds: "2d6, 7 or more"; "1d6+1 beats 1d6"; "6d6, each 5 or 6 hits"; "2d6, a total". */
    static String words(Dice d) {
        if (d instanceof Dice.Compare c) {
            return c.right().isNumber() ? c.left() + ", " + needs(c.left(), c.op(), c.right().plus())
                    : c.left() + " " + against(c.op()) + " " + c.right();
        }
        if (d instanceof Dice.Count c) {
            return c.pool() + ", " + each(c);
        }
        return ((Dice.Roll) d).pool() + ", a total";
    }

    /** The odds of a roll: "58%"; a count's "at least one 91%, 4 on average"; a total's "7 on average". */
    static String odds(Dice d) {
        Odds odds = DiceOdds.of(d);
        if (odds instanceof Odds.Chance c) {
            return c.chance().percent();
        }
        if (odds instanceof Odds.Counted c) {
            return "at least one " + c.atLeastOne().percent() + ", " + c.mean().decimal() + " on average";
        }
        return ((Odds.Totals) odds).mean().decimal() + " on average";
    }

    /** The roll and its odds: "2d6, 7 or more (58%)"; with its doubles clause after: "; any two alike: out of ammunition (44%)". */
    static String withOdds(Dice d) {
        return words(d) + " (" + odds(d) + ")" + doubles(d).map(x -> "; " + x).orElse("");
    }

    /** A count's doubles clause with its chance: "any two alike: out of ammunition for the game (44%)". */
    static Optional<String> doubles(Dice d) {
        if (d instanceof Dice.Count c && c.doubles().isPresent()) {
            Fraction chance = ((Odds.Counted) DiceOdds.of(d)).doubles().orElseThrow();
            return Optional.of("any two alike: " + c.doubles().get() + " (" + chance.percent() + ")");
        }
        return Optional.empty();
    }

}

package muster.view;

import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;

/** Short labels for units on maps and counters, and the classes that tell sides apart. */
public final class Labels {

    static final int MAX_SHORT = 8;

    private Labels() {
    }

    /** The scenario's {@code short:} or an abbreviation of the name: "1st US Volunteer Cavalry" -> "1USVC". */
    public static String shortLabel(Unit unit) {
        if (unit.shortLabel().isPresent()) {
            return unit.shortLabel().get();
        }
        StringBuilder out = new StringBuilder();
        for (String word : unit.displayName().split("[\\s'’().,-]+")) {
            if (word.isEmpty()) {
                continue;
            }
            char c = word.charAt(0);
            if (Character.isDigit(c)) {
                out.append(word.replaceAll("\\D.*$", ""));
            } else if (Character.isUpperCase(c)) {
                out.append(c);
            }
            if (out.length() >= MAX_SHORT) {
                break;
            }
        }
        String label = out.length() >= 2 ? out.toString() : unit.id().toUpperCase(Locale.ROOT);
        return label.length() > MAX_SHORT ? label.substring(0, MAX_SHORT) : label;
    }

    /**
     * A name cut down for a map caption: "1st Brigade, Cavalry Division (Carroll)" becomes
     * "1st Brigade (Carroll)"-like short forms by keeping the first clause and any bracketed name.
     * Never cut short: a long caption is wrapped where it is placed.
     */
    public static String abbreviate(String name) {
        String first = name.split("[,;]", 2)[0].strip();
        int open = name.indexOf('(');
        int close = name.indexOf(')', open + 1);
        String who = open >= 0 && close > open && !first.contains("(") ? " " + name.substring(open, close + 1) : "";
        return first + who;
    }

    /** "side-a" for the first side of the file, "side-b" for the second, and so on. */
    public static String sideClass(int index) {
        return "side-" + (char) ('a' + Math.min(index, 25));
    }

    /** One item per side, in the file's order, made from the side and its {@link #sideClass}. */
    public static <T> List<T> perSide(Scenario scenario, BiFunction<Side, String, T> item) {
        return Forces.sides(scenario).stream().map(s -> item.apply(s.side(), s.sideClass())).toList();
    }

    /** Grid column letters: A..Z, then AA, AB... */
    public static String column(int index) {
        StringBuilder s = new StringBuilder();
        int n = index;
        do {
            s.insert(0, (char) ('A' + n % 26));
            n = n / 26 - 1;
        } while (n >= 0);
        return s.toString();
    }
}

package muster.view;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;

/** Short labels for units on maps and counters, and the classes that tell sides apart. */
public final class Labels {

    private Labels() {
    }

    /**
     * The scenario's {@code short:} or a label made from the name in whole words, numbers and
     * initials ("1st US Volunteer Cavalry" -> "1 Cav"). Made without the rest of the scenario, so two
     * units may get the same one: {@link ShortLabels#of} makes them for a whole scenario, apart.
     */
    public static String shortLabel(Unit unit) {
        return ShortLabels.alone(unit);
    }

    /** The side of the maps' grid squares, in table inches. */
    public static final double GRID_INCHES = 6;

    /** The grid square a point of the table lies in: "C4", lettered from the west and numbered from the south. */
    public static String square(Point p) {
        return column((int) Math.floor(p.x() / GRID_INCHES)) + ((int) Math.floor(p.y() / GRID_INCHES) + 1);
    }

    /**
     * Units as a record sheet's rows name them, by their counters' labels and their names ("20th Kan · 20th Kansas Volunteers"),
     * or by their names alone where every name holds its label's words ("Brigada Zaragoza", not "Zaragoza · Brigada Zaragoza"):
     * one way for the whole sheet, so that no row reads as another kind; a row whose label is its name says it once ("El Niño",
     * not "El Niño · El Niño").
     */
    public static List<String> rowNames(List<String> labels, List<String> names) {
        boolean said = true;
        for (int i = 0; i < names.size(); i++) {
            said &= words(names.get(i)).containsAll(words(labels.get(i)));
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            boolean same = words(names.get(i)).equals(words(labels.get(i)));
            out.add(said || same ? names.get(i) : labels.get(i) + " · " + names.get(i));
        }
        return out;
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")).filter(w -> !w.isEmpty()).toList();
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

    /**
     * A name as a sentence on a card gives it: without what its brackets add ("Scout train (armoured
     * flatcar, ...)" -> "Scout train"), so the text names the unit in words, not by its label.
     */
    public static String inText(String name) {
        String bare = name.replaceAll("\\s*\\([^)]*\\)?", "").strip();
        return bare.isEmpty() ? name : bare;
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

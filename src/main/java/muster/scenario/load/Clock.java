package muster.scenario.load;

import static muster.source.StageCode.LOAD_NOT_A_TIME;

import java.time.LocalTime;
import java.util.Optional;
import java.util.regex.Pattern;
import muster.source.Diagnostics;
import muster.source.Quote;

/** The scenario's clock: the time of day turn 1 begins ("HH:MM") and the minutes a turn lasts. */
final class Clock {

    private static final Pattern TIME = Pattern.compile("([01][0-9]|2[0-3]):([0-5][0-9])");
    /** A turn lasts at most a day. */
    static final int MAX_MINUTES = 1440;

    private Clock() {
    }

    /** A time of day written hours:minutes on the 24-hour clock, or a LOAD-016 error at the value. */
    static Optional<LocalTime> time(Fields f, String key, Diagnostics diagnostics) {
        Optional<Node> node = f.value(key);
        if (node.isEmpty()) {
            return Optional.empty();
        }
        if (node.get() instanceof Node.Scalar s && s.type() == Node.ScalarType.TEXT) {
            String text = TextLimits.limited(key, s, diagnostics);
            if (text.length() < s.text().length()) {
                f.leaveOut(key);
                return Optional.empty();
            }
            var m = TIME.matcher(text);
            if (m.matches()) {
                return Optional.of(LocalTime.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))));
            }
        }
        String found = node.get() instanceof Node.Scalar s && s.type() == Node.ScalarType.TEXT ? Quote.of(s.text()) : node.get().describe();
        diagnostics.report(LOAD_NOT_A_TIME, node.get().span(), "'" + key + "' is not a time of day: " + found,
                "write hours and minutes on the 24-hour clock in quotes, e.g. startTime: \"06:30\" or \"14:00\"");
        f.leaveOut(key);
        return Optional.empty();
    }

    /** A whole number of minutes from 1 to a day's, or an error at the value. */
    static Optional<Integer> minutes(Fields f, String key, Diagnostics diagnostics) {
        Optional<Node> node = f.value(key);
        Optional<Integer> n = f.optInteger(key);
        if (n.isPresent() && (n.get() < 1 || n.get() > MAX_MINUTES)) {
            diagnostics.report(LOAD_NOT_A_TIME, node.get().span(), "'" + key + "' is " + n.get() + ", but a turn lasts from 1 to "
                    + MAX_MINUTES + " minutes", "write how many minutes of the battle one turn stands for, e.g. turnMinutes: 20");
            f.leaveOut(key);
            return Optional.empty();
        }
        return n;
    }
}

package muster.scenario.load;

import static muster.source.StageCode.LOAD_NOT_A_NUMBER;
import static muster.source.StageCode.LOAD_WRONG_TYPE;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import muster.scenario.Point;
import muster.source.Diagnostics;
import muster.source.Quote;

/** Numbers and [x, y] points as a scenario writes them: plain finite decimals, each problem a diagnostic at its place. */
final class Numbers {

    private static final Pattern DECIMAL = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");

    private Numbers() {
    }

    static Optional<Point> point(Node node, Diagnostics diagnostics) {
        if (node instanceof Node.ListNode list && list.items().size() == 2) {
            Optional<Double> x = number("x", list.items().get(0), diagnostics);
            Optional<Double> y = number("y", list.items().get(1), diagnostics);
            if (x.isPresent() && y.isPresent()) {
                return Optional.of(new Point(x.get(), y.get(), node.span()));
            }
            return Optional.empty();
        }
        diagnostics.report(LOAD_WRONG_TYPE, node.span(), "expected a point [x, y] in inches, found " + node.describe(),
                "write two numbers in brackets: [12, 30] is 12\" east and 30\" north of the south-west corner");
        return Optional.empty();
    }

    static Optional<Double> number(String key, Node node, Diagnostics diagnostics) {
        if (node instanceof Node.Scalar s && s.type() == Node.ScalarType.NUMBER) {
            String text = s.text().strip();
            String lower = text.toLowerCase(Locale.ROOT);
            if (lower.contains("nan") || lower.contains("inf")) {
                diagnostics.report(LOAD_NOT_A_NUMBER, node.span(), "'" + key + "' is " + Quote.of(text) + ", which is not a finite number",
                        "write a plain number of inches, degrees or turns");
                return Optional.empty();
            }
            if (!DECIMAL.matcher(text).matches()) {
                diagnostics.report(LOAD_NOT_A_NUMBER, node.span(),
                        "'" + key + "' is written as " + Quote.of(text) + ", which muster does not read as a number",
                        "write plain decimal numbers such as 12 or 4.5 (no hex, octal or '_')");
                return Optional.empty();
            }
            double v = Double.parseDouble(text);
            if (!Double.isFinite(v)) {
                diagnostics.report(LOAD_NOT_A_NUMBER, node.span(), "'" + key + "' is too large: " + Quote.of(text),
                        "write a number of sensible size");
                return Optional.empty();
            }
            return Optional.of(v);
        }
        Fields.wrongType(diagnostics, key, node, "a number");
        return Optional.empty();
    }
}

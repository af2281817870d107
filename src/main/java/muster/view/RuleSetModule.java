package muster.view;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import muster.rules.Checked;
import muster.rules.RuleSet;

/**
 * A rule set as one module: its words and checks ({@link RuleSet}), what it prints
 * ({@link RuleSetSheets}) and a starting scenario. The registry lists modules, one line each.
 */
public interface RuleSetModule extends RuleSet {

    /** What this rule set prints for one checked scenario. */
    RuleSetSheets sheets(Checked<?> checked);

    /** A small battle that passes every check, for {@code muster new}: {@code starter.yaml} beside the module's class. */
    default String starter() {
        try (InputStream in = getClass().getResourceAsStream("starter.yaml")) {
            if (in == null) {
                throw new IllegalStateException("no starter.yaml beside " + getClass().getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

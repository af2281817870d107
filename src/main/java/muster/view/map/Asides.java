package muster.view.map;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A name's aside in brackets, the part a crowded map may drop or keep alone: "San Juan ford (the bloody ford)" is "San Juan
 * ford" without it; "1st Brigade (Carroll)", one of two first brigades, is known by its brigadier alone.
 */
final class Asides {

    private static final Pattern ASIDE = Pattern.compile("^([^()]*?)\\s*\\(([^()]+)\\)([^()]*)$");

    private Asides() {
    }

    /** The name without its aside ("San Juan Heights, level 2" for "San Juan Heights (northern ridge), level 2"). */
    static Optional<String> without(String name) {
        Matcher m = ASIDE.matcher(name);
        if (!m.matches() || m.group(1).isBlank()) {
            return Optional.empty();
        }
        return Optional.of((m.group(1) + m.group(3)).trim());
    }

    /** The aside alone ("Carroll" for "1st Brigade (Carroll)"). */
    static Optional<String> alone(String name) {
        Matcher m = ASIDE.matcher(name);
        return m.matches() && m.group(3).isBlank() ? Optional.of(m.group(2).trim()) : Optional.empty();
    }
}

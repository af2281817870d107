package muster.rules.common;

import java.util.Locale;
import java.util.regex.Pattern;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.source.Severity;

/** Ids are lower-case slugs, so none can become a path outside the output folder. */
public final class SlugIds extends BaseRule {

    public static final Pattern SLUG = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    public static final int MAX_LENGTH = 64;

    public static boolean isSlug(String id) {
        return id.length() <= MAX_LENGTH && SLUG.matcher(id).matches();
    }

    public SlugIds() {
        super("COM-001", Severity.ERROR, "ids are lower-case slugs: letters, digits and single hyphens, at most 64 characters",
                "ids name the output files and whatever refers to them: the design notes make them lower-case slugs");
    }

    @Override
    public void check(Scenario s, Report report) {
        if (!s.id().isEmpty() && !isSlug(s.id())) {
            report.at(s.spans().of("id"), "the scenario id '" + s.id() + "' is not a slug", hint(s.id()));
        }
        for (Ids id : Ids.of(s)) {
            if (!id.id().isEmpty() && !isSlug(id.id())) {
                report.at(id.span(), "the " + id.what() + " id '" + id.id() + "' is not a slug", hint(id.id()));
            }
        }
    }

    private static String hint(String id) {
        String fixed = id.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return fixed.isEmpty() ? "use lower-case letters, digits and hyphens" : "write it as '" + fixed + "'";
    }
}

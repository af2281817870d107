package muster.rulesets.hatsoff;

import java.util.Locale;
import java.util.regex.Pattern;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Note;
import muster.scenario.Scenario;
import muster.source.Severity;

/**
 * HAT-019: a special rule that plays the optional artillery ammunition (shell and canister rolled before play) comes with the
 * option artillery-ammo set: without it the cards print no boxes to strike out. Three of four authors' Hats Off scenarios wrote
 * the rule in their special rules and none set the option.
 */
final class ArtilleryAmmoInProse extends BaseRule {

    /** "the optional ammunition rule", or one sentence with shell, canister and a roll or rounds. */
    private static final Pattern SAYS = Pattern.compile("\\bammunition rule\\b|(?=[^.;]*\\bshell\\b)(?=[^.;]*\\bcanister\\b)[^.;]*\\b(roll|rolls|rounds)\\b");

    ArtilleryAmmoInProse() {
        super("HAT-019", Severity.WARNING, "a special rule that plays the optional artillery ammunition comes with 'artillery-ammo: true'",
                "the cards print shell and canister boxes only with the option; a special rule alone leaves the gunners nothing to strike out");
    }

    @Override
    public void check(Scenario s, Report report) {
        if (Options.artilleryAmmo(s)) {
            return;
        }
        for (Note rule : s.specialRules()) {
            if (SAYS.matcher(rule.text().toLowerCase(Locale.ROOT)).find()) {
                report.at(rule.span(), "a special rule plays the optional artillery ammunition, but the cards print no shell or canister "
                                + "boxes without the option",
                        "add 'options: { " + Options.ARTILLERY_AMMO + ": true }' so that every battery's card has its rounds to strike out");
                return;
            }
        }
    }
}

package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.Fraction;
import muster.rules.UnitWords;
import muster.rules.dice.DiceOdds;
import muster.rules.dice.Odds;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.Profiles;
import muster.view.Chart.Table;

/**
 * The appendix's odds of a weapon that runs dry on doubles (a weapon's {@code runsDry} with {@code loadedTableTo}): the chance
 * it is still loaded after 1 to that many bursts, each burst's doubles emptying it for the game ("Bursts fired 1 56% 2 31%").
 */
record StillLoaded(FileFacts facts, UnitWords<String, String> words) {

    /** A table per fielded weapon that runs dry and asks for one, in the file's order. */
    List<Table> tables() {
        List<Table> out = new ArrayList<>();
        for (String w : InPlay.weapons(facts.file(), words)) {
            Optional<Profiles.WeaponProfile> p = facts.weapon(w).filter(Profiles.WeaponProfile::runsDry);
            Optional<Fraction> dry = p.flatMap(StillLoaded::emptying);
            if (p.isEmpty() || dry.isEmpty() || p.get().loadedTableTo().isEmpty()) {
                continue;
            }
            List<List<String>> rows = new ArrayList<>();
            for (int bursts = 1; bursts <= p.get().loadedTableTo().get(); bursts++) {
                rows.add(List.of(String.valueOf(bursts), dry.get().complement().power(bursts).percent()));
            }
            out.add(new Table(List.of("Bursts fired", facts.weaponName(w) + " still loaded"), rows, ""));
        }
        return out;
    }

    /** The chance one burst empties the weapon: its first roll's doubles. */
    private static Optional<Fraction> emptying(Profiles.WeaponProfile p) {
        return p.bands().stream().flatMap(b -> b.fire().stream()).map(Profiles.Fire::roll)
                .filter(d -> d instanceof Dice.Count c && c.doubles().isPresent()).findFirst()
                .flatMap(d -> ((Odds.Counted) DiceOdds.of(d)).doubles());
    }
}

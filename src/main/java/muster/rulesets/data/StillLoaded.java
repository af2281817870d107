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
 * The appendix's odds of a weapon that runs dry on doubles (a weapon's {@code runsDry}): with {@code burstTable}, each number
 * of hits one burst scores with the chance it fires on and the chance its doubles empty it ("Machine-gun hits 0 28% 30%");
 * with {@code loadedTableTo}, the chance it is still loaded after 1 to that many bursts ("Bursts fired 1 56% 2 31%").
 */
record StillLoaded(FileFacts facts, UnitWords<String, String> words) {

    /** The tables of each fielded weapon that runs dry and asks for them, in the file's order. */
    List<Table> tables() {
        List<Table> out = new ArrayList<>();
        for (String w : InPlay.weapons(facts.file(), words)) {
            Optional<Profiles.WeaponProfile> p = facts.weapon(w).filter(Profiles.WeaponProfile::runsDry);
            Optional<Odds.Counted> roll = p.flatMap(StillLoaded::emptying);
            if (p.isEmpty() || roll.isEmpty()) {
                continue;
            }
            if (p.get().burstTable()) {
                out.add(burst(facts.weaponName(w), roll.get()));
            }
            Fraction dry = roll.get().doubles().orElseThrow();
            if (p.get().loadedTableTo().isPresent()) {
                List<List<String>> rows = new ArrayList<>();
                for (int bursts = 1; bursts <= p.get().loadedTableTo().get(); bursts++) {
                    rows.add(List.of(String.valueOf(bursts), dry.complement().power(bursts).percent()));
                }
                out.add(new Table(List.of("Bursts fired", facts.weaponName(w) + " still loaded"), rows, ""));
            }
        }
        return out;
    }

    /** Each number of hits a burst scores, split by whether its dice show any two alike: fires on, or now empty. */
    static Table burst(String weapon, Odds.Counted c) {
        List<List<String>> rows = new ArrayList<>();
        for (int h = 0; h < c.exactly().size(); h++) {
            Fraction empty = c.exactlyWithDoubles().get(h);
            rows.add(List.of(String.valueOf(h), c.exactly().get(h).minus(empty).percent(), empty.percent()));
        }
        // "Machine gun" qualifies the hits as one word: "Machine-gun hits"
        return new Table(List.of(weapon.replace(' ', '-') + " hits", "and still firing", "and now empty"), rows, "");
    }

    /** The odds of the roll whose doubles empty the weapon: its first roll with a doubles clause. */
    private static Optional<Odds.Counted> emptying(Profiles.WeaponProfile p) {
        return p.bands().stream().flatMap(b -> b.fire().stream()).map(Profiles.Fire::roll)
                .filter(d -> d instanceof Dice.Count c && c.doubles().isPresent()).findFirst()
                .map(d -> (Odds.Counted) DiceOdds.of(d));
    }
}

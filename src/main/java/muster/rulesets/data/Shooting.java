package muster.rulesets.data;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.Profiles;
import muster.view.Card;
import muster.view.Words;

/** A weapon's range bands and rolls as the sheets print them, for shooters of one nation, at the figure scale. */
record Shooting(FileFacts facts) {

    /** The rolls of a band made by shooters of {@code nation}: those for every nation and those for it. */
    static List<Profiles.Fire> fires(Profiles.Band band, String nation) {
        return band.fire().stream().filter(f -> f.nation().map(nation::equals).orElse(true)).toList();
    }

    /** Whether a band covers every range: from 0 with no end. */
    static boolean everywhere(Profiles.Band band) {
        return band.from() <= 0 && band.to().isEmpty();
    }

    /** A band's range at the scale: "0-12"", "24" and beyond", "any range". */
    String range(Profiles.Band band) {
        if (everywhere(band)) {
            return "any range";
        }
        String from = facts.inches(band.from()).replace("\"", "");
        return band.to().map(to -> from + "-" + facts.inches(to)).orElse(facts.inches(band.from()) + " and beyond");
    }

    /** The farthest a weapon reaches at the scale, table inches; empty when a band has no end. */
    Optional<Double> reach(Profiles.WeaponProfile w) {
        if (w.bands().isEmpty() || w.bands().stream().anyMatch(b -> b.to().isEmpty())) {
            return Optional.empty();
        }
        return Optional.of(w.bands().stream().mapToDouble(b -> b.to().orElseThrow()).max().orElseThrow() * facts.factor());
    }

    /** Who rolls: "per figure" (base, stand) or "per unit". */
    String who(Profiles.Rolls rolls) {
        return rolls == Profiles.Rolls.PER_FIGURE ? "per " + facts.one() : "per unit";
    }

    /** A roll with who throws it: "2d6 per figure, 7 or more"; "6d6 per unit, each 5 or 6 hits"; "1d6+1 beats 1d6, per unit". */
    static String roll(Dice d, String who) {
        if (d instanceof Dice.Compare c && c.right().isNumber()) {
            return c.left() + " " + who + ", " + Rolls.needs(c.left(), c.op(), c.right().plus());
        }
        if (d instanceof Dice.Count c) {
            return c.pool() + " " + who + ", " + Rolls.each(c);
        }
        return Rolls.words(d) + ", " + who;
    }

    /** The pool a roll throws: "2d6" for "2d6 >= 7" and for "2d6, a 6 hits"; empty for an opposed roll. */
    static Optional<String> pool(Dice d) {
        if (d instanceof Dice.Compare c) {
            return c.right().isNumber() ? Optional.of(c.left().toString()) : Optional.empty();
        }
        if (d instanceof Dice.Count c) {
            return Optional.of(c.pool().toString());
        }
        return Optional.of(((Dice.Roll) d).pool().toString());
    }

    /**
     * What one roll does, its pool left to the line before when {@code pooled}: "5 pins (17%)", "7 or more hits (58%)", "each 5
     * or 6 hits (at least one 91%, 4 on average)"; with it: "2d6, 7 or more: hit (58%)".
     */
    static String effect(Profiles.Fire f, boolean pooled) {
        Dice d = f.roll();
        if (pooled && d instanceof Dice.Compare c) {
            return Rolls.needs(c.left(), c.op(), c.right().plus()) + " " + verb(f.effect()) + " (" + Rolls.odds(d) + ")";
        }
        if (pooled && d instanceof Dice.Count c) {
            return Rolls.each(c) + " (" + Rolls.odds(d) + ")";
        }
        return Rolls.words(d) + ": " + f.effect() + " (" + Rolls.odds(d) + ")";
    }

    /** An effect as a roll's verb: "pin" does "pins", "hit" "hits"; words of several, such as "falls back", as written. */
    static String verb(String effect) {
        String e = effect.strip();
        if (e.contains(" ") || e.endsWith("s")) {
            return e;
        }
        return e + (e.endsWith("sh") || e.endsWith("ch") || e.endsWith("x") ? "es" : "s");
    }

    /**
     * A unit's fire on its card: one fact for a weapon that fires alike at any range ("Fire: 1d6 per figure, any range: 5 pins
     * (17%), 6 kills (17%)"), else a fact for the pool and one per band, named by the band; and what doubles do.
     */
    List<Card.Fact> card(String weapon, String nation) {
        Optional<Profiles.WeaponProfile> profile = facts.weapon(weapon);
        if (profile.isEmpty()) {
            return List.of();
        }
        List<Profiles.Band> bands = profile.get().bands().stream().filter(b -> !fires(b, nation).isEmpty()).toList();
        if (bands.isEmpty()) {
            return List.of();
        }
        Set<String> pools = new LinkedHashSet<>();
        bands.forEach(b -> fires(b, nation).forEach(f -> pools.add(pool(f.roll()).orElse(""))));
        boolean pooled = pools.size() == 1 && !pools.contains("");
        String lead = (pooled ? pools.iterator().next() + " " : "") + who(profile.get().rolls());
        List<Card.Fact> out = new ArrayList<>();
        if (facts.file().profiles().play().plainCards() && pooled && bands.size() == 1) {
            out.add(plain(pools.iterator().next(), profile.get().rolls(), bands.get(0), nation));
        } else if (bands.size() == 1) {
            out.add(new Card.Fact("Fire", lead + ", " + range(bands.get(0)) + ": " + effects(bands.get(0), nation, pooled)));
        } else {
            out.add(new Card.Fact("Fire", lead));
            for (Profiles.Band b : bands) {
                out.add(new Card.Fact(Words.capitalized(b.name()), range(b) + ": " + effects(b, nation, pooled)));
            }
        }
        // in plain words, doubles on a weapon that runs dry are its ammunition: "Ammo: a pair: out of ammunition ... (44%)"
        boolean ammo = facts.file().profiles().play().plainCards() && profile.get().runsDry();
        doubles(bands, nation).ifPresent(d -> out.add(ammo ? new Card.Fact("Ammo", "a pair: " + d) : new Card.Fact("Doubles", d)));
        return out;
    }

    /**
     * A weapon's one band in plain words, its odds left to the aid: "Shoot: 1 die each: 6 hits" for a roll per figure, "3 dice:
     * each 6 hits" for one per unit, its range said where it is not any range.
     */
    private Card.Fact plain(String pool, Profiles.Rolls rolls, Profiles.Band b, String nation) {
        String range = everywhere(b) ? "" : ", " + range(b);
        String does = String.join(", ", fires(b, nation).stream().map(f -> effect(f, true).replaceFirst(" \\([^()]*\\)$", "")).toList());
        return new Card.Fact("Shoot", Rolls.plain(pool) + (rolls == Profiles.Rolls.PER_FIGURE ? " each" : "") + range + ": " + does);
    }

    private String effects(Profiles.Band b, String nation, boolean pooled) {
        return String.join(", ", fires(b, nation).stream().map(f -> effect(f, pooled)).toList())
                + b.burst().map(r -> ", on each figure within " + facts.inches(r) + " of where it lands").orElse("");
    }

    /** What doubles do on the weapon's rolls, with their chance, said once: "out of ammunition for the game (44%)". */
    static Optional<String> doubles(List<Profiles.Band> bands, String nation) {
        Set<String> out = new LinkedHashSet<>();
        for (Profiles.Band b : bands) {
            for (Profiles.Fire f : fires(b, nation)) {
                Rolls.doubles(f.roll()).ifPresent(d -> out.add(d.substring(d.indexOf(':') + 1).strip()));
            }
        }
        return out.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", out));
    }
}

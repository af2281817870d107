package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.Fraction;
import muster.rules.dice.DiceOdds;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.Play;
import muster.scenario.rulefile.Profiles;
import muster.view.Chart.Table;
import muster.view.Words;

/**
 * The appendix's odds of a lone defender against figures that fight him one at a time (melee's {@code oneAtATime}), when the
 * ties go to a nation: the chance one of 1, 2 or 3 figures of the other nation, each on his own roll, beats a figure of it in
 * the open, in each work on the table that adds to its defender's roll, and there with the largest addition of its tags.
 */
record LoneDefender(Scenario scenario, FileFacts facts) {

    static final int MOST_ATTACKERS = 3;

    Optional<Table> table() {
        Optional<Play.Melee> melee = facts.file().profiles().play().melee().filter(Play.Melee::oneAtATime);
        Optional<String> defender = melee.flatMap(Play.Melee::ties).filter(t -> !Play.TIE_WINNERS.contains(t)).filter(this::fielded);
        List<String> others = scenario.sides().stream().map(Side::nation).distinct().filter(n -> !n.equals(defender.orElse(""))).toList();
        if (defender.isEmpty() || others.size() != 1 || !(melee.get().roll() instanceof Dice.Roll roll)) {
            return Optional.empty();
        }
        List<String> header = new ArrayList<>(List.of(facts.people(others.get(0)) + " in turn", "Lone defender in the open falls"));
        List<Integer> adds = new ArrayList<>(List.of(0));
        for (Play.Work w : facts.file().profiles().play().works()) {
            if (w.meleeAdd() != 0 && scenario.hasKind(w.kind()) && !w.safeFrom().contains(defender.get())) {
                header.add("in the " + Words.plain(w.kind()));
                adds.add(w.meleeAdd());
                bestTag(defender.get()).ifPresent(t -> {
                    header.add(Words.plain(w.kind()) + " " + Words.plain(t.tag()));
                    adds.add(w.meleeAdd() + t.meleeAdd());
                });
            }
        }
        List<List<String>> rows = new ArrayList<>();
        for (int n = 1; n <= MOST_ATTACKERS; n++) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(n)));
            for (int add : adds) {
                row.add(falls(roll.pool(), add, n).percent());
            }
            rows.add(row);
        }
        return Optional.of(new Table(header, rows, "Chance one of them beats a lone defender of " + facts.nationName(defender.get())
                + ", each fighting him in turn on his own " + roll.pool() + "; a tie is the defender's."));
    }

    /** The chance that one of {@code attackers}, in turn, beats a defender who adds {@code add}, ties to him. */
    static Fraction falls(Dice.Pool pool, int add, int attackers) {
        Dice.Pool held = new Dice.Pool(pool.dice(), pool.sides(), pool.plus() + add);
        Fraction wins = DiceOdds.chance(new Dice.Compare(pool + " > " + held, pool, Dice.Op.GT, held));
        return wins.complement().power(attackers).complement();
    }

    /** The tag of the defender's nation's units on the table that adds most to the melee roll, when one adds. */
    private Optional<Profiles.TagProfile> bestTag(String nation) {
        return facts.file().profiles().tags().stream().filter(t -> t.meleeAdd() > 0)
                .filter(t -> scenario.sides().stream().filter(s -> s.nation().equals(nation)).flatMap(s -> s.units().stream())
                        .anyMatch(u -> u.hasTag(t.tag())))
                .reduce((a, b) -> b.meleeAdd() > a.meleeAdd() ? b : a);
    }

    private boolean fielded(String nation) {
        return scenario.sides().stream().anyMatch(s -> s.nation().equals(nation));
    }
}

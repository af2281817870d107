package muster.rulesets.data;

import java.util.List;
import java.util.Optional;
import muster.rules.Fraction;
import muster.rules.dice.DiceOdds;
import muster.rules.dice.Odds;
import muster.scenario.rulefile.Chart;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.Play;

/**
 * A chart's columns for the hits of a nation that split ({@code split}): from each row's count of hits, the exact chance of at
 * least one of the split's share effect and of at least one of its rest ("At least 1 pin", "At least 1 kill").
 */
record SplitChances(Play.HitSplit split) {

    static Optional<SplitChances> of(Chart c, FileFacts facts) {
        return c.split().flatMap(n -> facts.file().profiles().play().hits().stream().filter(h -> h.nation().equals(n)).findFirst())
                .map(SplitChances::new);
    }

    List<String> header() {
        return List.of("At least 1 " + split.effect(), "At least 1 " + split.rest());
    }

    /** The two chances for a row: of its first count of hits; dashes for a row with none. */
    List<String> cells(Chart.Row row) {
        Optional<Dice.Count> count = row.cells().stream().filter(Chart.DiceCell.class::isInstance).map(c -> ((Chart.DiceCell) c).dice())
                .filter(Dice.Count.class::isInstance).map(Dice.Count.class::cast).findFirst();
        if (count.isEmpty()) {
            return List.of("—", "—");
        }
        List<Fraction> exactly = ((Odds.Counted) DiceOdds.of(count.get())).exactly();
        Fraction share = Fraction.ZERO;
        Fraction rest = Fraction.ZERO;
        for (int h = 1; h < exactly.size(); h++) {
            int shared = split.share() == Play.Share.HALF_UP ? (h + 1) / 2 : h / 2;
            if (shared >= 1) {
                share = share.plus(exactly.get(h));
            }
            if (h - shared >= 1) {
                rest = rest.plus(exactly.get(h));
            }
        }
        return List.of(share.percent(), rest.percent());
    }
}

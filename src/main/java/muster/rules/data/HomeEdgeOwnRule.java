package muster.rules.data;

import java.util.List;
import java.util.Optional;
import muster.rules.Report;
import muster.rules.TableEdge;
import muster.scenario.Option;
import muster.scenario.Scenario;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;

/**
 * home-edge-own: the edge the option names is the nation's own: there is a side of the nation, and
 * its figures start nearer to the edge, on average, than the enemy's. {found} is no-side or enemy-nearer, and with the
 * latter {ownDistance} and {enemyDistance} are the two mean distances from the edge in whole inches.
 */
final class HomeEdgeOwnRule extends DataRule {

    private final CheckKind.HomeEdgeOwn kind;

    HomeEdgeOwnRule(Check check, CheckKind.HomeEdgeOwn kind, RuleSetFile file) {
        super(check, file);
        this.kind = kind;
    }

    @Override
    public void check(Scenario s, Report report) {
        Optional<Option> option = s.option(kind.option());
        Optional<TableEdge> edge = option.flatMap(o -> TableEdge.of(o.value())).filter(e -> e != TableEdge.NONE);
        if (edge.isEmpty()) {
            return;
        }
        Fill fill = Fill.of("option", kind.option(), "nation", kind.nation(), "edge", edge.get().word(), "value", option.get().value());
        boolean present = s.sides().stream().anyMatch(side -> side.nation().equals(kind.nation()));
        if (!present && !s.sides().isEmpty()) {
            found(report, option.get().span(), Optional.empty(), fill.with("found", "no-side"));
            return;
        }
        Optional<Double> own = TableEdge.meanDistance(s, List.of(kind.nation()), edge.get());
        Optional<Double> enemy = TableEdge.meanDistance(s, enemies(kind.nation()), edge.get());
        if (own.isPresent() && enemy.isPresent() && own.get() >= enemy.get()) {
            found(report, option.get().span(), Optional.empty(), fill.with("found", "enemy-nearer")
                    .with("ownDistance", Math.round(own.get())).with("enemyDistance", Math.round(enemy.get())));
        }
    }
}

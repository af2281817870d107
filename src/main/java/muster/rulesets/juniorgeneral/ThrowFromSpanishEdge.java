package muster.rulesets.juniorgeneral;

import java.util.List;
import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.rules.TableEdge;
import muster.scenario.Option;
import muster.scenario.Scenario;
import muster.source.Severity;

/**
 * JRG-008: the thrower stands behind his own table edge, so the Spanish figures stand on average
 * nearer that edge than the American ones; and there is a Spanish side to throw for.
 */
final class ThrowFromSpanishEdge extends BaseRule {

    ThrowFromSpanishEdge() {
        super("JRG-008", Severity.WARNING, "the throwing edge is Spain's own: the Spanish figures start nearer to it, on average, "
                + "than the American ones",
                "the text's thrower stands behind his own table edge");
    }

    @Override
    public void check(Scenario s, Report report) {
        Optional<Option> option = s.option(SpanishArtillery.OPTION);
        Optional<TableEdge> edge = option.flatMap(o -> TableEdge.of(o.value())).filter(e -> e != TableEdge.NONE);
        if (edge.isEmpty()) {
            return;
        }
        Option o = option.get();
        boolean spanish = s.sides().stream().anyMatch(side -> side.nation().equals(Figures.SPAIN));
        if (!spanish && !s.sides().isEmpty()) {
            report.at(o.span(), "there is no Spanish side to throw artillery balls from the " + o.value() + " edge",
                    "write '" + SpanishArtillery.OPTION + ": none' or remove the option");
            return;
        }
        Optional<Double> spain = TableEdge.meanDistance(s, List.of(Figures.SPAIN), edge.get());
        Optional<Double> us = TableEdge.meanDistance(s, List.of(Figures.US), edge.get());
        if (spain.isPresent() && us.isPresent() && spain.get() >= us.get()) {
            report.at(o.span(), "the Spanish throw from the " + o.value() + " edge, but the American figures stand nearer to it ("
                            + Math.round(us.get()) + "\" on average, the Spanish " + Math.round(spain.get()) + "\")",
                    "the thrower stands behind his own side's edge: name the edge the Spanish defend from");
        }
    }
}

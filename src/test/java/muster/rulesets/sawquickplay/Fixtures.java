package muster.rulesets.sawquickplay;

import java.util.List;
import java.util.Optional;
import muster.scenario.Formation;
import muster.scenario.Side;
import muster.scenario.Spans;
import muster.scenario.Unit;

/** Builds the few scenario records the data tests need, without a YAML file. */
final class Fixtures {

    private Fixtures() {
    }

    static Unit unit(String type, int count, String... tags) {
        return new Unit(type + "-" + count, Optional.empty(), type, Optional.empty(), Optional.of(count), Optional.empty(),
                Optional.empty(), Optional.empty(), List.of(tags), false, Optional.empty(), Optional.empty(), Spans.NONE);
    }

    /** A gun or machine gun that, as the format allows, leaves 'count' out. */
    static Unit gun(String type) {
        return new Unit(type, Optional.empty(), type, Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), List.of(), false, Optional.empty(), Optional.empty(), Spans.NONE);
    }

    static Unit withWeapon(String type, String weapon) {
        return new Unit(type, Optional.empty(), type, Optional.of(weapon), Optional.of(1), Optional.empty(),
                Optional.empty(), Optional.empty(), List.of(), false, Optional.empty(), Optional.empty(), Spans.NONE);
    }

    static Formation formation(Unit... units) {
        return new Formation("f", Optional.empty(), Optional.empty(), List.of(units), Spans.NONE);
    }

    static Side side(String nation, Formation... formations) {
        return new Side(nation, nation, nation, Optional.empty(), Optional.empty(), Optional.empty(), List.of(formations), Spans.NONE);
    }
}

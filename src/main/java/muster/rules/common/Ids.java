package muster.rules.common;

import java.util.ArrayList;
import java.util.List;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.source.Span;

/** Every id a scenario declares, with what carries it and where. */
record Ids(String id, String what, Span span) {

    static List<Ids> of(Scenario s) {
        List<Ids> out = new ArrayList<>();
        for (Terrain t : s.terrain()) {
            out.add(new Ids(t.id(), "terrain feature", t.spans().of("id")));
        }
        for (Side side : s.sides()) {
            out.add(new Ids(side.id(), "side", side.spans().of("id")));
            for (Formation f : side.formations()) {
                out.add(new Ids(f.id(), "formation", f.spans().of("id")));
                for (Unit u : f.units()) {
                    out.add(new Ids(u.id(), "unit", u.spans().of("id")));
                }
            }
        }
        return out;
    }
}

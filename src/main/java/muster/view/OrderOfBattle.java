package muster.view;

import java.util.List;

/** One side's order of battle as the briefing prints it. */
public record OrderOfBattle(String side, String sideClass, String nation, String hq, List<Formation> formations) {

    public OrderOfBattle {
        formations = List.copyOf(formations);
    }

    public record Formation(String name, String order, List<Line> units) {
        public Formation {
            units = List.copyOf(units);
        }
    }

    public record Line(String name, String type, String strength, String weapon, String notes) {
    }
}

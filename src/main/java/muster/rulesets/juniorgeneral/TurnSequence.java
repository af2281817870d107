package muster.rulesets.juniorgeneral;

import java.util.List;

/** The seed's turn: a Spanish half, then an American half, each ending in melee. */
public final class TurnSequence {

    /** One phase: its place in the turn, whose it is ("spain", "us" or "both"), its name and what happens. */
    public record Phase(int number, String side, String name, String what) {
    }

    public static final List<Phase> PHASES = List.of(
            new Phase(1, Figures.SPAIN, "Spanish artillery", "throw up to 4 paper balls from behind the Spanish edge"),
            new Phase(2, Figures.SPAIN, "Spanish move", "standing Spanish figures move up to 6\""),
            new Phase(3, Figures.SPAIN, "Spanish shoot", "one die per standing Spanish figure: 5 pins, 6 kills"),
            new Phase(4, Figures.SPAIN, "Spanish unpin", "pinned Spanish figures stand up"),
            new Phase(5, "both", "Melee", "figures in contact fight one on one"),
            new Phase(6, Figures.US, "US shoot", "once an American has reached the wire: 6s hit, half the hits pin"),
            new Phase(7, Figures.US, "US move", "standing American figures move up to 6\"; stop at wire"),
            new Phase(8, Figures.US, "US unpin", "pinned American figures stand up"),
            new Phase(9, "both", "Melee", "figures in contact fight one on one"));

    private TurnSequence() {
    }
}

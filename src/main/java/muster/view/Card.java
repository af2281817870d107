package muster.view;

import java.util.List;

/**
 * A poker-size card for one unit (or HQ): what a player needs at the table for it at this
 * figure scale. {@code boxes} is how many loss boxes to print.
 */
public record Card(
        String title,
        String subtitle,
        String side,
        String sideClass,
        String kind,
        List<Fact> facts,
        List<String> notes,
        int boxes,
        boolean hidden) {

    public Card {
        facts = List.copyOf(facts);
        notes = List.copyOf(notes);
    }

    public record Fact(String label, String value) {
    }
}

package muster.view;

import java.util.List;

/**
 * A poker-size card for one unit (or HQ, or a deck card): what a player needs at the table for
 * it at this figure scale. {@code label} is the short label its counters and map marks carry,
 * printed beside the name ("" for a card with no counter of its own). {@code tracks} are rows of
 * tick boxes at the foot of the card (bases lost, hits on each stand).
 */
public record Card(
        String title,
        String label,
        String subtitle,
        String side,
        String sideClass,
        String kind,
        List<Fact> facts,
        List<String> notes,
        List<Track> tracks,
        boolean hidden) {

    public Card {
        facts = List.copyOf(facts);
        notes = List.copyOf(notes);
        tracks = List.copyOf(tracks);
    }

    /** A card with no counter of its own to name (an HQ, a deck card, a special card). */
    public Card(String title, String subtitle, String side, String sideClass, String kind, List<Fact> facts, List<String> notes,
            List<Track> tracks, boolean hidden) {
        this(title, "", subtitle, side, sideClass, kind, facts, notes, tracks, hidden);
    }

    /** A labelled row of {@code boxes} tick boxes. */
    public record Track(String label, int boxes) {
    }

    public record Fact(String label, String value) {
    }
}

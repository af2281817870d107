package muster.scenario;

/** A victory condition in words, for one side. */
public record Victory(String side, String text, Spans spans) {
}

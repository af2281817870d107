package muster.scenario;

import muster.source.Span;

/** A line of free text from the scenario (a special rule), with where it was written. */
public record Note(String text, Span span) {
}

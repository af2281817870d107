package muster.rules;

import java.util.Optional;
import muster.source.Span;

/**
 * What the rules say follows from a choice the scenario made, found by a check of severity note
 * ({@code ruleId}) at {@code span}, and printed in the pack: for the game master and, when it
 * concerns one side ({@code side}, a side's id), that side only; else for every side.
 */
public record PrintedNote(String ruleId, Span span, Optional<String> side, String text) {
}

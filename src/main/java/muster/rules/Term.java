package muster.rules;

/** A word a rule set accepts, and what it means there. */
public record Term(String word, String meaning) {
}

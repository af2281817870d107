package muster.source;

/**
 * A diagnostic id muster can print, with the severity of every finding under it and a one-line
 * summary. The family is closed: the stages' own codes are the constants of {@link StageCode},
 * and every check of the rules engine ({@code muster.rules.Rule}) is a code declared by its class;
 * nothing else makes a {@link Diagnostic}.
 */
public interface Code {

    /** The id printed in brackets, e.g. {@code SAW-003} or {@code LOAD-010}. */
    String id();

    Severity severity();

    /** One line saying what the code asks of a scenario, as {@code muster rulesets ID} lists it. */
    String summary();
}

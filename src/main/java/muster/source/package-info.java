/**
 * Where things are in a scenario file, and what is wrong with them. {@link muster.source.Span} is a
 * 1-based line and column in a named file; {@link muster.source.Diagnostic} is one finding (error,
 * warning or hint) with its rule id, span, message and hint; {@link muster.source.Diagnostics}
 * collects them so that every stage can report all problems in one run. Depends on nothing.
 */
package muster.source;

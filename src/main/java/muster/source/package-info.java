/**
 * Where things are in a scenario file, and what is wrong with them. {@link muster.source.Span} is a
 * range in a named file, from a 1-based line and column to the column after its last character
 * (printed as its start); {@link muster.source.Code} is a diagnostic id with its severity and
 * summary, one closed family: the stages' own codes are {@link muster.source.StageCode} (LOAD-*,
 * COM-000, BUILD-*, RENDER-*, WRITE-*) and every rule of the engine is a code declared by its
 * class; {@link muster.source.Diagnostic} is one finding under a code, with its span, message and
 * hint; {@link muster.source.Diagnostics} collects them so that every stage can report all problems
 * in one run. {@link muster.source.DidYouMean} suggests the known word nearest a misspelt one;
 * {@link muster.source.Quote} shows a file's text in a message so that it cannot forge a line.
 * Depends on nothing.
 */
package muster.source;

/**
 * Load stage, the model half: a scenario as immutable records. Every record keeps the
 * {@link muster.source.Span}s of its keys and values ({@link muster.scenario.Spans}) so that any
 * later stage can point at the line that caused a finding. The loader lives in
 * {@code muster.scenario.load}.
 */
package muster.scenario;

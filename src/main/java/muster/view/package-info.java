/**
 * Derive stage: pure functions from a checked scenario to what each sheet shows. Every number a
 * page prints (ranges at this figure scale, break points, odds, positions in points on the map,
 * where each card sits on its page) is computed here, where a unit test can reach it; templates
 * only present. {@link muster.view.Views} is the front door. A rule set takes part as a
 * {@link muster.view.RuleSetModule}, whose {@link muster.view.RuleSetSheets} give the few facts
 * the shared derivation needs (a unit's strength, its footprint, a gun's reach) and what is the
 * rule set's own: its cards, charts, rosters and kit. {@link muster.view.Forces} walks the order
 * of battle for all of them.
 */
package muster.view;

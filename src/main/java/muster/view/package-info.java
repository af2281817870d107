/**
 * Derive stage: pure functions from a checked scenario to what each sheet shows. Every number a
 * page prints (ranges at this figure scale, break points, odds, positions in points on the map,
 * where each card sits on its page) is computed here, where a unit test can reach it; templates
 * only present. {@link muster.view.Views} is the front door; rule-set sheets come from
 * {@link muster.view.RuleSetSheets}, one implementation per rule set.
 */
package muster.view;

/**
 * Check stage: checks of a formation's standing orders that several rule sets make alike. Each
 * class is one check; a rule set makes an instance with its own rule id, summary, order words and
 * message text, and lists it among its rules.
 */
package muster.rules.orders;

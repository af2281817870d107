/**
 * The rule sets muster knows, each one package: {@code muster.rulesets.<id>} holds its data, the
 * exact odds of its dice, its checks (one class each), its interpretations of the text and its
 * sheets, with one {@link muster.view.RuleSetModule} class as its front door.
 * {@link muster.rulesets.RuleSets} lists them, one line each; nothing else outside these packages
 * names a rule set. Sits between derive and render: a rule set builds on {@code muster.rules} and
 * {@code muster.view}, and only the CLI reaches the registry.
 */
package muster.rulesets;

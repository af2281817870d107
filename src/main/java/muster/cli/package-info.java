/**
 * The command line (picocli): {@code build}, {@code validate}, {@code watch} (its server in
 * {@link muster.cli.watch}), {@code booklet}, {@code convention},
 * {@code rulesets}, {@code schema}, {@code new}.
 * {@link muster.cli.Main} is a plain object, {@code new Main(out, err).run(args)} returns the exit
 * code (0 ok, 1 a scenario has errors, 2 usage); only {@code main} exits. {@link muster.cli.Pipeline}
 * runs one scenario through load, check, derive, render and write. Every problem, a scenario's
 * or the build's, render's and write's own ({@link muster.source.StageCode}), is printed as a
 * {@link muster.source.Diagnostic} by {@link muster.cli.Reporting}. A convention is checked whole
 * ({@link muster.cli.ConventionCheck}) before {@link muster.cli.ConventionBuild} renders it. Every
 * command that may run past a second keeps a {@link muster.cli.Progress} line on the terminal;
 * {@code build}, {@code booklet} and {@code convention} end by saying what there is to print
 * ({@link muster.cli.PrintTally}). A mistake on the command line is told in a line or two
 * ({@link muster.cli.Main#usageMistake}, {@link muster.cli.PathHints} for paths). The manual's
 * page of each rule set is {@link muster.cli.RuleSetPage}'s.
 */
package muster.cli;

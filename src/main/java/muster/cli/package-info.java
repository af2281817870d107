/**
 * The command line (picocli): {@code build}, {@code validate}, {@code watch} (its server in
 * {@link muster.cli.watch}), {@code booklet}, {@code convention},
 * {@code rulesets}, {@code schema}, {@code new}.
 * {@link muster.cli.Main} is a plain object, {@code new Main(out, err).run(args)} returns the exit
 * code (0 ok, 1 a scenario has errors, 2 usage); only {@code main} exits. {@link muster.cli.Pipeline}
 * runs one scenario through load, check, derive, render and write. Every problem, a scenario's
 * or the build's, render's and write's own ({@link muster.source.StageCode}), is printed as a
 * {@link muster.source.Diagnostic} by {@link muster.cli.Reporting}. A convention is checked whole
 * ({@link muster.cli.ConventionCheck}) before {@link muster.cli.ConventionBuild} renders it, with
 * a {@link muster.cli.Progress} line on the terminal.
 */
package muster.cli;

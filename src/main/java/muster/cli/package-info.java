/**
 * The command line (picocli): {@code build}, {@code validate}, {@code rulesets}, {@code schema}.
 * {@link muster.cli.Main} is a plain object, {@code new Main(out, err).run(args)} returns the exit
 * code (0 ok, 1 a scenario has errors, 2 usage); only {@code main} exits. {@link muster.cli.Pipeline}
 * runs one scenario through load, check, derive, render and write. Every problem, a scenario's
 * or the build's, render's and write's own ({@link muster.source.StageCode}), is printed as a
 * {@link muster.source.Diagnostic} by {@link muster.cli.Reporting}.
 */
package muster.cli;

package muster.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** The muster command: a plain object whose {@link #run} returns the exit code. */
public final class Main {

    public static final String VERSION = "muster 0.1.0";

    private final PrintWriter out;
    private final PrintWriter err;

    public Main(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    public int run(String... args) {
        Quiet.libraries();
        CommandLine cl = new CommandLine(new MusterCommand());
        cl.addSubcommand("build", new BuildCommand(out, err));
        cl.addSubcommand("validate", new ValidateCommand(out, err));
        cl.addSubcommand("rulesets", new RulesetsCommand(out));
        cl.addSubcommand("schema", new SchemaCommand(out));
        cl.addSubcommand("new", new NewCommand(out));
        cl.addSubcommand("booklet", new BookletCommand(out, err));
        cl.addSubcommand("convention", new ConventionCommand(out, err));
        cl.addSubcommand("watch", new WatchCommand(out, err));
        cl.setOut(out);
        cl.setErr(err);
        try {
            return cl.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(new Main(out, err).run(args));
    }

    @CommandLine.Command(name = "muster", mixinStandardHelpOptions = true, version = VERSION,
            description = "Prints wargame scenario packs (maps, unit cards, charts, rosters) from YAML scenario files.",
            subcommandsRepeatable = false)
    static final class MusterCommand implements Runnable {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() {
            throw new CommandLine.ParameterException(spec.commandLine(), "name a command: build, validate, watch, booklet, convention, rulesets, schema or new");
        }
    }
}

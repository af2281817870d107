package muster.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
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
        CommandLine cl = commandLine(args.length > 0 ? args[0] : null);
        try {
            return cl.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /**
     * The command line with its commands. picocli reads every command's options when it is added: a run that names its
     * command gets only that one (a cold start spends a tenth of a second on the rest); anything else gets them all, for
     * help and for errors.
     */
    CommandLine commandLine(String first) {
        Map<String, Supplier<Object>> commands = new LinkedHashMap<>();
        commands.put("build", () -> new BuildCommand(out, err));
        commands.put("validate", () -> new ValidateCommand(out, err));
        commands.put("rulesets", () -> new RulesetsCommand(out, err));
        commands.put("schema", () -> new SchemaCommand(out));
        commands.put("new", () -> new NewCommand(out));
        commands.put("booklet", () -> new BookletCommand(out, err));
        commands.put("convention", () -> new ConventionCommand(out, err));
        commands.put("watch", () -> new WatchCommand(out, err));
        commands.put("help", CommandLine.HelpCommand::new);
        CommandLine cl = new CommandLine(new MusterCommand());
        String named = commands.containsKey(first) && !"help".equals(first) ? first : null;
        commands.forEach((name, command) -> {
            if (named == null || named.equals(name)) {
                cl.addSubcommand(name, command.get());
            }
        });
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler(Main::usageMistake);
        return cl;
    }

    /**
     * A usage mistake, told in a line or two: the message, what was meant where muster can tell, then the command's
     * synopsis (not its whole help, which would bury the message) and where every option is explained. Exit code 2.
     */
    static int usageMistake(CommandLine.ParameterException mistake, String[] args) {
        CommandLine command = mistake.getCommandLine();
        PrintWriter w = command.getErr();
        String name = command.getCommandSpec().qualifiedName();
        w.println(name + ": " + mistake.getMessage());
        if (mistake instanceof Inputs.PathMistake path) {
            if (!path.hint.isEmpty()) {
                w.println("  hint: " + path.hint);
            }
        } else {
            CommandLine.UnmatchedArgumentException.printSuggestions(mistake, w);
            if (command.getParent() == null) {
                w.println("commands: " + String.join(", ", command.getSubcommands().keySet()));
                w.println("`muster help` says what each does, `muster help COMMAND` its options");
            } else {
                w.print("usage: " + command.getHelp().synopsis("usage: ".length()));
                w.println("`muster help " + command.getCommandName() + "` explains every option");
            }
        }
        w.flush();
        return 2;
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
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
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "name a command: build, validate, watch, booklet, convention, rulesets, schema, new or help");
        }
    }
}

package muster.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;

@CommandLine.Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Checks scenarios against their rule set and prints every finding; writes nothing.")
final class ValidateCommand implements Callable<Integer> {

    @CommandLine.Parameters(paramLabel = "PATH", arity = "0..*", description = "scenario files or folders (default: scenarios)")
    List<Path> paths = List.of(Path.of("scenarios"));

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private final PrintWriter out;
    private final PrintWriter err;

    ValidateCommand(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        List<Path> files = Inputs.files(paths, spec);
        int failed = 0;
        Progress progress = Progress.after(err, files.size(), files.size());
        for (Path file : files) {
            progress.start(Scenarios.label(file));
            Pipeline.Result checked = Pipeline.validate(file);
            progress.done(1);
            progress.above(() -> {
                Reporting.print(checked.diagnostics(), err);
                out.println(Reporting.summary(checked.label(), checked.diagnostics()));
            });
            if (checked.diagnostics().hasErrors()) {
                failed++;
            }
        }
        progress.finish();
        return failed == 0 ? 0 : 1;
    }
}

package muster.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

@CommandLine.Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Checks scenarios against their rule set and prints every finding; writes nothing.")
final class ValidateCommand extends PrintingCommand {

    @CommandLine.Parameters(paramLabel = "PATH", arity = "0..*", description = "scenario files or folders (default: scenarios)")
    List<Path> paths = List.of(Path.of("scenarios"));

    ValidateCommand(PrintWriter out, PrintWriter err) {
        super(out, err);
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

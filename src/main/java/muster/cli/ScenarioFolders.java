package muster.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

/** What build and watch read and where they write: scenario files or folders, the output folder. */
final class ScenarioFolders {

    @CommandLine.Parameters(paramLabel = "PATH", arity = "0..*", description = "scenario files or folders (default: scenarios)")
    List<Path> paths = List.of(Path.of("scenarios"));

    @CommandLine.Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "output folder (default: output)")
    Path output = Path.of("output");
}

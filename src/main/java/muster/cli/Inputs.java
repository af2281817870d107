package muster.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import muster.render.RenderException;
import muster.render.TemplateEngine;
import muster.view.Paper;
import picocli.CommandLine;

/** What the commands that print read from their options: the paper, the scenario files, the templates. */
final class Inputs {

    private Inputs() {
    }

    static Paper paper(String name, CommandLine.Model.CommandSpec spec) {
        return Paper.of(name).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                "--paper must be letter or a4, not '" + name + "'"));
    }

    /** The scenario files under {@code paths}; a usage error when there are none. */
    static List<Path> files(List<Path> paths, CommandLine.Model.CommandSpec spec) {
        List<Path> files;
        try {
            files = Scenarios.find(paths);
        } catch (Scenarios.Mistake e) {
            throw new PathMistake(spec.commandLine(), e.getMessage(), e.hint);
        } catch (IOException e) {
            throw new PathMistake(spec.commandLine(), "could not read " + e.getMessage(), "");
        }
        if (files.isEmpty()) {
            throw new PathMistake(spec.commandLine(), "no scenario files (*.yaml or *.yml) in "
                    + String.join(", ", paths.stream().map(Scenarios::label).toList()),
                    "muster new ID --ruleset RULESET -o FOLDER writes one to start from");
        }
        return files;
    }

    /**
     * A path on the command line that names no scenario: a usage mistake (exit code 2), printed as its message and hint
     * without the command's usage, which would only bury them.
     */
    static final class PathMistake extends CommandLine.ParameterException {
        private static final long serialVersionUID = 1L;
        final String hint;

        PathMistake(CommandLine commandLine, String message, String hint) {
            super(commandLine, message);
            this.hint = hint;
        }
    }

    /** The bundled templates, or those of {@code folder} over them. */
    static TemplateEngine templates(Path folder, CommandLine.Model.CommandSpec spec) {
        try {
            return folder == null ? TemplateEngine.bundled() : TemplateEngine.folder(folder);
        } catch (RenderException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
    }
}

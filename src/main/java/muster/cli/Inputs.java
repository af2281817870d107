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
        } catch (IOException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (files.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "no scenario files (*.yaml) found in " + paths);
        }
        return files;
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

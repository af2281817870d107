package muster.cli;

import muster.view.Paper;
import picocli.CommandLine;

/** The --paper option of the commands that print. */
final class PaperChoice {

    @CommandLine.Option(names = "--paper", paramLabel = "SIZE", description = "letter or a4 (default: letter)")
    String name = "letter";

    /** The paper named, or a usage error of {@code spec}'s command. */
    Paper size(CommandLine.Model.CommandSpec spec) {
        return Inputs.paper(name, spec);
    }
}

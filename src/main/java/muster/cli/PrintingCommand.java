package muster.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/** A command that prints to the caller's out and err; {@code spec}, picocli's model of it, is for its usage mistakes. */
abstract class PrintingCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    final PrintWriter out;
    final PrintWriter err;

    PrintingCommand(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }
}

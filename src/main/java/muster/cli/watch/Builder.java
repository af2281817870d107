package muster.cli.watch;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** The pipeline as a watch sees it: a file checked and its maps drawn at once, its files printed after. */
public interface Builder {

    /** A scenario file checked; when it has no errors, its maps drawn and its files ready to print. */
    Look look(Path file);

    /** One finding as the command line prints it: its headline and, on the next line, its hint. */
    record Finding(String severity, String text) {
    }

    /** What one check of a file found. */
    record Look(String label, String summary, List<Finding> findings, Optional<Clean> clean) {
        public Look {
            findings = List.copyOf(findings);
        }
    }

    /** A map for one audience: the game master's ({@code gm}) or a side's (its id); its SVG drawn when first asked for. */
    record MapSvg(String view, String name, Supplier<String> svg) {
    }

    /** A scenario without errors: its id and title, its maps, and how to print its files. */
    record Clean(String id, String title, List<MapSvg> maps, Print print) {
        public Clean {
            maps = List.copyOf(maps);
        }
    }

    /** Prints a clean scenario's files, giving up between files as soon as {@code stale} says a newer check came. */
    interface Print {
        Printed print(BooleanSupplier stale);
    }

    /**
     * What printing did: the files written, as paths under the output folder ("id/id-gm.pdf"), and
     * what went wrong or was skipped; {@code abandoned} when a newer check made it pointless.
     */
    record Printed(boolean abandoned, List<String> files, List<Finding> findings) {
        public Printed {
            files = List.copyOf(files);
            findings = List.copyOf(findings);
        }

        public static Printed given() {
            return new Printed(true, List.of(), List.of());
        }
    }
}

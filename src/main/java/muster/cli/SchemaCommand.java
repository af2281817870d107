package muster.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;

@CommandLine.Command(name = "schema", mixinStandardHelpOptions = true,
        description = "Prints the JSON Schema of scenario files, for editors that complete and check keys.")
final class SchemaCommand implements Callable<Integer> {

    static final String RESOURCE = "/muster/scenario.schema.json";

    private final PrintWriter out;

    SchemaCommand(PrintWriter out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        out.print(text());
        out.flush();
        return 0;
    }

    static String text() {
        try (InputStream in = SchemaCommand.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the schema is missing from the jar: " + RESOURCE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

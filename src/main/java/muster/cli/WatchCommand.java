package muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import muster.cli.watch.Watch;
import muster.render.Renderer;
import picocli.CommandLine;

@CommandLine.Command(name = "watch", mixinStandardHelpOptions = true,
        description = "Checks and prints each scenario again whenever its file is saved, and shows the result on a page at"
                + " http://127.0.0.1:PORT/ (this computer only). Ctrl-C stops.")
final class WatchCommand extends PrintingCommand {

    @CommandLine.Mixin
    ScenarioFolders folders = new ScenarioFolders();

    @CommandLine.Option(names = "--port", paramLabel = "N", description = "port of the page (default: 8200; 0 picks a free one)")
    int port = 8200;

    @CommandLine.Mixin
    PaperChoice paper = new PaperChoice();

    WatchCommand(PrintWriter out, PrintWriter err) {
        super(out, err);
    }

    @Override
    public Integer call() {
        if (port < 0 || port > 65535) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--port must be 0 to 65535, not " + port);
        }
        WatchBuild build = new WatchBuild(folders.output, paper.size(spec), new Renderer(Inputs.templates(null, spec)), out, err);
        List<Path> files = Inputs.files(folders.paths, spec);
        Watch watch;
        try {
            watch = Watch.start(files, files.stream().map(Scenarios::label).toList(), folders.output, port, build, err);
        } catch (IOException e) {
            err.println("muster watch: could not serve on 127.0.0.1:" + port + ": " + e.getMessage());
            return 1;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            watch.close();
            out.println("muster watch: stopped");
            out.flush();
            stopped.countDown();
        }, "muster-watch-stop"));
        out.println("muster watch: " + watch.address() + " (Ctrl-C stops)");
        out.flush();
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }
}

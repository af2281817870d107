package muster.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import muster.render.RenderException;
import muster.render.Renderer;

/**
 * Makes a scenario's files side by side, one thread per core: each file is its own document, so
 * they share nothing but the read-only templates and font bytes. Results keep the jobs' order, so
 * what is written and printed does not depend on which finished first.
 */
final class Parallel {

    private static final ExecutorService POOL = Executors.newFixedThreadPool(
            Math.max(1, Runtime.getRuntime().availableProcessors()), r -> {
                Thread t = new Thread(r, "muster-render");
                t.setDaemon(true);
                return t;
            });

    private Parallel() {
    }

    static Map<String, Renderer.Rendered> run(Map<String, Pipeline.Job> jobs) throws RenderException {
        Map<String, Future<Renderer.Rendered>> running = new LinkedHashMap<>();
        jobs.forEach((name, job) -> running.put(name, POOL.submit(job::make)));
        Map<String, Renderer.Rendered> done = new LinkedHashMap<>();
        RenderException failure = null;
        for (Map.Entry<String, Future<Renderer.Rendered>> e : running.entrySet()) {
            try {
                done.put(e.getKey(), e.getValue().get());
            } catch (ExecutionException ex) {
                if (failure == null) {
                    failure = ex.getCause() instanceof RenderException r ? r
                            : new RenderException(e.getKey() + ": " + ex.getCause().getMessage(), ex.getCause());
                }
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
                throw new RenderException("interrupted while making " + e.getKey());
            }
        }
        if (failure != null) {
            throw failure;
        }
        return done;
    }
}

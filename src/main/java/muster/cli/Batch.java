package muster.cli;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads a build runs its work on. Work is handed in as it is planned and its results are
 * taken back in the order the build prints and writes them, so what comes out never depends on
 * which thread finished first. With one thread nothing runs ahead: each piece of work runs on the
 * caller's thread when its result is first asked for. The threads live as long as the process, so
 * a second build in it (a watch, the tests) finds the fonts they parsed already parsed.
 */
final class Batch implements AutoCloseable {

    private static final Map<Integer, ExecutorService> POOLS = new ConcurrentHashMap<>();

    private final ExecutorService pool;
    private final int threads;
    /** Work handed in whose result nobody has taken yet. */
    private final Set<Future<?>> planned = Collections.newSetFromMap(new IdentityHashMap<>());

    Batch(int threads) {
        this.threads = Math.max(1, threads);
        pool = this.threads == 1 ? null : POOLS.computeIfAbsent(this.threads, Batch::pool);
    }

    private static ExecutorService pool(int threads) {
        AtomicInteger n = new AtomicInteger();
        return Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "muster-build-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /** How many scenarios may be in the works at once: one a thread, so each is ready when the writer reaches it. */
    int ahead() {
        return threads;
    }

    /** Plans a piece of work: started now on a free thread, or (one thread) when {@link #result} asks for it. */
    <T> Future<T> submit(Callable<T> work) {
        Future<T> f = pool == null ? new FutureTask<>(work) : pool.submit(work);
        synchronized (planned) {
            planned.add(f);
        }
        return f;
    }

    /** The result of planned work, waiting for it; its exception as thrown by the work. */
    <T, E extends Exception> T result(Future<T> planned, Class<E> thrown) throws E {
        synchronized (this.planned) {
            this.planned.remove(planned);
        }
        if (planned instanceof FutureTask<T> task && pool == null) {
            task.run();
        }
        try {
            return planned.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (thrown.isInstance(cause)) {
                throw thrown.cast(cause);
            }
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the build", e);
        }
    }

    /** Cancels whatever has not started: nothing is left running for a build that is over. */
    @Override
    public void close() {
        synchronized (planned) {
            planned.forEach(f -> f.cancel(false));
        }
    }
}

package muster.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * The bench's long fuzz run in plain Java (Jazzer's instrumented runs make under a hundred inputs
 * a second here): mutates the seed corpus with byte edits and hostile tokens, validates each input
 * as {@code muster validate} does and counts uncaught exceptions, inputs that take over 2 s, and
 * findings that break {@link Invariants}. Usage: {@code FuzzDriver INPUTS SEED CORPUS_DIR FINDINGS_DIR};
 * src/bench/fuzz.sh runs it. Exits 1 when anything was found.
 */
public final class FuzzDriver {

    static final long SLOW_NANOS = 2_000_000_000L;
    static final long GIVE_UP_SECONDS = 30;
    static final String[] TOKENS = {
        "1e18", "1e12", "1e9", "-1e308", "1e308", "0.0000001", "NaN", ".inf", "0x1F", "1_000", "\u2028", "\u2029", "\u0085", "\r", "\r\n",
        "\n", "\t", "\u202E", "\u2066", "\u001B[2K", "\"\\n\"", "\"\\0\"", "\"\\e\"", "[]: x", "? [a]\n: b\n", "&a ", "*a", "!!str ",
        "<<: ", "{", "}", "[", "]", ": ", "- ", "#", "'", "\"", "|\n  ", ">\n  ", "---\n", "...\n", "\uFEFF", "\uD83D\uDE00",
        "\u00E9", "\\", "%YAML 1.1\n", "~", "null", "true", "[[0,0],[1e18,0],[1e18,1e18]]", "outline: [[1,1],[2,1]]",
        "kind: building", "kind: jungle", "type: field-artillery", "path: [[1,1],[1e12,1e12]]", "id: x", "name: ", "briefing: "};

    private FuzzDriver() {
    }

    public static void main(String[] args) throws Exception {
        long inputs = Long.parseLong(args[0]);
        Random rnd = new Random(Long.parseLong(args[1]));
        List<byte[]> seeds = seeds(Path.of(args[2]));
        Path findings = Files.createDirectories(Path.of(args[3]));
        Map<String, Integer> exceptions = new TreeMap<>();
        long slow = 0;
        long broken = 0;
        long outside = 0;
        long refusedEarly = 0;
        long maxNanos = 0;
        long saved = 0;
        long[] buckets = new long[6];
        long start = System.nanoTime();
        ExecutorService worker = Executors.newSingleThreadExecutor(daemon());
        for (long i = 0; i < inputs; i++) {
            byte[] input = mutate(seeds.get(rnd.nextInt(seeds.size())), rnd);
            long t0 = System.nanoTime();
            Future<List<String>> run = worker.submit(() -> Invariants.validate("fuzz.yaml", input));
            List<String> problems;
            String exception = null;
            try {
                problems = run.get(GIVE_UP_SECONDS, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                run.cancel(true);
                worker.shutdownNow();
                worker = Executors.newSingleThreadExecutor(daemon());
                problems = List.of();
            } catch (ExecutionException e) {
                problems = List.of();
                exception = e.getCause().getClass().getName() + ": " + e.getCause().getMessage();
                exceptions.merge(e.getCause().getClass().getName(), 1, Integer::sum);
            }
            long nanos = System.nanoTime() - t0;
            maxNanos = Math.max(maxNanos, nanos);
            buckets[Math.min(5, (int) Math.floor(Math.log10(Math.max(1, nanos / 1000))))]++;
            boolean isSlow = nanos > SLOW_NANOS;
            slow += isSlow ? 1 : 0;
            long outsideHere = problems.stream().filter(p -> p.startsWith("outside")).count();
            outside += outsideHere;
            broken += problems.size() - outsideHere;
            refusedEarly += input.length == 0 ? 1 : 0;
            if ((isSlow || exception != null || !problems.isEmpty()) && saved < 50) {
                saved++;
                Files.write(findings.resolve("finding-" + i + ".yaml"), input);
                Files.writeString(findings.resolve("finding-" + i + ".txt"), (exception == null ? "" : exception + "\n")
                        + String.join("\n", problems) + "\n" + nanos / 1_000_000 + " ms\n", StandardCharsets.UTF_8);
            }
            if ((i + 1) % 100_000 == 0) {
                System.out.printf(Locale.ROOT, "%,d inputs, %.0f s%n", i + 1, (System.nanoTime() - start) / 1e9);
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "inputs: %,d in %.0f s (%.0f a second)%n", inputs, seconds, inputs / seconds);
        System.out.println("uncaught exceptions: " + exceptions.values().stream().mapToInt(Integer::intValue).sum() + " " + exceptions);
        System.out.println("over 2 s: " + slow + "; slowest: " + maxNanos / 1_000_000 + " ms");
        System.out.println("findings breaking the one-line format (or with unsafe characters or internal names): " + broken);
        System.out.println("findings pointing outside their file: " + outside);
        System.out.println("time per input <10us/<100us/<1ms/<10ms/<100ms/more: " + Arrays.toString(buckets));
        worker.shutdownNow();
        System.exit(exceptions.isEmpty() && slow == 0 && broken == 0 && outside == 0 ? 0 : 1);
    }

    static java.util.concurrent.ThreadFactory daemon() {
        return r -> {
            Thread t = new Thread(r, "fuzz");
            t.setDaemon(true);
            return t;
        };
    }

    static List<byte[]> seeds(Path dir) throws IOException {
        List<byte[]> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.sorted().toList()) {
                out.add(Files.readAllBytes(p));
            }
        }
        return out;
    }

    /** One to eight edits: a byte changed, a range deleted or repeated, a hostile token inserted or written over a line's value. */
    static byte[] mutate(byte[] seed, Random rnd) {
        StringBuilder sb = new StringBuilder(new String(seed, StandardCharsets.UTF_8));
        for (int n = 1 + rnd.nextInt(8); n > 0 && sb.length() > 0; n--) {
            int at = rnd.nextInt(sb.length());
            switch (rnd.nextInt(6)) {
                case 0 -> sb.setCharAt(at, (char) rnd.nextInt(128));
                case 1 -> sb.delete(at, Math.min(sb.length(), at + 1 + rnd.nextInt(40)));
                case 2 -> {
                    int end = Math.min(sb.length(), at + 1 + rnd.nextInt(200));
                    sb.insert(at, sb.substring(at, end));
                }
                case 3 -> sb.insert(at, TOKENS[rnd.nextInt(TOKENS.length)]);
                case 4 -> {
                    int colon = sb.indexOf(": ", at);
                    int eol = colon < 0 ? -1 : sb.indexOf("\n", colon);
                    if (eol > 0) {
                        sb.replace(colon + 2, eol, TOKENS[rnd.nextInt(TOKENS.length)]);
                    }
                }
                default -> sb.insert(at, "x".repeat(rnd.nextInt(3) == 0 ? 30_000 : 300));
            }
        }
        byte[] out = sb.toString().getBytes(StandardCharsets.UTF_8);
        if (rnd.nextInt(50) == 0 && out.length > 0) {
            out[rnd.nextInt(out.length)] = (byte) (0x80 + rnd.nextInt(128));
        }
        return out;
    }
}

import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Bench helper: the warm rebuild a watch would do. Builds one scenario N times in this JVM, editing
 * its title before each build, and prints the last build's wall and CPU milliseconds, the median
 * of the last five and the process's peak RSS in KB: "last_wall last_cpu median5_wall peak_kb".
 * Usage: java -cp muster.jar WarmBuild.java SCENARIO OUTDIR N [BUILD OPTION...]
 * (options are passed to every build, e.g. "--only GM_PACK" for the game master's pack alone)
 */
public final class WarmBuild {
    public static void main(String[] args) throws Exception {
        Path source = Path.of(args[0]);
        Path out = Path.of(args[1]);
        int n = Integer.parseInt(args[2]);
        Path work = Files.createTempDirectory("muster-warm");
        Path file = work.resolve(source.getFileName());
        String text = Files.readString(source, StandardCharsets.UTF_8);
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        PrintWriter quiet = new PrintWriter(Writer.nullWriter());
        long[] wall = new long[n];
        long[] cpu = new long[n];
        for (int i = 0; i < n; i++) {
            Files.writeString(file, text.replaceFirst("(?m)^title: (.*)$", "title: $1 (edit " + i + ")"), StandardCharsets.UTF_8);
            long c0 = os.getProcessCpuTime();
            long t0 = System.nanoTime();
            String[] build = new String[args.length + 1];
            build[0] = "build";
            build[1] = file.toString();
            build[2] = "-o";
            build[3] = out.toString();
            System.arraycopy(args, 3, build, 4, args.length - 3);
            int code = new muster.cli.Main(quiet, quiet).run(build);
            wall[i] = (System.nanoTime() - t0) / 1_000_000;
            cpu[i] = (os.getProcessCpuTime() - c0) / 1_000_000;
            if (code != 0) {
                throw new IllegalStateException("build failed with exit code " + code);
            }
        }
        long[] tail = Arrays.copyOfRange(wall, Math.max(0, n - 5), n);
        Arrays.sort(tail);
        long hwm = Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("VmHWM:"))
                .mapToLong(l -> Long.parseLong(l.replaceAll("\\D", ""))).findFirst().orElse(-1);
        System.out.println(wall[n - 1] + " " + cpu[n - 1] + " " + tail[tail.length / 2] + " " + hwm);
    }
}

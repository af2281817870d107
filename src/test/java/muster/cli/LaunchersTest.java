package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The launchers: bin/muster is POSIX sh, and bin/muster.cmd, which cannot be run here, is a Windows batch file (CRLF
 * line ends, ASCII) that finds the jar where the release puts it and gives Java only flags it accepts, each one that
 * bin/muster gives too. The release itself is tried by src/test/release/run.sh, after the suite.
 */
class LaunchersTest {

    static final Path SH = MainTest.ROOT.resolve("bin/muster");
    static final Path CMD = MainTest.ROOT.resolve("bin/muster.cmd");

    @Test
    void theShellLauncherIsPosixSh() throws IOException, InterruptedException {
        assertTrue(Files.readString(SH).startsWith("#!/bin/sh\n"));
        assertEquals(0, exit("sh", "-n", SH.toString()), "sh -n bin/muster");
        if (Files.isExecutable(Path.of("/bin/dash"))) {
            assertEquals(0, exit("/bin/dash", "-n", SH.toString()), "dash -n bin/muster");
        }
        String text = Files.readString(SH);
        for (String bashism : List.of("[[", "BASH_SOURCE", "readlink -f", "$(( ", "(( ", "local ", "function ", "${@:", "=(")) {
            assertFalse(text.lines().filter(l -> !l.strip().startsWith("#")).anyMatch(l -> l.contains(bashism)),
                    "bin/muster uses " + bashism);
        }
    }

    @Test
    void theWindowsLauncherIsABatchFileWithWindowsLineEnds() throws IOException {
        byte[] bytes = Files.readAllBytes(CMD);
        for (int i = 0; i < bytes.length; i++) {
            assertTrue(bytes[i] > 0 && bytes[i] < 128, "ASCII only, at byte " + i);
            if (bytes[i] == '\n') {
                assertTrue(i > 0 && bytes[i - 1] == '\r', "a line end without CR at byte " + i);
            }
        }
        String text = new String(bytes, StandardCharsets.US_ASCII);
        assertTrue(text.startsWith("@echo off\r\n"), "it starts quietly");
        assertTrue(text.contains("%~dp0"), "it finds the release from its own folder, wherever it is run from");
        assertTrue(text.contains("\\lib\\muster.jar"), "it runs the jar where the release puts it");
        assertTrue(Files.readString(MainTest.ROOT.resolve("pom.xml")).contains("fullpath=\"${top}/lib/muster.jar\""),
                "the release puts the jar in lib/muster.jar");
        assertTrue(text.contains("-jar \"%jar%\" %*"), "it hands every argument on");
        assertTrue(text.contains("exit /b %ERRORLEVEL%"), "it returns muster's exit code");
        int blocks = 0;
        for (char c : text.toCharArray()) {
            blocks += c == '(' ? 1 : c == ')' ? -1 : 0;
            assertTrue(blocks >= 0, "a ')' closes no block");
        }
        assertEquals(0, blocks, "every block is closed");
    }

    @Test
    void theWindowsLauncherGivesJavaOnlyFlagsItAcceptsAndBinMusterGives() throws IOException, InterruptedException {
        String cmd = Files.readString(CMD);
        String sh = Files.readString(SH);
        List<String> flags = new ArrayList<>();
        Matcher m = Pattern.compile("(?<=[\\s\"=])(-X[^\\s\"%]+|-D[^\\s\"%]+)").matcher(cmd);
        while (m.find()) {
            flags.add(m.group(1));
        }
        assertTrue(flags.size() >= 8, flags::toString);
        for (String flag : flags) {
            assertTrue(sh.contains(flag), flag + " is not one of bin/muster's flags");
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(flags.stream().distinct().toList());
        command.add("-version");
        assertEquals(0, exit(command.toArray(String[]::new)), "java refuses one of " + flags);
    }

    private static int exit(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        return p.waitFor();
    }
}

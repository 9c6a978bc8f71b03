package org.tengen.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * How long ago this process began, for a command whose time limit is the whole process's ({@code tengen
 * agent}): the launcher {@code exec}s java, so its time counts too, and so does the JVM's start before
 * {@code main}, which on a busy machine can take a second. Read on Linux from the process's start in clock
 * ticks since boot ({@code /proc/self/stat}) against the time since boot ({@code /proc/uptime}), both on
 * the same clock to a hundredth of a second; {@code ProcessHandle}'s start instant is not used, as it rests
 * on a boot time in whole seconds.
 */
final class ProcessStart {
    /** Clock ticks a second in /proc: USER_HZ, fixed at 100 in the kernel's interface to user space. */
    private static final double TICKS_PER_SECOND = 100;

    private ProcessStart() {
    }

    /** Nanoseconds since this process began; empty where the system doesn't say. */
    static OptionalLong nanosAgo() {
        try {
            return nanosAgo(Files.readString(Path.of("/proc/self/stat"), StandardCharsets.US_ASCII),
                    Files.readString(Path.of("/proc/uptime"), StandardCharsets.US_ASCII));
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** The same from the texts of {@code /proc/self/stat} and {@code /proc/uptime}; empty if they don't read. */
    static OptionalLong nanosAgo(String stat, String uptime) {
        int close = stat.lastIndexOf(')'); // the command name, in parentheses, may hold spaces
        if (close < 0) {
            return OptionalLong.empty();
        }
        String[] fields = stat.substring(close + 1).trim().split("\\s+");
        if (fields.length < 20) {
            return OptionalLong.empty();
        }
        try {
            long startTicks = Long.parseLong(fields[19]); // field 22 of stat; fields[0] is field 3
            double up = Double.parseDouble(uptime.trim().split("\\s+")[0]);
            long ago = Math.round((up - startTicks / TICKS_PER_SECOND) * 1e9);
            return ago >= 0 ? OptionalLong.of(ago) : OptionalLong.empty();
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}

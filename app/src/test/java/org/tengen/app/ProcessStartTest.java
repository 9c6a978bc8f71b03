package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The process's age, read from /proc, which the agent's --time counts from. */
class ProcessStartTest {
    // A stat line as Linux writes it: the command name in parentheses may hold spaces and ')'; start time is field 22.
    private static final String STAT = "4242 (java (x) y) S 1 4242 4242 0 -1 4194560 1234 0 0 0 "
            + "150 20 0 0 20 0 19 0 123456 2345678 4567 18446744073709551615";

    @Test
    void theStartTimeIsField22InTicksAgainstTheUptime() {
        assertThat(ProcessStart.nanosAgo(STAT, "1236.06 2400.00\n")).isEqualTo(OptionalLong.of(1_500_000_000L));
        assertThat(ProcessStart.nanosAgo(STAT, "1234.56 2400.00\n")).isEqualTo(OptionalLong.of(0));
    }

    @Test
    void textsThatDoNotReadGiveNothing() {
        assertThat(ProcessStart.nanosAgo("garbage", "12.0 1.0")).isEmpty();
        assertThat(ProcessStart.nanosAgo(STAT, "soon")).isEmpty();
        assertThat(ProcessStart.nanosAgo(STAT, "1000.00 1.0")).as("a start after now").isEmpty();
        assertThat(ProcessStart.nanosAgo("1 (a) S 2 3", "12.0 1.0")).isEmpty();
    }

    /** On Linux, this test JVM's own age agrees with the JVM's uptime, which can't see the time before it began. */
    @Test
    void onLinuxThisProcessIsAsOldAsItsJvmOrAlittleOlder() {
        OptionalLong ago = ProcessStart.nanosAgo();
        if (!System.getProperty("os.name").toLowerCase().contains("linux")) {
            assertThat(ago).isEmpty();
            return;
        }
        long jvmUptimeNanos = ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000L;
        assertThat(ago).isPresent();
        assertThat(ago.getAsLong()).isGreaterThan(jvmUptimeNanos - 50_000_000L); // /proc ticks are 10 ms
        assertThat(ago.getAsLong()).isLessThan(jvmUptimeNanos + 30_000_000_000L);
    }
}

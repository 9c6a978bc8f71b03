package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CommandLineTest {
    private static String[] run(String... args) {
        return CommandRun.run(args);
    }

    @Test
    void helpListsEveryCommandWithOneLine() {
        String[] r = run("--help");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).contains("play ", "bench ", "rules ");
        assertThat(r[1]).containsPattern("(?m)^  play +Play a game");
    }

    @Test
    void everyCommandIsDescribedInOneShortLine() {
        Main.commandLine().getSubcommands().forEach((name, sub) -> {
            if (name.equals("help")) {
                return; // picocli's own command
            }
            String[] description = sub.getCommandSpec().usageMessage().description();
            assertThat(description).as(name).hasSize(1);
            // The command list indents names to 14 columns; 80 columns leave 66 for the description.
            assertThat(description[0].length()).as(name).isLessThanOrEqualTo(66);
        });
        String[] r = run("--help");
        for (String name : Main.commandLine().getSubcommands().keySet()) {
            assertThat(r[1]).containsPattern("(?m)^  " + name + " +\\S.*$");
        }
    }

    /**
     * The footers are wrapped by hand; picocli rewraps any line wider than its 80 columns, leaving a stub of a
     * line. Each of these commands' footer lines must come out as written.
     */
    @Test
    void theProblemCommandsHelpIsPrintedAsWrapped() {
        for (String command : new String[] {"score", "validate", "simulate", "move", "agent"}) {
            String[] footer = Main.commandLine().getSubcommands().get(command).getCommandSpec().usageMessage().footer();
            java.util.List<String> lines = java.util.List.of(run(command, "--help")[1].split("\\R"));
            for (String line : footer) {
                assertThat(line.length()).as(command + ": " + line).isLessThanOrEqualTo(80);
                assertThat(lines).as(command).contains(line);
            }
        }
    }

    @Test
    void everyHelpFooterLineFitsOrIsAWholeParagraphPicocliWraps() {
        // A line broken by hand that is still too long gets wrapped again, leaving a word or two on a line alone.
        java.util.Map<String, picocli.CommandLine> all = new java.util.TreeMap<>(Main.commandLine().getSubcommands());
        for (picocli.CommandLine sgf : java.util.List.copyOf(all.values())) {
            sgf.getSubcommands().forEach((name, sub) -> all.put(sgf.getCommandName() + " " + name, sub));
        }
        for (java.util.Map.Entry<String, picocli.CommandLine> e : all.entrySet()) {
            String[] footer = e.getValue().getCommandSpec().usageMessage().footer();
            for (int i = 0; i < footer.length; i++) {
                boolean wholeParagraph = i + 1 == footer.length || footer[i + 1].isEmpty();
                org.assertj.core.api.Assertions.assertThat(footer[i].length() <= 80 || wholeParagraph)
                        .as(e.getKey() + ": a line of " + footer[i].length() + " characters inside a paragraph: " + footer[i])
                        .isTrue();
            }
        }
    }

    @Test
    void unknownCommandNamesTengenOnce() {
        String[] r = run("foo");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).startsWith("tengen: Unmatched argument").doesNotContain("tengen tengen");
    }

    @Test
    void everyCommandHasHelpWithAnExample() {
        for (String command : Main.commandLine().getSubcommands().keySet()) {
            if (command.equals("help")) {
                continue;
            }
            String[] r = run(command, "--help");
            assertThat(r[0]).as(command).isEqualTo("0");
            assertThat(r[1]).as(command).contains("Example").contains("tengen " + command);
        }
    }

    @Test
    void badSizeIsAUsageErrorThatQuotesTheValue() {
        String[] r = run("play", "--size", "26");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("26x26 is out of range").doesNotContain("Exception");
    }

    @Test
    void badKomiIsAUsageError() {
        String[] r = run("play", "--komi", "1000.5");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("'1000.5'").contains("out of range");
        r = run("play", "--komi", "7.5 points");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("'7.5 points'").contains("not a komi");
    }

    @Test
    void malformedRulesAreAUsageError() {
        String[] r = run("rules", "{\"ko\":\"SIMPLE\",");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("rules JSON, column");
        r = run("play", "--rules", "klingon");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("unknown rules 'klingon'");
    }

    @Test
    void rulesListsEveryPresetAndExplainsJson() {
        String[] r = run("rules");
        assertThat(r[1]).contains("tromp-taylor", "chinese", "japanese", "korean", "aga", "new-zealand", "ing",
                "gtsa", "cormack", "codingame", "little-go", "weiqi");
        r = run("rules", "{\"ko\":\"SITUATIONAL\",\"komi\":6}");
        assertThat(r[1].trim()).isEqualTo("{\"ko\":\"SITUATIONAL\",\"scoring\":\"AREA\",\"suicide\":\"ALL\",\"komi\":6,"
                + "\"whiteHandicapBonus\":\"0\",\"moveLimit\":0}");
    }

    @Test
    void benchPrintsOneLinePerSize() {
        String[] r = run("bench", "--size", "5", "--seconds", "0.2");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1].trim()).matches("size=5 threads=1 playouts=\\d+ seconds=\\d+\\.\\d\\d pps=\\d+");
    }

    @Test
    void benchRefusesNonsense() {
        assertThat(run("bench", "--threads", "0")[0]).isEqualTo("2");
        assertThat(run("bench", "--seconds", "-1")[0]).isEqualTo("2");
        assertThat(run("bench", "--size", "40")[0]).isEqualTo("2");
    }

    @Test
    void crosscheckRefusesADirectoryAProgramThatIsNotGnuGoAndTooManyGames() {
        String[] r = run("crosscheck", "--gnugo", "/tmp");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("GNU Go is not at /tmp");
        r = run("crosscheck", "--gnugo", "/bin/false", "--games", "1");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("/bin/false does not work as GNU Go");
        r = run("crosscheck", "--games", "2000000000");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("--games must be 1 to 1000000");
    }

    @Test
    void crosscheckRefusesAMissingGnuGoAndUnknownRules() {
        String[] r = run("crosscheck", "--gnugo", "/nonexistent/gnugo", "--games", "1");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("GNU Go is not at /nonexistent/gnugo");
        r = run("crosscheck", "--gnugo", "/bin/true", "--ko", "klingon");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).contains("--ko 'klingon' is not a rule");
    }
}

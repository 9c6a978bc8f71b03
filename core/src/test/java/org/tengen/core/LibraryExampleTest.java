package org.tengen.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The README's "Using the core as a library" section, kept true: its Java block is the body of
 * {@link #playScoreAndExplain()}, its output block is what that body prints, and the module it names is the one
 * built.
 */
class LibraryExampleTest {
    private static final String SECTION = "## Using the core as a library";

    /** The README's example, exactly: the test below compares this body with the README's Java block. */
    static void playScoreAndExplain() {
        Game game = new Game(Geometry.of(9), Rules.parse("chinese"));  // area scoring, komi 7.5, no suicide
        Geometry g = game.geometry();
        for (String vertex : List.of("D5", "G5", "E6", "F6", "E4", "F4", "F5", "E5")) {  // White E5 takes F5
            game.play(Move.play(g.parseGtp(vertex)));
        }
        Legality retake = game.play(Move.play(g.parseGtp("F5")));  // refused, and nothing changes
        System.out.println("F5: " + retake + " (" + retake.reason() + ")");
        System.out.println("E5: " + game.legality(Move.play(g.parseGtp("E5"))));
        for (String vertex : List.of("J9", "A2", "J8", "B1")) {
            game.play(Move.play(g.parseGtp(vertex)));
        }
        System.out.println("A1: " + game.legality(Move.play(g.parseGtp("A1"))));
        game.play(Move.PASS);
        game.play(Move.PASS);
        Score score = DeadStones.count(game);  // without the stones tengen's dead-stone policy takes off
        System.out.println("over: " + game.isOver() + ", result: " + score.result().toSgf());
        System.out.println(score.describe());
    }

    @Test
    void theExamplePrintsWhatTheReadmeSays() throws IOException {
        assertThat(printedBy(LibraryExampleTest::playScoreAndExplain))
                .isEqualTo(readmeBlock("text") + "\n");
    }

    @Test
    void theReadmeShowsTheExampleExactly() throws IOException {
        assertThat(readmeBlock("java")).isEqualTo(exampleBody());
    }

    /** The claims of the README section: module name, exports, and nothing required beyond java.base. */
    @Test
    void theCoreIsTheModuleTheReadmeNames() throws URISyntaxException {
        Path classes = Path.of(Game.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        ModuleDescriptor core = ModuleFinder.of(classes).findAll().iterator().next().descriptor();

        assertThat(core.name()).isEqualTo("org.tengen.core");
        assertThat(core.exports()).map(ModuleDescriptor.Exports::source)
                .containsExactlyInAnyOrder("org.tengen.core", "org.tengen.core.sgf");
        assertThat(core.exports()).allMatch(e -> !e.isQualified());
        assertThat(core.requires()).map(ModuleDescriptor.Requires::name).containsExactly("java.base");
        assertThat(readmeSection()).contains("`" + core.name() + "`");
    }

    private static String printedBy(Runnable example) {
        PrintStream original = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            example.run();
        } finally {
            System.setOut(original);
        }
        return bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }

    /** The body of {@link #playScoreAndExplain()} as it stands in this file, indented as in the README. */
    private static String exampleBody() throws IOException {
        List<String> lines = Files.readAllLines(projectRoot()
                .resolve("core/src/test/java/org/tengen/core/LibraryExampleTest.java"));
        int start = lines.indexOf("    static void playScoreAndExplain() {") + 1;
        int end = lines.subList(start, lines.size()).indexOf("    }") + start;
        assertThat(start).as("the example method's first line").isPositive();
        return lines.subList(start, end).stream().map(l -> l.isEmpty() ? l : l.substring(8))
                .collect(Collectors.joining("\n"));
    }

    /** The first fenced block of {@code language} in the README's library section, without its fences. */
    private static String readmeBlock(String language) throws IOException {
        List<String> block = new ArrayList<>();
        boolean inside = false;
        for (String line : readmeSection().split("\n", -1)) {
            if (!inside && line.equals("```" + language)) {
                inside = true;
            } else if (inside && line.equals("```")) {
                return String.join("\n", block);
            } else if (inside) {
                block.add(line);
            }
        }
        throw new AssertionError("no ```" + language + " block in the README section " + SECTION);
    }

    private static String readmeSection() {
        try {
            String readme = Files.readString(projectRoot().resolve("README.md")).replace("\r\n", "\n");
            int start = readme.indexOf("\n" + SECTION + "\n");
            assertThat(start).as("README section " + SECTION).isNotNegative();
            int end = readme.indexOf("\n## ", start + 1);
            return readme.substring(start, end < 0 ? readme.length() : end);
        } catch (IOException e) {
            throw new AssertionError("cannot read the README", e);
        }
    }

    /** The checkout's root: Maven runs the tests in {@code core}, an IDE may run them at the root. */
    private static Path projectRoot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("core/src"))) {
                return dir;
            }
        }
        throw new AssertionError("no README.md with a core/ beside it above " + Path.of("").toAbsolutePath());
    }
}

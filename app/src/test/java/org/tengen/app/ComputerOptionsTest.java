package org.tengen.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;

/** The search's options of {@code tengen gtp}, {@code tengen play} and {@code tengen match}, and their mistakes. */
class ComputerOptionsTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "gtp --random --level 2|tengen gtp: --random plays without searching",
        "gtp --level 11|tengen gtp: --level 11: expected 1 to 10",
        "gtp --level 3 --playouts 100|tengen gtp: --level is a budget of its own",
        "gtp --playouts 0|tengen gtp: --playouts 0: expected 1 or more",
        "gtp --time 0|tengen gtp: --time 0: expected seconds above 0 and at most 86400",
        "gtp --threads 0|tengen gtp: --threads 0: expected 1 to 256",
        "gtp --resign-below 1|tengen gtp: --resign-below 1.0: expected a win rate from 0 to below 1",
        "gtp --lag -1|tengen gtp: --lag -1: expected 0 to 60 seconds",
        "play --level 3|tengen play: --level, --playouts, --time, --threads, --resign-below, --param and --seed are for a game",
        "play --seed 3|tengen play: --level, --playouts, --time, --threads, --resign-below, --param and --seed are for a game",
        "gtp --param nosuch=1|tengen gtp: --param nosuch=1: unknown search parameter 'nosuch'; known: exploration, raveBias, ",
        "gtp --param exploration=abc|tengen gtp: --param exploration=abc: exploration 'abc': expected a number, 0 or more",
        "gtp --param expandAfter=1.5|tengen gtp: --param expandAfter=1.5: expandAfter '1.5': expected a whole number, 1 or more",
        "gtp --param shapePercent=101|tengen gtp: --param shapePercent=101: shapePercent 101: expected from 0 to 100",
        "gtp --param exploration|tengen gtp: --param exploration: 'exploration': expected name=value",
        "gtp --random --param exploration=0.2|tengen gtp: --random plays without searching",
        "gtp --random --ponder|tengen gtp: --random plays without searching: it takes no --ponder",
        "play --param exploration=0.2|tengen play: --level, --playouts, --time, --threads, --resign-below, --param and --seed are for a game",
        "play --color black --param virtualLoss=0|tengen play: --param virtualLoss=0: virtualLoss 0: expected 1 or more",
        "play --color red|tengen play: --color red: expected black or white",
        "play --color black --level 0|tengen play: --level 0: expected 1 to 10",
    })
    void mistakesAreUsageErrors(String args, String message) {
        String[] r = RefereeGoldenTest.run(args.split(" "));
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).startsWith(message).doesNotContain("\tat ");
    }

    /** Every option of seconds goes through one converter: no NaN or infinity slips past a range check. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "move --time NaN|tengen move: Invalid value for option '--time': 'NaN' is not a number of seconds",
        "move --time 1e400|tengen move: Invalid value for option '--time': '1e400' is too large a number of seconds",
        "move --time 1e-400|tengen move: --time 1e-400: expected seconds above 0 and at most 3600",
        "move --time 5000|tengen move: --time 5000: expected seconds above 0 and at most 3600",
        "agent --time NaN|tengen agent: Invalid value for option '--time': 'NaN' is not a number of seconds",
        "agent --time Infinity|tengen agent: Invalid value for option '--time': 'Infinity' is not a number of seconds",
        "play --color black --time NaN|tengen play: Invalid value for option '--time': 'NaN' is not a number of seconds",
        "gtp --time 1e400|tengen gtp: Invalid value for option '--time': '1e400' is too large a number of seconds",
        "gtp --time 0x10|tengen gtp: Invalid value for option '--time': '0x10' is not a number of seconds",
        "gtp --time 2f|tengen gtp: Invalid value for option '--time': '2f' is not a number of seconds",
        "gtp --lag NaN|tengen gtp: Invalid value for option '--lag': 'NaN' is not a number of seconds",
        "match --black self --white self --time NaN|tengen match: Invalid value for option '--time': 'NaN' is not",
        "match --black self --white self --time 1e300|tengen match: --time 1e300: expected 0 to 86400 seconds (0: no limit)",
        "match --black self --white self --main-time 90000|tengen match: --main-time 90000: expected 0 to 86400 seconds",
        "match --black self --white self --main-time -Infinity|tengen match: Invalid value for option '--main-time': '-Infinity' is not",
        "bench --seconds NaN|tengen bench: Invalid value for option '--seconds': 'NaN' is not a number of seconds",
        "bench --seconds 0|tengen bench: --seconds 0: expected seconds above 0 and at most 86400",
        "review --seconds 1e400 x.sgf|tengen review: Invalid value for option '--seconds': '1e400' is too large",
    })
    void secondsAreFiniteAndTheirMistakesQuoteWhatWasTyped(String args, String message) {
        String[] r = RefereeGoldenTest.run(args.split(" "));
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[1]).isEmpty();
        assertThat(r[2]).startsWith(message).doesNotContain("\tat ");
    }

    @Test
    void secondsReadPlainDecimals() {
        assertThat(Converters.Seconds.parse("0.5").value()).isEqualTo(0.5);
        assertThat(Converters.Seconds.parse(".25").value()).isEqualTo(0.25);
        assertThat(Converters.Seconds.parse("1e2").value()).isEqualTo(100);
        assertThat(Converters.Seconds.parse("+3.").toString()).isEqualTo("+3.");
    }

    @Test
    void paramsApplyInOrderOverTheDefaults() {
        SearchOptions options = new SearchOptions();
        assertThat(options.parameters()).isEqualTo(org.tengen.engine.SearchParameters.defaults());
        options.params = List.of("exploration=0.3", "shapePercent=50", "exploration = 0.25");
        assertThat(options.parameters().exploration()).isEqualTo(0.25);
        assertThat(options.parameters().shapePercent()).isEqualTo(50);
        assertThat(options.parameters().raveBias()).isEqualTo(org.tengen.engine.SearchParameters.defaults().raveBias());
        assertThat(options.anyGiven()).isTrue();
    }

    @Test
    void selfInAMatchIsThisTengensGtpWithTheOptionsAfterItUnderTheMatchsRules() {
        Rules tt = RulesPresets.get("tromp-taylor");
        List<String> self = MatchCommand.engine("self --threads 2  --time 1", tt);
        assertThat(self.subList(self.size() - 7, self.size()))
                .containsExactly("gtp", "--threads", "2", "--time", "1", "--rules", "tromp-taylor");
        assertThat(self.get(self.size() - 8)).isEqualTo(Main.class.getName());
        assertThat(MatchCommand.engine("self", tt)).endsWith("gtp", "--rules", "tromp-taylor");
        // Rules the self options name are theirs; rules that are no preset go as JSON.
        assertThat(MatchCommand.engine("self --rules aga", tt)).endsWith("gtp", "--rules", "aga");
        assertThat(MatchCommand.engine("self --rules=aga", tt)).endsWith("gtp", "--rules=aga");
        Rules custom = tt.withMoveLimit(400);
        assertThat(MatchCommand.engine("self", custom)).endsWith("gtp", "--rules", custom.toJson());
        assertThat(MatchCommand.engine("/usr/games/gnugo --mode gtp", tt)).containsExactly("/usr/games/gnugo", "--mode", "gtp");
    }

    @Tag("slow")
    @Test
    void gtpSearchesByDefaultAndKeepsToTheControllersTime() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "gtp", "--seed", "1"));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (OutputStream in = p.getOutputStream()) {
            // A short time per move, so the default search (no --level) answers quickly.
            in.write("boardsize 5\ntime_settings 0 1 5\ngenmove b\ngenmove w\nreg_genmove b\nquit\n"
                    .getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        assertThat(out).matches("= \n\n= \n\n= [A-E][1-5]\n\n= [A-E][1-5]\n\n= ([A-E][1-5]|pass)\n\n= \n\n");
    }
}

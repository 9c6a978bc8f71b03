package org.tengen.app;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.tengen.core.sgf.SgfNode;
import org.tengen.core.sgf.SgfNormalizer;
import org.tengen.core.sgf.SgfWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tengen sgf normalize}: a record rewritten as canonical SGF. */
@Command(name = "normalize",
        mixinStandardHelpOptions = true,
        description = "Write an SGF record as canonical SGF on standard output.",
        footer = {"",
            "Canonical: UTF-8, GM[1]FF[4]CA[UTF-8] and the root's other properties in a fixed order, KM as the komi"
                    + " it means (KM[375] becomes KM[7.5]), passes as [], plain moves packed on lines of up to 80"
                    + " columns, other nodes and variations on lines of their own. Unknown and private properties are"
                    + " kept.",
            "",
            "Example:",
            "  tengen sgf normalize old.sgf > new.sgf"})
final class SgfNormalizeCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "An SGF file; - reads standard input.")
    String file;

    @Override
    public Integer call() {
        List<SgfNode> games = SgfInput.read(file, spec.commandLine().getErr());
        SgfNormalizer.normalize(games);
        PrintWriter out = spec.commandLine().getOut();
        out.print(SgfWriter.write(games));
        out.flush();
        return 0;
    }
}

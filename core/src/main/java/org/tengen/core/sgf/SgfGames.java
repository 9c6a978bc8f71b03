package org.tengen.core.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tengen.core.Geometry;
import org.tengen.core.HandicapBonus;
import org.tengen.core.KoRule;
import org.tengen.core.Result;
import org.tengen.core.Rules;
import org.tengen.core.RulesPresets;
import org.tengen.core.ScoringRule;
import org.tengen.core.Stone;
import org.tengen.core.SuicideRule;

/**
 * What a game tree says about the game: the board (the root's SZ, 19 when absent, {@code SZ[w:h]} for a
 * rectangle), the rules (RU mapped to a preset, KM applied), the handicap (HA) and the recorded result (RE).
 *
 * <p>FF[4] puts game information (KM, RU, RE, HA, PB, DT ...) in the node where the game becomes
 * distinguishable, which need not be the root: each is read from the first node of the main line that has
 * it, from the root up to and including the node of the first move ({@link #gameInfo(SgfNode, String)}).
 */
public final class SgfGames {
    /** The rules of a record whose RU is absent or unknown: simple ko, suicide forbidden, as most servers play. */
    public static final String DEFAULT_RULES = "japanese";

    private static final Map<String, String> RULE_NAMES = Map.ofEntries(
            Map.entry("japanese", "japanese"), Map.entry("jp", "japanese"), Map.entry("japan", "japanese"),
            Map.entry("chinese", "chinese"), Map.entry("cn", "chinese"), Map.entry("china", "chinese"),
            Map.entry("korean", "korean"), Map.entry("kr", "korean"),
            Map.entry("aga", "aga"), Map.entry("american", "aga"), Map.entry("french", "aga"),
            Map.entry("nz", "new-zealand"), Map.entry("new zealand", "new-zealand"),
            Map.entry("goe", "ing"), Map.entry("ing", "ing"), Map.entry("ing goe", "ing"),
            Map.entry("tromp taylor", "tromp-taylor"), Map.entry("tromp-taylor", "tromp-taylor"),
            // CGOS and the computer-Go tools around it: Tromp/Taylor, TT--, TrompTaylor, tromp_taylor.
            Map.entry("tromptaylor", "tromp-taylor"), Map.entry("tt", "tromp-taylor"),
            // KataGo's names for rule sets (its SGFs and GTP kata-set-rules use them).
            Map.entry("chinese-ogs", "chinese"), Map.entry("chinese-kgs", "chinese"), Map.entry("aga-button", "aga"),
            Map.entry("bga", "aga"));
    private static final Pattern KATAGO = Pattern.compile("ko(SIMPLE|POSITIONAL|SITUATIONAL|SPIGHT)"
            + "score(AREA|TERRITORY)(?:tax(NONE|SEKI|ALL))?(?:sui([01]))?(?:button([01]))?(?:whb(0|N|N-1))?"
            + "(?:fpok([01]))?(?:komi(-?[0-9]+(?:\\.[0-9]+)?))?", Pattern.CASE_INSENSITIVE);
    private static final Pattern SIZE = Pattern.compile("\\s*([0-9]{1,4})\\s*(?::\\s*([0-9]{1,4})\\s*)?");

    private SgfGames() {
    }

    /**
     * The nodes that may hold a game tree's game information: its main line from the root up to and
     * including the first node with a B or W move (the whole main line when none has one).
     *
     * @param root the root of a game tree
     * @return those nodes, the root first
     */
    public static List<SgfNode> gameInfoNodes(SgfNode root) {
        List<SgfNode> nodes = new ArrayList<>();
        for (SgfNode n = root; n != null; n = n.firstChild()) {
            nodes.add(n);
            if (n.has("B") || n.has("W")) {
                break;
            }
        }
        return nodes;
    }

    /** The game-information nodes of a path from the root (a variation's, for a replay to any node). */
    static List<SgfNode> gameInfoNodes(List<SgfNode> path) {
        for (int i = 0; i < path.size(); i++) {
            if (path.get(i).has("B") || path.get(i).has("W")) {
                return path.subList(0, i + 1);
            }
        }
        return path;
    }

    /**
     * The node holding a game-information property: the first of {@link #gameInfoNodes(SgfNode)} that has it.
     *
     * @param root the root of a game tree
     * @param id a property identifier such as {@code KM} or {@code PB}
     * @return the node, or empty when none of them has the property
     */
    public static Optional<SgfNode> gameInfoNode(SgfNode root, String id) {
        return holder(gameInfoNodes(root), id);
    }

    /**
     * A game-information property, from the first of {@link #gameInfoNodes(SgfNode)} that has it.
     *
     * @param root the root of a game tree
     * @param id a property identifier such as {@code KM} or {@code PB}
     * @return the property, or empty when none of them has it
     */
    public static Optional<SgfProperty> gameInfo(SgfNode root, String id) {
        return gameInfoNode(root, id).flatMap(n -> n.property(id));
    }

    /**
     * A game-information property as SimpleText (see {@link SgfNode#simpleText(String)}).
     *
     * @param root the root of a game tree
     * @param id a property identifier such as {@code PB} or {@code RE}
     * @return the text, or null when none of {@link #gameInfoNodes(SgfNode)} has the property
     */
    public static String gameInfoText(SgfNode root, String id) {
        return gameInfoNode(root, id).map(n -> n.simpleText(id)).orElse(null);
    }

    private static Optional<SgfNode> holder(List<SgfNode> nodes, String id) {
        for (SgfNode n : nodes) {
            if (n.has(id)) {
                return Optional.of(n);
            }
        }
        return Optional.empty();
    }

    private static Optional<SgfProperty> info(List<SgfNode> nodes, String id) {
        return holder(nodes, id).flatMap(n -> n.property(id));
    }

    /** The width and height SZ gives (19 by 19 when absent), or null when SZ can't be read. */
    static int[] declaredSize(SgfNode root) {
        String sz = root.value("SZ");
        if (sz == null) {
            return new int[] {19, 19};
        }
        Matcher m = SIZE.matcher(sz);
        if (!m.matches()) {
            return null;
        }
        int w = Integer.parseInt(m.group(1));
        return new int[] {w, m.group(2) == null ? w : Integer.parseInt(m.group(2))};
    }

    /**
     * The board of a game tree, from SZ: 19x19 when absent, {@code SZ[w:h]} for a rectangle.
     *
     * @param root the root of a game tree
     * @return the board's geometry
     * @throws SgfException at SZ, when it is not a size or is larger than tengen plays
     */
    public static Geometry geometry(SgfNode root) {
        Optional<SgfProperty> gm = root.property("GM");
        if (gm.isPresent() && !gm.get().value().trim().equals("1")) {
            throw SgfException.at(gm.get(), "GM[" + gm.get().value() + "]: the record is not of a game of Go (GM[1])");
        }
        int[] size = declaredSize(root);
        if (size == null) {
            SgfProperty sz = root.property("SZ").orElseThrow();
            throw SgfException.at(sz, "SZ[" + sz.value() + "]: expected a board size such as 19, or 19:13 for a rectangle");
        }
        if (size[0] < 1 || size[1] < 1 || size[0] > Geometry.MAX_SIZE || size[1] > Geometry.MAX_SIZE) {
            SgfProperty sz = root.property("SZ").orElseThrow();
            throw SgfException.at(sz, "SZ[" + sz.value() + "]: tengen plays boards from 1x1 to "
                    + Geometry.MAX_SIZE + "x" + Geometry.MAX_SIZE);
        }
        return Geometry.of(size[0], size[1]);
    }

    /**
     * The rules of a game tree: RU (or {@link #DEFAULT_RULES} when absent or unknown) with KM's komi (0 when
     * absent), both from the game information.
     *
     * @param root the root of a game tree
     * @return the rules
     * @throws SgfException at KM, when it is not a komi
     */
    public static Rules rules(SgfNode root) {
        return rules(gameInfoNodes(root));
    }

    /** The rules of {@link #rules(SgfNode)}, from given game-information nodes. */
    static Rules rules(List<SgfNode> infoNodes) {
        Rules rules = info(infoNodes, "RU").map(ru -> rulesOf(SgfText.decodeSimpleText(ru.value())).orElse(null)).orElse(null);
        if (rules == null) {
            rules = RulesPresets.get(DEFAULT_RULES);
        }
        return rules.withKomi(info(infoNodes, "KM").map(SgfGames::komi).orElse(0.0));
    }

    /**
     * Whether RU names rules tengen knows.
     *
     * @param root the root of a game tree
     * @return true if RU is absent (the default applies) or names known rules
     */
    public static boolean knowsRules(SgfNode root) {
        String ru = gameInfoText(root, "RU");
        return ru == null || rulesOf(ru).isPresent();
    }

    /**
     * The rules an RU value names: the usual names (Japanese, Chinese, Korean, AGA, NZ, GOE or Ing,
     * Tromp-Taylor), KataGo's strings such as {@code koPOSITIONALscoreAREAtaxNONEsui1}, tengen's preset
     * names and KataGo's JSON; empty when it names none of them.
     *
     * @param ru the value of RU, decoded
     * @return the rules it names, with the preset's komi, or empty
     */
    public static Optional<Rules> rulesOf(String ru) {
        Optional<String> preset = presetOf(ru);
        if (preset.isPresent()) {
            return Optional.of(RulesPresets.get(preset.get()));
        }
        Matcher m = KATAGO.matcher(ru.trim());
        if (m.matches()) {
            try {
                return Optional.of(kataGoRules(m));
            } catch (IllegalArgumentException e) {
                return Optional.empty(); // a komi no rules can have, such as komi7.25
            }
        }
        try {
            return Optional.of(Rules.parse(ru));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * The name of the preset an RU value names by one of the usual names ({@code korean} for
     * {@code RU[Korean]}, {@code tromp-taylor} for {@code RU[TT--]}), or empty. Presets with equal rules
     * (Korean and Japanese) keep their own names here, which {@link Rules#presetName()} can't tell apart.
     *
     * @param ru the value of RU, decoded
     * @return the preset's name, or empty
     */
    public static Optional<String> presetOf(String ru) {
        // "Chinese rules", "New_Zealand", "Ing's GOE" and "Ings GOE" all name their preset.
        String key = ru.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+rules?$", "").replace('_', ' ')
                .replaceAll("[\\s']+", " ").replace("ing s ", "ing ").replace("ings ", "ing ");
        String preset = RULE_NAMES.get(key);
        if (preset == null) {
            // Punctuation and spacing as CGOS writes them: "Tromp/Taylor", "TT--", "tromp-taylor".
            preset = RULE_NAMES.get(key.replaceAll("[^a-z0-9]", ""));
        }
        return Optional.ofNullable(preset);
    }

    /**
     * The preset name the game information's RU gives (see {@link #presetOf(String)}).
     *
     * @param root the root of a game tree
     * @return the preset's name, or empty when RU is absent or names none of the usual ones
     */
    public static Optional<String> presetName(SgfNode root) {
        String ru = gameInfoText(root, "RU");
        return ru == null ? Optional.empty() : presetOf(ru);
    }

    private static Rules kataGoRules(Matcher m) {
        String ko = m.group(1).toUpperCase(Locale.ROOT);
        KoRule koRule = ko.equals("SPIGHT") ? KoRule.SIMPLE : KoRule.valueOf(ko);
        boolean area = m.group(2).equalsIgnoreCase("AREA");
        boolean taxAll = "ALL".equalsIgnoreCase(m.group(3));
        ScoringRule scoring = area ? (taxAll ? ScoringRule.STONES : ScoringRule.AREA) : ScoringRule.TERRITORY;
        SuicideRule suicide = "1".equals(m.group(4)) ? SuicideRule.MULTI_STONE : SuicideRule.FORBIDDEN;
        String whb = m.group(6) == null ? "0" : m.group(6).toUpperCase(Locale.ROOT);
        HandicapBonus bonus = whb.equals("N") ? HandicapBonus.N : whb.equals("N-1") ? HandicapBonus.N_MINUS_ONE : HandicapBonus.ZERO;
        double komi = m.group(8) == null ? 7.5 : Rules.parseKomi(m.group(8));
        return new Rules(koRule, suicide, scoring, komi, bonus, 0);
    }

    /**
     * KM as a komi. Some servers write it scaled: by 100 ({@code KM[650]} for 6.5) or by 50
     * ({@code KM[375]} for 7.5); a magnitude of 100 or more is read that way when it gives a whole or half
     * point. Any other finite komi within {@link Rules#MAX_KOMI} is taken as written ({@code KM[3.75]}). A
     * decimal comma is accepted.
     *
     * @param km the KM property
     * @return the komi
     * @throws SgfException at KM, when it is not a number or beyond {@link Rules#MAX_KOMI}
     */
    public static double komi(SgfProperty km) {
        return readKomi(km).komi();
    }

    /** KM as read, and what was assumed to read it: null for a Real as FF[4] writes one, taken as written. */
    record KomiReading(double komi, String assumed) {
    }

    /** KM as {@link #komi(SgfProperty)} reads it, saying what it assumed of a value FF[4] would read otherwise. */
    static KomiReading readKomi(SgfProperty km) {
        String text = SgfText.decodeSimpleText(km.value()).trim();
        if (text.isEmpty()) {
            return new KomiReading(0, "no value: read as no komi (0)");
        }
        String form = null;
        if (text.contains(",")) {
            form = "a decimal comma";
            text = text.replace(',', '.');
        } else if (!text.matches("[+-]?[0-9]+(\\.[0-9]+)?")) {
            form = "not a number as FF[4] writes one (such as 6.5)";
        }
        double komi;
        try {
            komi = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw SgfException.at(km, "KM[" + km.value() + "]: expected a komi such as 6.5");
        }
        if (Double.isNaN(komi) || Double.isInfinite(komi) || text.matches("(?i).*[a-z].*")) {
            throw SgfException.at(km, "KM[" + km.value() + "]: expected a komi such as 6.5");
        }
        String scale = null;
        if (Math.abs(komi) >= 100) {
            if (isHalfPoints(komi / 100)) {
                komi /= 100;
                scale = "hundredths";
            } else if (isHalfPoints(komi / 50)) {
                komi /= 50;
                scale = "fiftieths";
            }
        }
        if (Math.abs(komi) > Rules.MAX_KOMI) {
            throw SgfException.at(km, "KM[" + km.value() + "]: a komi is at most " + (int) Rules.MAX_KOMI
                    + " points either way");
        }
        komi += 0.0; // no -0.0
        String assumed = null;
        if (form != null || scale != null) {
            assumed = (form == null ? "" : form + ": ") + "read as " + Rules.formatPoints(komi)
                    + (scale == null ? "" : ", a komi written in " + scale + " as some servers write it");
        }
        return new KomiReading(komi, assumed);
    }

    private static boolean isHalfPoints(double x) {
        return x * 2 == Math.rint(x * 2);
    }

    /**
     * The number of handicap stones the game information's HA gives.
     *
     * @param root the root of a game tree
     * @return 2 or more, or 0 when HA is absent, 0 or 1
     * @throws SgfException at HA, when it is not a number
     */
    public static int handicap(SgfNode root) {
        return handicap(gameInfoNodes(root));
    }

    /** The handicap of {@link #handicap(SgfNode)}, from given game-information nodes. */
    static int handicap(List<SgfNode> infoNodes) {
        Optional<SgfProperty> ha = info(infoNodes, "HA");
        if (ha.isEmpty()) {
            return 0;
        }
        String text = ha.get().value().trim();
        try {
            int n = Integer.parseInt(text);
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n >= 2 ? n : 0;
        } catch (NumberFormatException e) {
            throw SgfException.at(ha.get(), "HA[" + text + "]: expected a number of handicap stones such as 2");
        }
    }

    /**
     * The recorded result, from the game information's RE.
     *
     * @param root the root of a game tree
     * @return the result when RE is a win, a resignation or a draw; empty for none, void or unknown
     */
    public static Optional<Result> result(SgfNode root) {
        return result(gameInfoNodes(root));
    }

    /** The result of {@link #result(SgfNode)}, from given game-information nodes. */
    static Optional<Result> result(List<SgfNode> infoNodes) {
        String re = info(infoNodes, "RE").map(p -> SgfText.decodeSimpleText(p.value())).orElse(null);
        if (re == null) {
            return Optional.empty();
        }
        String t = re.trim().toUpperCase(Locale.ROOT);
        if (t.equals("0") || t.equals("DRAW") || t.equals("JIGO")) {
            return Optional.of(Result.byScore(0));
        }
        Matcher m = Pattern.compile("([BW])\\+(.*)").matcher(t);
        if (!m.matches()) {
            return Optional.empty();
        }
        Stone winner = m.group(1).equals("B") ? Stone.BLACK : Stone.WHITE;
        String margin = m.group(2).trim();
        if (margin.equals("R") || margin.startsWith("RESIGN")) {
            return Optional.of(Result.byResignation(winner));
        }
        try {
            double points = margin.matches("[0-9]{1,6}(\\.[0-9]*)?") ? Double.parseDouble(margin) : -1;
            if (points > 0) { // a komi such as 6.25 gives quarter-point margins
                return Optional.of(Result.byScore(winner == Stone.BLACK ? points : -points));
            }
        } catch (NumberFormatException e) {
            // B+T (time), B+F (forfeit), B+ alone: a win whose margin tengen can't hold
        }
        return Optional.empty();
    }
}

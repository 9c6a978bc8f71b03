package org.tengen.engine;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import org.tengen.core.Geometry;

/**
 * Every tuning choice of the search in one place: the tree policy (UCT-RAVE), when a leaf grows, how a playout's
 * result is valued, the knowledge playout's habits and the priors a new node starts with. {@link #defaults()}
 * is the engine as it plays; {@link #with(String, String)} sets one field by name, for tuning from the
 * command line ({@code --param name=value}). Priors are virtual playouts ({@code ...Visits}) at a win rate
 * ({@code ...Rate}, from 0 to 1) added to a move that has the feature.
 *
 * @param exploration          UCT's exploration constant: how much an unvisited move's uncertainty counts
 * @param raveBias             Silver's b squared: how long RAVE keeps its weight against the move's own playouts
 * @param expandAfter          visits a leaf needs before it gets children, on boards of at most 150 points
 * @param expandAfterBig       the same on bigger boards, where a node has some 300 children
 * @param virtualLoss          lost playouts a thread adds to a node it descends through, till its result comes back
 * @param marginShare          the share of a playout's value given to the margin (the rest is the win)
 * @param passMargin           how much better a move's win rate must be than a winning pass's to be preferred
 * @param fewPlayoutsPerMove   playouts per root move below which the visit counts are noise and the priors choose
 * @param rateTimesArea        playouts a second on one thread times the board's points, for sizing the node pool
 *                             before the search has measured its own
 * @param shapePercent         how often (in percent) the playout plays a 3x3 shape next to the last move
 * @param sampleTries          blind random draws of the playout before it shuffles the empty points
 * @param evenVisits           the even prior every move starts with (at a win rate of one half)
 * @param passRate             the prior win rate of a pass while the last move was not one
 * @param passAfterPassRate    the prior win rate of a pass that answers a pass (and ends the game)
 * @param captureVisits        prior of a capture
 * @param captureRate          prior win rate of a capture
 * @param escapeVisits         prior of saving a chain from atari
 * @param escapeRate           prior win rate of an escape that gets out
 * @param escapeIntoLadderRate prior win rate of an escape into a ladder that works for the opponent
 * @param ladderVisits         prior of an atari that starts a ladder that works
 * @param ladderRate           prior win rate of such an atari
 * @param selfAtariVisits      prior of putting a chain of two or more stones in atari
 * @param selfAtariRate        prior win rate of such a self-atari
 * @param shapeVisits          prior of a 3x3 shape
 * @param shapeRate            prior win rate of a 3x3 shape
 * @param nearLastVisits       prior of a move close to the last one
 * @param nearLastRate         prior win rate of a move close to the last one
 * @param lineVisits           prior of a move on the first three lines far from every stone, boards up to 150 points
 * @param lineVisitsBig        the same on bigger boards, where the opening is long (the fourth line counts too)
 * @param firstLineRate        prior win rate of such a move on the first line
 * @param secondLineRate       prior win rate of such a move on the second line
 * @param thirdLineRate        prior win rate of such a move on the third line (and the fourth on big boards)
 * @param resignMinPlayouts    playouts below which the player never resigns: too few to give up on
 * @param openingDivisor       the opening, where a low win rate says more about the search than the game and
 *                             the player never resigns, is the board's points divided by this
 * @param openingMinMoves      and at least this many moves
 * @param policyBias           progressive bias: a child's learnt probability of being the move, times this,
 *                             divided by its visits plus one, adds to its value (0: no learnt priors' bias)
 * @param widenBase            progressive widening: the children (most likely first) a node considers before
 *                             it has {@code widenVisits} visits (0: all, and no learnt priors unless
 *                             {@code policyBias} asks for them); the pass is always considered
 * @param widenVisits          the visits at which a node considers one child more
 * @param widenFactor          and one more each time its visits grow by this factor (more than 1)
 * @param learnedMinArea       the smallest board (in points) on which the learnt priors are used: they were
 *                             learnt from 19x19 games
 * @param expandAfterLearned   visits a leaf needs before it gets children on boards of at most 150 points that
 *                             use the learnt priors: ranking a node's children costs more than a playout there
 * @param playoutShapes        the playout's shapes next to the last move: 0 the hand-written 3x3 shapes (the
 *                             {@link KnowledgePolicy}); 1 the learnt 3x3 patterns' gammas as the distribution of
 *                             the points next to the last move (the {@link LearnedShapePolicy}), on boards of at
 *                             least {@code learnedMinArea} points; 2 the same next to the move before it too
 * @param learnedShapePercent  how often (in percent) the learnt-shape playout plays a move next to the last ones
 *                             rather than a uniformly random one
 * @param dynamicKomiPerStone  dynamic komi in handicap games (Pachi's linear one, see {@link DynamicKomi}): the
 *                             search counts with this extra komi for White per handicap stone, whichever side it
 *                             plays, fading to 0 by move {@code dynamicKomiMoves}; its win rates are then
 *                             against that komi, its score leads against the real one (0: off; Pachi uses 7)
 * @param dynamicKomiMoves     the move by which the dynamic komi has faded to 0 on 19x19; on other boards in
 *                             proportion to the points (0: off)
 * @param extendFactor         how much longer than the clock's time for a move the player may think while its
 *                             choice is unsure, as a share of that time (1: up to twice as long), borrowed from
 *                             the main time and never beyond what the clock allows (0: never longer)
 * @param extendSliceShare     the share of the move's time that is the last part of the search, whose change of
 *                             the most visited move makes the choice unsure, and each slice the search goes on by
 * @param extendFairShare      a root move with at least this share of the most visited move's visits and a better
 *                             win rate makes the choice unsure
 * @param extendCloseRatio     the choice is unsure while the most visited move has fewer than this many times the
 *                             second's visits
 * @param earlyStopShare       a move's search ends before its time, which goes back to the main time, once the
 *                             second most visited move could not catch up with the first even with this share of
 *                             the playouts the time left would give (0: never early)
 * @param treeReuse            1: a search starts from the subtree of the last search's tree that the game has
 *                             reached (what it learnt carries over); 0: every search starts from a fresh tree
 * @param nakadeStones         the playout may put a chain of up to this many stones in atari when the chain and
 *                             its last liberty fill an eye space of the opponent's (a nakade, see {@link Nakade});
 *                             0 or 1: never a chain of two or more
 */
public record SearchParameters(
        double exploration,
        double raveBias,
        int expandAfter,
        int expandAfterBig,
        int virtualLoss,
        double marginShare,
        double passMargin,
        int fewPlayoutsPerMove,
        double rateTimesArea,
        int shapePercent,
        int sampleTries,
        int evenVisits,
        double passRate,
        double passAfterPassRate,
        int captureVisits,
        double captureRate,
        int escapeVisits,
        double escapeRate,
        double escapeIntoLadderRate,
        int ladderVisits,
        double ladderRate,
        int selfAtariVisits,
        double selfAtariRate,
        int shapeVisits,
        double shapeRate,
        int nearLastVisits,
        double nearLastRate,
        int lineVisits,
        int lineVisitsBig,
        double firstLineRate,
        double secondLineRate,
        double thirdLineRate,
        int resignMinPlayouts,
        int openingDivisor,
        int openingMinMoves,
        double policyBias,
        int widenBase,
        double widenVisits,
        double widenFactor,
        int learnedMinArea,
        int expandAfterLearned,
        int playoutShapes,
        int learnedShapePercent,
        double dynamicKomiPerStone,
        int dynamicKomiMoves,
        double extendFactor,
        double extendSliceShare,
        double extendFairShare,
        double extendCloseRatio,
        double earlyStopShare,
        int treeReuse,
        int nakadeStones) {

    private static final SearchParameters DEFAULTS = new SearchParameters(
            0.1, 0.01, 2, 4, 1, 0.05, 0.02, 2, 2.5e6, 90, 6,
            6, 0.2, 0.9,
            20, 1.0, 20, 0.9, 0.1, 20, 0.85, 20, 0.05, 10, 0.9, 10, 0.75,
            10, 40, 0.1, 0.35, 0.7,
            500, 6, 10,
            20.0, 3, 20, 1.4, 81, 4,
            0, 50,
            0.0, 200,
            1.0, 0.1, 0.3, 1.5, 0.0,
            1, 2);

    /** The parameters the engine plays with. */
    public static SearchParameters defaults() {
        return DEFAULTS;
    }

    /** The names {@link #with} knows, in the record's order. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (RecordComponent c : SearchParameters.class.getRecordComponents()) {
            names.add(c.getName());
        }
        return names;
    }

    /**
     * A copy with the field {@code name} set to {@code value} (a whole number for a count, a decimal for the
     * rest); fails with a message that says what was wrong: an unknown name (listing the known ones), a value
     * that is not a number of the field's kind, or one out of the field's range.
     */
    public SearchParameters with(String name, String value) {
        RecordComponent[] components = SearchParameters.class.getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        boolean found = false;
        for (int i = 0; i < components.length; i++) {
            RecordComponent c = components[i];
            types[i] = c.getType();
            args[i] = read(this, c);
            if (c.getName().equals(name)) {
                args[i] = parse(name, value, c.getType());
                found = true;
            }
        }
        if (!found) {
            throw new IllegalArgumentException("unknown search parameter '" + name + "'; known: " + String.join(", ", names()));
        }
        try {
            Constructor<SearchParameters> k = SearchParameters.class.getDeclaredConstructor(types);
            return k.newInstance(args).checked(name);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A copy with {@code assignment}, {@code name=value}, applied as {@link #with(String, String)} does. */
    public SearchParameters with(String assignment) {
        int eq = assignment.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException("'" + assignment + "': expected name=value, such as exploration=0.2");
        }
        return with(assignment.substring(0, eq).trim(), assignment.substring(eq + 1).trim());
    }

    /** The moves of the opening on {@code g}, in which the player never resigns. */
    int openingMoves(Geometry g) {
        return Math.max(openingMinMoves, g.area() / openingDivisor);
    }

    /** Whether new nodes rank their children by the learnt move weights on some boards. */
    boolean usesLearnedPriors() {
        return policyBias > 0 || widenBase > 0;
    }

    /** Whether new nodes rank their children by the learnt move weights on a board of {@code area} points. */
    boolean usesLearnedPriors(int area) {
        return usesLearnedPriors() && area >= learnedMinArea;
    }

    /**
     * The children (besides the pass) a node with {@code visits} visits considers when it has {@code children}:
     * {@code widenBase}, and one more at {@code widenVisits} visits and each time they grow by {@code widenFactor}.
     */
    int width(int visits, int children) {
        if (widenBase == 0) {
            return children;
        }
        int width = widenBase;
        if (visits >= widenVisits) {
            width += 1 + (int) (Math.log(visits / widenVisits) / Math.log(widenFactor));
        }
        return Math.min(width, children);
    }

    /** Whether the playouts on a board of {@code area} points draw their local moves by the learnt 3x3 gammas. */
    boolean usesLearnedShapes(int area) {
        return playoutShapes > 0 && area >= learnedMinArea;
    }

    /** The leaf's visits before expansion on a board of {@code area} points. */
    int expandAfter(int area) {
        return area > 150 ? expandAfterBig : usesLearnedPriors(area) ? expandAfterLearned : expandAfter;
    }

    /**
     * This, when the field {@code name} is in its range: finite and not negative; rates and shares from 0 to 1,
     * a percentage to 100, the expansion threshold and the virtual loss at least 1, the playout's shapes 0 to 2,
     * a nakade's stones 0 to 6.
     */
    private SearchParameters checked(String name) {
        for (RecordComponent c : SearchParameters.class.getRecordComponents()) {
            if (!c.getName().equals(name)) {
                continue;
            }
            double v = ((Number) read(this, c)).doubleValue();
            if (!Double.isFinite(v) || v < 0 || (name.endsWith("Rate") || name.endsWith("Share")) && v > 1
                    || name.endsWith("Percent") && v > 100
                    || (name.startsWith("expandAfter") || name.equals("virtualLoss") || name.equals("openingDivisor")) && v < 1
                    || name.equals("widenFactor") && v <= 1
                    || name.equals("playoutShapes") && v > 2
                    || name.equals("treeReuse") && v > 1
                    || name.equals("nakadeStones") && v > 6
                    || name.equals("extendSliceShare") && v == 0) {
                throw new IllegalArgumentException(name + " " + format(v) + ": expected " + expectedRange(name));
            }
        }
        return this;
    }

    private static Object parse(String name, String value, Class<?> type) {
        try {
            if (type == int.class) {
                return Integer.parseInt(value);
            }
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " '" + value + "': expected " + (type == int.class
                    ? "a whole number" : "a number") + ", " + expectedRange(name));
        }
    }

    private static String expectedRange(String name) {
        if (name.equals("extendSliceShare")) {
            return "more than 0, at most 1";
        }
        if (name.endsWith("Rate") || name.endsWith("Share")) {
            return "from 0 to 1";
        }
        if (name.endsWith("Percent")) {
            return "from 0 to 100";
        }
        if (name.startsWith("expandAfter") || name.equals("virtualLoss") || name.equals("openingDivisor")) {
            return "1 or more";
        }
        if (name.equals("widenFactor")) {
            return "more than 1";
        }
        if (name.equals("playoutShapes")) {
            return "0, 1 or 2";
        }
        if (name.equals("treeReuse")) {
            return "0 or 1";
        }
        if (name.equals("nakadeStones")) {
            return "from 0 to 6";
        }
        return "0 or more";
    }

    private static String format(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    private static Object read(SearchParameters p, RecordComponent c) {
        try {
            return c.getAccessor().invoke(p);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}

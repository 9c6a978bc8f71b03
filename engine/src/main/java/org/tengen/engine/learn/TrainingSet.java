package org.tengen.engine.learn;

import java.util.Arrays;

/**
 * Competitions for the learner, held flat in primitive arrays: in each competition one candidate team of
 * features (the move played) won against the others (every other legal move). A competition keeps each
 * distinct team once, with how many of its candidates had it: a position's empty-area moves mostly share
 * a handful of teams, and the learner's work is per distinct team, not per candidate.
 *
 * <p>Memory: 6 bytes per distinct team in a competition (a team number and a 16-bit count), 8 bytes per
 * competition, and per distinct team in the whole set 4 bytes a feature plus about 12; a candidate whose
 * team already occurs in its competition costs nothing. {@link #bytes()} gives the figure for a set.
 * Built with {@link #builder(FeatureSet)}; immutable once built.
 */
public final class TrainingSet {
    final int featureCount;
    final int[] teamStart;
    final int[] teamFeatures;
    final int[] competitionStart;
    final int[] entryTeam;
    final char[] entryCount;
    final int[] winnerEntry;
    private final long candidates;

    private TrainingSet(Builder b) {
        featureCount = b.features.size();
        teamStart = b.teams.starts();
        teamFeatures = b.teams.features();
        competitionStart = Arrays.copyOf(b.competitionStart, b.competitions + 1);
        entryTeam = Arrays.copyOf(b.entryTeam, b.entries);
        entryCount = Arrays.copyOf(b.entryCount, b.entries);
        winnerEntry = Arrays.copyOf(b.winnerEntry, b.competitions);
        candidates = b.candidates;
    }

    public static Builder builder(FeatureSet features) {
        return new Builder(features);
    }

    public int competitions() {
        return winnerEntry.length;
    }

    /** Candidates over all competitions, counted with their multiplicity. */
    public long candidates() {
        return candidates;
    }

    /** Distinct teams in the whole set. */
    public int teams() {
        return teamStart.length - 1;
    }

    /** Distinct teams summed over competitions: the learner's work per group and pass. */
    public int entries() {
        return entryTeam.length;
    }

    /** Feature ids in this set are below this (the feature set's size when it was built). */
    public int featureCount() {
        return featureCount;
    }

    /** The bytes of the arrays holding the set. */
    public long bytes() {
        return 4L * (teamStart.length + teamFeatures.length + competitionStart.length + entryTeam.length
                + winnerEntry.length) + 2L * entryCount.length;
    }

    /** The features of the team that won competition {@code c} (for tests and reports). */
    public int[] winnerFeatures(int competition) {
        int t = entryTeam[winnerEntry[competition]];
        return Arrays.copyOfRange(teamFeatures, teamStart[t], teamStart[t + 1]);
    }

    @Override
    public String toString() {
        return competitions() + " competitions, " + candidates + " candidates, " + entries()
                + " distinct teams by competition, " + teams() + " distinct teams, " + bytes() + " bytes";
    }

    /**
     * Builds a training set one competition at a time: {@link #beginCompetition()}, then
     * {@link #addCandidate} for each candidate move (exactly one of them played), then
     * {@link #endCompetition()}.
     */
    public static final class Builder {
        private final FeatureSet features;
        private final TeamTable teams = new TeamTable();
        private int[] competitionStart = new int[1025];
        private int[] winnerEntry = new int[1024];
        private int competitions;
        private int[] entryTeam = new int[8192];
        private char[] entryCount = new char[8192];
        private int entries;
        private long candidates;
        private boolean open;
        private int winner = -1;
        private int candidatesInCompetition;
        private int[] stampOfTeam = new int[1024]; // competition + 1 when the team has an entry in it
        private int[] entryOfTeam = new int[1024];
        private int[] groupStamp = new int[16];
        private int stamp;
        private int[] sorted = new int[16];

        private Builder(FeatureSet features) {
            this.features = features;
        }

        public Builder beginCompetition() {
            if (open) {
                throw new IllegalStateException("competition " + competitions + " is still open");
            }
            open = true;
            winner = -1;
            candidatesInCompetition = 0;
            return this;
        }

        /**
         * Adds a candidate: the team {@code features[0..length)} (feature ids, at most one per group, in
         * any order; an empty team has gamma 1), and whether it is the move played.
         */
        public Builder addCandidate(int[] featureIds, int length, boolean played) {
            return addTeam(featureIds, length, 1, played);
        }

        /** Adds {@code count} candidates with the same team, one of which is the move played if so said. */
        Builder addTeam(int[] featureIds, int length, int count, boolean played) {
            if (!open) {
                throw new IllegalStateException("addCandidate outside a competition: call beginCompetition first");
            }
            if (played && winner >= 0) {
                throw new IllegalArgumentException("competition " + competitions + ": a second played candidate");
            }
            int team = teams.idOf(sortedTeam(featureIds, length), length);
            if (team >= stampOfTeam.length) {
                stampOfTeam = Arrays.copyOf(stampOfTeam, stampOfTeam.length * 2);
                entryOfTeam = Arrays.copyOf(entryOfTeam, entryOfTeam.length * 2);
            }
            int entry;
            if (stampOfTeam[team] == competitions + 1) {
                entry = entryOfTeam[team];
            } else {
                entry = newEntry(team);
                stampOfTeam[team] = competitions + 1;
                entryOfTeam[team] = entry;
            }
            int total = entryCount[entry] + count;
            if (total > Character.MAX_VALUE) {
                throw new IllegalArgumentException("competition " + competitions + ": more than "
                        + (int) Character.MAX_VALUE + " candidates with one team");
            }
            entryCount[entry] = (char) total;
            if (played) {
                winner = entry;
            }
            candidates += count;
            candidatesInCompetition += count;
            return this;
        }

        public Builder endCompetition() {
            if (!open) {
                throw new IllegalStateException("endCompetition without beginCompetition");
            }
            if (winner < 0) {
                throw new IllegalArgumentException("competition " + competitions + " of "
                        + candidatesInCompetition + " candidates has no played candidate");
            }
            open = false;
            if (competitions + 2 > competitionStart.length) {
                competitionStart = Arrays.copyOf(competitionStart, competitionStart.length * 2);
                winnerEntry = Arrays.copyOf(winnerEntry, competitionStart.length);
            }
            winnerEntry[competitions] = winner;
            competitions++;
            competitionStart[competitions] = entries;
            return this;
        }

        public int competitions() {
            return competitions;
        }

        public TrainingSet build() {
            if (open) {
                throw new IllegalStateException("competition " + competitions + " is still open");
            }
            return new TrainingSet(this);
        }

        private int newEntry(int team) {
            if (entries == entryTeam.length) {
                entryTeam = Arrays.copyOf(entryTeam, entries * 2);
                entryCount = Arrays.copyOf(entryCount, entries * 2);
            }
            entryTeam[entries] = team;
            entryCount[entries] = 0;
            return entries++;
        }

        private int[] sortedTeam(int[] featureIds, int length) {
            if (length > sorted.length) {
                sorted = new int[Math.max(length, sorted.length * 2)];
            }
            if (features.groupCount() > groupStamp.length) {
                groupStamp = Arrays.copyOf(groupStamp, Math.max(features.groupCount(), groupStamp.length * 2));
            }
            stamp++;
            for (int i = 0; i < length; i++) {
                int f = featureIds[i];
                if (f < 0 || f >= features.size()) {
                    throw new IllegalArgumentException("competition " + competitions + ": no feature " + f
                            + " (the feature set has " + features.size() + ")");
                }
                int g = features.groupOf(f);
                if (groupStamp[g] == stamp) {
                    throw new IllegalArgumentException("competition " + competitions
                            + ": a team with two features of group '" + features.groupName(g) + "'");
                }
                groupStamp[g] = stamp;
                sorted[i] = f;
            }
            Arrays.sort(sorted, 0, length);
            return sorted;
        }
    }
}

package org.tengen.gtp.review;

/** The text of a review's progress: a bar, the positions done and the time left at the rate so far. */
public final class ProgressBar {
    private static final int WIDTH = 30;

    private ProgressBar() {
    }

    /**
     * {@return a line such as {@code [#########.....................]  84/251 positions, 2 min 47 s left}}
     *
     * @param done         positions analysed
     * @param total        positions in all
     * @param elapsedNanos time since the start
     */
    public static String line(int done, int total, long elapsedNanos) {
        int filled = total == 0 ? WIDTH : (int) ((long) WIDTH * done / total);
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < WIDTH; i++) {
            b.append(i < filled ? '#' : '.');
        }
        b.append("] ").append(String.format("%" + String.valueOf(total).length() + "d", done)).append('/').append(total)
                .append(" positions");
        if (done > 0 && done < total) {
            b.append(", ").append(ReviewHtml.duration(elapsedNanos / done * (total - done))).append(" left");
        } else if (done == total) {
            b.append(", done in ").append(ReviewHtml.duration(elapsedNanos));
        }
        return b.toString();
    }
}

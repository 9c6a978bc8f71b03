package org.tengen.serve;

import java.security.SecureRandom;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.regex.Pattern;

/**
 * A game's name in URLs and its file name in the data directory: lower-case letters, digits and dashes, so no
 * request can name a path ({@code ..}, {@code /}) outside the directory.
 */
final class GameId {
    private static final Pattern PATTERN = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");
    private static final SecureRandom RANDOM = new SecureRandom();

    private GameId() {
    }

    /** {@return a new id: the time and six random letters or digits, such as {@code 20250101-120000-k3x9q2}} */
    static String create() {
        String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
        StringBuilder id = new StringBuilder(STAMP.format(LocalDateTime.now())).append('-');
        for (int i = 0; i < 6; i++) {
            id.append(alphabet.charAt(RANDOM.nextInt(alphabet.length())));
        }
        return id.toString();
    }

    /** {@return whether {@code id} is a well-formed id} */
    static boolean isValid(String id) {
        return id != null && PATTERN.matcher(id).matches();
    }

    /**
     * Checks an id from a request.
     *
     * @throws ApiException 400 when it is not an id
     */
    static String check(String id) {
        if (!isValid(id)) {
            String shown = id == null ? "" : id.length() > 80 ? id.substring(0, 80) + "..." : id;
            throw ApiException.badRequest("'" + shown + "' is not a game id (expected lower-case letters, digits and dashes, at most 64)");
        }
        return id;
    }
}

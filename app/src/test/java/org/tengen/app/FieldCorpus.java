package org.tengen.app;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The records of {@code src/test/resources/sgf/field}: SGF as programs in the field write it, one file per
 * charset without CA and per quirk, made from the Java strings here with the JDK's encoders and the line
 * endings of those programs. The files are committed; {@link SgfFieldCorpusTest} checks they are still what
 * this class makes, and that reading them gives back these strings. Run {@link #main} to write them again.
 */
final class FieldCorpus {
    // The text the tests look for, as Java strings: what the bytes of each file must decode to.
    static final String GB_NAME = "死活题 第12题";
    static final String GB_COMMENT = "黑先活。这是一道基本的死活题，注意眼位和气的关系。";
    static final String GB_RIGHT = "正解：黑棋做成两只眼，活棋。";
    static final String SJIS_EVENT = "第40期棋聖戦 挑戦手合七番勝負 第3局";
    static final String SJIS_BLACK = "井山裕太";
    static final String SJIS_WHITE = "山下敬吾";
    /** 表 and ソ end in byte 0x5C, a backslash in ASCII: decoding before parsing keeps them. */
    static final String SJIS_COMMENT = "黒番の中押し勝ち。序盤は互角でしたが、中盤の戦いで黒が優勢になりました。表とソ。";
    static final String KR_EVENT = "제19회 삼성화재배 월드바둑마스터스 결승 3국";
    static final String KR_BLACK = "이세돌";
    static final String KR_WHITE = "박정환";
    static final String KR_COMMENT = "흑 불계승. 초반에는 백이 조금 좋았지만 중반 전투에서 흑이 역전했습니다.";
    static final String BIG5_EVENT = "第一屆海峰杯 決賽";
    static final String BIG5_BLACK = "周俊勳";
    static final String BIG5_WHITE = "林海峰";
    /** 許, 功 and 蓋 end in byte 0x5C in Big5. */
    static final String BIG5_COMMENT = "黑中盤勝。這盤棋下得非常精彩，黑棋在中盤抓住了機會。許功蓋。";
    static final String UTF16_BLACK = "柯洁";
    static final String UTF16_WHITE = "申真谞 (신진서)";
    static final String UTF16_COMMENT = "Gaël: 黑棋第一手下在星位。白棋应对。";
    static final String MAC_BLACK = "Gaël Ségolène";
    static final String MAC_WHITE = "Jürgen Müller";
    static final String MAC_COMMENT = "Partie commentée : « très belle » fin de partie – 1,5 point d’avance.";

    private static final Charset GB18030 = Charset.forName("GB18030");
    private static final Charset SHIFT_JIS = Charset.forName("Shift_JIS");
    private static final Charset EUC_KR = Charset.forName("EUC-KR");
    private static final Charset BIG5 = Charset.forName("Big5");
    private static final Charset MAC_ROMAN = Charset.forName("x-MacRoman");

    private FieldCorpus() {
    }

    /** Every file by name, as bytes. */
    static Map<String, byte[]> files() {
        Map<String, byte[]> files = new LinkedHashMap<>();
        // A MultiGo problem file from a Chinese collection: GB18030, Windows line endings, no CA.
        files.put("gb18030_problem.sgf", crlf("(;GM[1]FF[4]SZ[19]AP[MultiGo:4.4.4]GN[" + GB_NAME + "]PL[B]\n"
                + "C[" + GB_COMMENT + "]\n"
                + "AB[oa][pa][qb][rb][sb]AW[na][nb][ob][pb][qc][rc][sc]\n"
                + "(;B[ra]C[" + GB_RIGHT + "];W[qa])\n"
                + "(;B[qa]C[失败：白棋点眼，黑棋被杀。];W[ra]))\n").getBytes(GB18030));
        // A Japanese program's record: Shift_JIS, no CA.
        files.put("shift_jis_game.sgf", crlf("(;GM[1]FF[4]SZ[19]KM[6.5]RU[Japanese]\n"
                + "EV[" + SJIS_EVENT + "]PB[" + SJIS_BLACK + "]PW[" + SJIS_WHITE + "]PC[日本棋院 東京本院]RE[B+R]\n"
                + "C[" + SJIS_COMMENT + "]\n"
                + ";B[pd];W[dp];B[qp];W[dd];B[fq]C[ここからが勝負所です。])\n").getBytes(SHIFT_JIS));
        // A Korean server's record: EUC-KR, no CA.
        files.put("euc_kr_game.sgf", crlf("(;GM[1]FF[4]SZ[19]KM[6.5]RU[Korean]\n"
                + "EV[" + KR_EVENT + "]PB[" + KR_BLACK + "]PW[" + KR_WHITE + "]RE[B+R]\n"
                + "C[" + KR_COMMENT + "]\n"
                + ";B[pd];W[dp];B[qp];W[dd];B[qf]C[흑이 두텁게 둡니다.])\n").getBytes(EUC_KR));
        // A Taiwanese record: Big5, Unix line endings, no CA.
        files.put("big5_game.sgf", ("(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese]\n"
                + "EV[" + BIG5_EVENT + "]PB[" + BIG5_BLACK + "]PW[" + BIG5_WHITE + "]RE[B+R]\n"
                + "C[" + BIG5_COMMENT + "]\n"
                + ";B[pd];W[dp];B[qp];W[dd])\n").getBytes(BIG5));
        // Saved as "Unicode" by a Windows editor: UTF-16LE with a byte-order mark.
        files.put("utf16le_bom.sgf", crlf("\ufeff(;GM[1]FF[4]SZ[19]KM[7.5]PB[" + UTF16_BLACK + "]PW[" + UTF16_WHITE + "]\n"
                + "C[" + UTF16_COMMENT + "]\n;B[pd];W[dd];B[pp])\n").getBytes(StandardCharsets.UTF_16LE));
        // UTF-16BE without a byte-order mark.
        files.put("utf16be.sgf", ("(;GM[1]FF[4]SZ[19]KM[7.5]PB[" + UTF16_BLACK + "]PW[" + UTF16_WHITE + "]\n"
                + "C[" + UTF16_COMMENT + "]\n;B[pd];W[dd];B[pp])\n").getBytes(StandardCharsets.UTF_16BE));
        // A classic Mac OS program: CA[macintosh], CR line endings.
        files.put("macintosh.sgf", ("(;GM[1]FF[4]CA[macintosh]SZ[9]KM[7]PB[" + MAC_BLACK + "]PW[" + MAC_WHITE + "]\r"
                + "C[" + MAC_COMMENT + "]\r;B[ee];W[cc];B[gg])\r").replace("\n", "\r").getBytes(MAC_ROMAN));
        // A problem collection whose variations open without ';'.
        files.put("variation_without_semicolon.sgf", ("(;GM[1]FF[4]CA[UTF-8]SZ[9]GN[Problem 1]PL[B]\n"
                + "AB[cb][db][eb][bc]AW[ca][da][ea][fb][cc][dc][ec]\n"
                + "(N[Correct]B[ba]C[RIGHT];W[aa];B[ab])\n"
                + "(N[Wrong]B[ab];W[ba]C[Black is dead.]))\n").getBytes(StandardCharsets.UTF_8));
        // The Nihon Kiin's header: '(' and the root's properties with no ';'.
        files.put("nihon_kiin_header.sgf", crlf("(\n GM[1]FF[3]SZ[19]\n EV[Castle game]PB[Honinbo Shusaku]PW[Gennan Inseki]\n"
                + ";B[qd];W[dc];B[pq];W[oc];B[cp];W[qo];B[pe]\n)\n").getBytes(StandardCharsets.US_ASCII));
        // Passes written [zz] on 19x19 (as some programs did).
        files.put("zz_pass.sgf", ("(;GM[1]FF[4]SZ[19]KM[6.5]RE[B+0.5]\n;B[pd];W[dp];B[zz];W[zz])\n")
                .getBytes(StandardCharsets.US_ASCII));
        // Time left as h:mm:ss and m:ss.
        files.put("clock_times.sgf", ("(;GM[1]FF[4]SZ[19]TM[1800]\n;B[pd]BL[0:29:51];W[dp]WL[0:29:40]"
                + ";B[pp]BL[29:02];W[dd]WL[0:07:42])\n").getBytes(StandardCharsets.US_ASCII));
        // GTP coordinates where SGF points belong.
        files.put("gtp_coordinates.sgf", ("(;GM[1]FF[4]SZ[19]AB[D4][Q16]\n;W[R16];B[C17];W[q3])\n")
                .getBytes(StandardCharsets.US_ASCII));
        // Two comments and two AP in one node, as editors that append write them.
        files.put("repeated_properties.sgf", ("(;GM[1]FF[4]CA[UTF-8]SZ[9]AP[CGoban:3]AP[MultiGo:4.4.4]"
                + "C[Game comment]C[Second comment]\n;B[ee]C[first]C[second])\n").getBytes(StandardCharsets.UTF_8));
        // Soft line breaks: backslash LF CR, backslash CR LF, backslash CR.
        files.put("soft_line_breaks.sgf", ("(;GM[1]FF[4]CA[UTF-8]SZ[9]C[one long\\\n\rline, another\\\r\nline, a third\\\rline.\n\nNew paragraph.]"
                + "\n;B[ee])\n").getBytes(StandardCharsets.UTF_8));
        // CGOS's names of rules, and Korean rules.
        files.put("rules_names.sgf", ("(;GM[1]FF[4]SZ[9]KM[7.5]RU[Tromp/Taylor];B[ee];W[cc])\n"
                + "(;GM[1]FF[4]SZ[9]KM[7.5]RU[TT--];B[ee];W[cc])\n"
                + "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Korean];B[ee];W[cc])\n").getBytes(StandardCharsets.US_ASCII));
        return files;
    }

    private static String crlf(String text) {
        return text.replace("\n", "\r\n");
    }

    /** Writes the files into the folder given (src/test/resources/sgf/field). */
    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args.length > 0 ? args[0] : "app/src/test/resources/sgf/field");
        Files.createDirectories(folder);
        for (Map.Entry<String, byte[]> file : files().entrySet()) {
            Files.write(folder.resolve(file.getKey()), file.getValue());
        }
    }
}

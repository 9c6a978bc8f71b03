package org.tengen.gtp.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One report line of lz-analyze or kata-analyze read back as a client reads it, for tests: its {@code info}
 * blocks (each a map of its fields in order, the {@code pv} apart), and the {@code rootInfo} fields, the
 * {@code ownership} and {@code ownershipStdev} lists when present, in that order. Fails on anything the formats don't allow.
 */
record AnalysisReport(List<Info> infos, Map<String, String> rootInfo, List<Double> ownership, List<Double> ownershipStdev) {
    /** One candidate: its fields in the order written (pv excluded) and its principal variation. */
    record Info(Map<String, String> fields, List<String> pv) {
        String get(String key) {
            String value = fields.get(key);
            if (value == null) {
                throw new AssertionError("no field '" + key + "' in " + fields);
            }
            return value;
        }
    }

    private static final List<String> ENDS = List.of("info", "rootInfo", "ownership", "ownershipStdev");

    static AnalysisReport parse(String line) {
        String[] words = line.split(" ");
        List<Info> infos = new ArrayList<>();
        Map<String, String> rootInfo = null;
        List<Double> ownership = null;
        List<Double> stdev = null;
        int i = 0;
        while (i < words.length) {
            switch (words[i]) {
                case "info" -> {
                    i++;
                    Map<String, String> fields = new LinkedHashMap<>();
                    List<String> pv = null;
                    while (i < words.length && !ENDS.contains(words[i])) {
                        if (words[i].equals("pv")) {
                            pv = new ArrayList<>();
                            i++;
                            while (i < words.length && words[i].matches("[A-HJ-Z][0-9]{1,2}|pass")) {
                                pv.add(words[i++]);
                            }
                            if (i < words.length && !ENDS.contains(words[i])) {
                                throw new AssertionError("the pv must end its info block: '" + words[i] + "' follows it in " + line);
                            }
                        } else {
                            if (i + 1 >= words.length) {
                                throw new AssertionError("key without a value: " + words[i]);
                            }
                            if (fields.put(words[i], words[i + 1]) != null) {
                                throw new AssertionError("field twice: " + words[i]);
                            }
                            i += 2;
                        }
                    }
                    if (pv == null) {
                        throw new AssertionError("an info block without pv: " + fields);
                    }
                    infos.add(new Info(fields, pv));
                }
                case "rootInfo" -> {
                    if (ownership != null || stdev != null) {
                        throw new AssertionError("rootInfo after the ownership in " + line);
                    }
                    rootInfo = new LinkedHashMap<>();
                    i++;
                    while (i + 1 < words.length && !ENDS.contains(words[i])) {
                        rootInfo.put(words[i], words[i + 1]);
                        i += 2;
                    }
                }
                case "ownership", "ownershipStdev" -> {
                    boolean owner = words[i].equals("ownership");
                    List<Double> values = new ArrayList<>();
                    i++;
                    while (i < words.length && !words[i].matches("[a-zA-Z]+")) {
                        values.add(Double.parseDouble(words[i++]));
                    }
                    if (owner) {
                        ownership = values;
                    } else {
                        stdev = values;
                    }
                }
                default -> throw new AssertionError("unexpected '" + words[i] + "' in " + line);
            }
        }
        return new AnalysisReport(infos, rootInfo, ownership, stdev);
    }
}

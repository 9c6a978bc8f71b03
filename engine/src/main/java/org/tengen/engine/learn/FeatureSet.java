package org.tengen.engine.learn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The registry of features: each gets a dense id {@code 0..size()-1} on first sight, belongs to one group
 * (the 3x3 pattern, the distance to the last move, ...), and is named by the feature extractor's
 * {@code long} key, unique across all groups (the extractor tags its keys by group). A group may also have
 * one keyless "other" feature, which stands for all its features too rare to keep ({@link RareFeatures}).
 */
public final class FeatureSet {
    private final List<String> groupNames = new ArrayList<>();
    private int[] otherOfGroup = new int[8];
    private int[] groupOf = new int[64];
    private long[] keyOf = new long[64];
    private boolean[] isOther = new boolean[64];
    private int size;
    private final LongIntMap idOfKey = new LongIntMap(64);

    /** Adds a group and returns its id (0, 1, ... in the order added); names are unique and not blank. */
    public int addGroup(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a feature group needs a name");
        }
        if (groupNames.contains(name)) {
            throw new IllegalArgumentException("feature group '" + name + "' added twice");
        }
        int g = groupNames.size();
        groupNames.add(name);
        if (g == otherOfGroup.length) {
            otherOfGroup = Arrays.copyOf(otherOfGroup, g * 2);
        }
        otherOfGroup[g] = -1;
        return g;
    }

    public int groupCount() {
        return groupNames.size();
    }

    public String groupName(int group) {
        return groupNames.get(group);
    }

    /** The group's id, or -1 if there is none of that name. */
    public int group(String name) {
        return groupNames.indexOf(name);
    }

    /**
     * The id of the feature with this key in this group, registered now if it is new. A key already
     * registered in another group is an error: keys are unique across groups.
     */
    public int feature(int group, long key) {
        checkGroup(group);
        int id = idOfKey.get(key);
        if (id >= 0) {
            if (groupOf[id] != group) {
                throw new IllegalArgumentException("feature key " + Long.toHexString(key) + " is in group '"
                        + groupName(groupOf[id]) + "', not '" + groupName(group) + "'");
            }
            return id;
        }
        id = add(group, key, false);
        idOfKey.put(key, id);
        return id;
    }

    /**
     * The id of the key's feature if it is registered in this group, else the group's "other" feature
     * (registered now if need be): how a pruned feature set takes the features of new competitions.
     */
    public int featureOrOther(int group, long key) {
        checkGroup(group);
        int id = idOfKey.get(key);
        return id >= 0 && groupOf[id] == group ? id : otherFeature(group);
    }

    /** The id of the feature with this key, or -1 if it was never registered. */
    public int find(long key) {
        return idOfKey.get(key);
    }

    /** The group's keyless catch-all feature, registered now if the group has none yet. */
    public int otherFeature(int group) {
        checkGroup(group);
        if (otherOfGroup[group] < 0) {
            otherOfGroup[group] = add(group, 0L, true);
        }
        return otherOfGroup[group];
    }

    /** The group's catch-all feature, or -1 if it has none. */
    public int otherFeatureIfAny(int group) {
        checkGroup(group);
        return otherOfGroup[group];
    }

    public int size() {
        return size;
    }

    public int groupOf(int feature) {
        checkFeature(feature);
        return groupOf[feature];
    }

    /** The feature's key; meaningless (0) for a group's "other" feature. */
    public long keyOf(int feature) {
        checkFeature(feature);
        return keyOf[feature];
    }

    public boolean isOther(int feature) {
        checkFeature(feature);
        return isOther[feature];
    }

    private int add(int group, long key, boolean other) {
        if (size == groupOf.length) {
            groupOf = Arrays.copyOf(groupOf, size * 2);
            keyOf = Arrays.copyOf(keyOf, size * 2);
            isOther = Arrays.copyOf(isOther, size * 2);
        }
        groupOf[size] = group;
        keyOf[size] = key;
        isOther[size] = other;
        return size++;
    }

    private void checkGroup(int group) {
        if (group < 0 || group >= groupNames.size()) {
            throw new IllegalArgumentException("no feature group " + group + " (there are " + groupNames.size() + ")");
        }
    }

    private void checkFeature(int feature) {
        if (feature < 0 || feature >= size) {
            throw new IllegalArgumentException("no feature " + feature + " (there are " + size + ")");
        }
    }
}

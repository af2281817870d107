package muster.rulesets.sawquickplay;

/** Distances in the seed suit 15mm and 20mm figures; 25mm doubles every one of them. */
public final class Scales {

    public static final String DEFAULT = "15mm";

    private Scales() {
    }

    public static int factor(String figureScale) {
        return "25mm".equals(figureScale) ? 2 : 1;
    }

    public static int inches(int baseInches, String figureScale) {
        return baseInches * factor(figureScale);
    }
}

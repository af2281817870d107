package muster.rulesets.sawquickplay;

/**
 * Distances in the seed suit 15mm and 20mm figures; 25mm doubles every one of them. The text lets
 * 20mm double too; muster keeps 20mm, and every scale but 25mm, as written (house reading "Figure scale").
 */
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

    /**
     * What the 2D6 roll to change orders is held against: the inches as written, or at 25mm half of
     * them, so that doubling every distance leaves the odds as they were.
     */
    public static String orderDistance(String figureScale) {
        return factor(figureScale) == 1 ? "the distance" : "half the distance";
    }
}

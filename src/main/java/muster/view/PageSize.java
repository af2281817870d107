package muster.view;

/**
 * A page's size in points: as numbers for the Java that draws on it, and preformatted
 * ({@code widthPt}, {@code heightPt}) for its templates.
 */
public record PageSize(double width, double height, String widthPt, String heightPt) {

    /** A page of {@code width} x {@code height} points. */
    public static PageSize of(double width, double height) {
        return new PageSize(width, height, Num.pt(width), Num.pt(height));
    }
}

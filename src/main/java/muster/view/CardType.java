package muster.view;

/**
 * The sizes of one style of card: the usual, or large type for young players. Font sizes and spaces are points, line heights
 * (the {@code ...Line} ones and {@code body}, which the kind and the tick-box rows take) multiples of the font size.
 */
record CardType(double title, double label, double sub, double kind, double kindAbove, double kindBelow, double fact, double factPad,
        double factLine, double labelColumn, double note, double noteLine, double noteAbove, double track, double box, double body) {

    static final CardType USUAL = new CardType(8.8, 8, 7, 8, 2, 1, 7.2, 1, 1.12, 0.62 * 72, 7, 1.14, 2, 7, 11, 1.3);
    static final CardType LARGE = new CardType(12, 10, 8, 10.5, 4, 3, 11, 2.5, 1.2, 0.58 * 72, 9.5, 1.25, 4, 10, 13, 1.35);

    /** The sizes of the pack style {@code style}: large type for {@link CardFaces#LARGE_TYPE}, else the usual. */
    static CardType of(String style) {
        return CardFaces.LARGE_TYPE.equals(style) ? LARGE : USUAL;
    }
}

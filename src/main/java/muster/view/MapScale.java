package muster.view;

/** The scale a map is printed at: one paper inch is {@code ratio} table inches (1 for true scale), and that in words. */
public record MapScale(int ratio, String text) {
}

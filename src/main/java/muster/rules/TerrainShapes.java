package muster.rules;

import java.util.List;
import java.util.Map;
import muster.scenario.Shape;

/**
 * Which geometry each terrain kind of the shared vocabulary takes: areas are outlines, linear
 * features paths, small features spots. A few kinds may be either (a fort drawn in full or as a
 * symbol).
 */
public final class TerrainShapes {

    public enum Form { OUTLINE, PATH, SPOT }

    /** Areas, drawn as outlines. */
    private static final List<String> AREAS = List.of("open", "hill", "woods", "jungle", "rough", "marsh", "field", "town");
    /** Linear features, drawn as paths. */
    private static final List<String> LINES = List.of("road", "track", "railway", "river", "stream", "barbed-wire", "trench", "wall");
    /** Small features, drawn as spots. */
    private static final List<String> SPOTS = List.of("ford", "bridge", "crossroads", "blockhouse", "artillery-emplacement");
    /** The few kinds that may take either of two forms. */
    private static final Map<String, List<Form>> EITHER = Map.of(
            "building", List.of(Form.SPOT, Form.OUTLINE),
            "fort", List.of(Form.OUTLINE, Form.SPOT),
            "earthworks", List.of(Form.PATH, Form.OUTLINE));

    private TerrainShapes() {
    }

    /** The forms a kind may take; empty for a word outside the shared vocabulary. */
    public static List<Form> forms(String kind) {
        if (EITHER.containsKey(kind)) {
            return EITHER.get(kind);
        }
        return AREAS.contains(kind) ? List.of(Form.OUTLINE) : LINES.contains(kind) ? List.of(Form.PATH)
                : SPOTS.contains(kind) ? List.of(Form.SPOT) : List.of();
    }

    public static Form formOf(Shape shape) {
        if (shape instanceof Shape.Outline) {
            return Form.OUTLINE;
        }
        return shape instanceof Shape.Path ? Form.PATH : Form.SPOT;
    }

    public static String keyOf(Form form) {
        return switch (form) {
            case OUTLINE -> "outline";
            case PATH -> "path";
            case SPOT -> "at";
        };
    }
}

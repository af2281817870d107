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

    private static final Map<String, List<Form>> FORMS = Map.ofEntries(
            Map.entry("open", List.of(Form.OUTLINE)),
            Map.entry("hill", List.of(Form.OUTLINE)),
            Map.entry("woods", List.of(Form.OUTLINE)),
            Map.entry("jungle", List.of(Form.OUTLINE)),
            Map.entry("rough", List.of(Form.OUTLINE)),
            Map.entry("marsh", List.of(Form.OUTLINE)),
            Map.entry("field", List.of(Form.OUTLINE)),
            Map.entry("town", List.of(Form.OUTLINE)),
            Map.entry("building", List.of(Form.SPOT, Form.OUTLINE)),
            Map.entry("fort", List.of(Form.OUTLINE, Form.SPOT)),
            Map.entry("road", List.of(Form.PATH)),
            Map.entry("track", List.of(Form.PATH)),
            Map.entry("railway", List.of(Form.PATH)),
            Map.entry("river", List.of(Form.PATH)),
            Map.entry("stream", List.of(Form.PATH)),
            Map.entry("ford", List.of(Form.SPOT)),
            Map.entry("bridge", List.of(Form.SPOT)),
            Map.entry("crossroads", List.of(Form.SPOT)),
            Map.entry("barbed-wire", List.of(Form.PATH)),
            Map.entry("trench", List.of(Form.PATH)),
            Map.entry("wall", List.of(Form.PATH)),
            Map.entry("earthworks", List.of(Form.PATH, Form.OUTLINE)),
            Map.entry("blockhouse", List.of(Form.SPOT)),
            Map.entry("artillery-emplacement", List.of(Form.SPOT)));

    private TerrainShapes() {
    }

    /** The forms a kind may take; empty for a word outside the shared vocabulary. */
    public static List<Form> forms(String kind) {
        return FORMS.getOrDefault(kind, List.of());
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

package muster.rules.common;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.rules.TerrainShapes;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/** An area kind has an outline, a line kind a path, a small feature a spot. */
public final class ShapeFitsKind extends BaseRule {

    public ShapeFitsKind() {
        super("COM-007", Severity.ERROR,
                "each terrain kind has its geometry: areas an 'outline', lines a 'path', small features an 'at'",
                "the design notes draw areas as outlines, lines as paths and small features at a point");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (!t.spans().has("outline") && !t.spans().has("path") && !t.spans().has("at")) {
                continue; // no shape at all is the loader's finding (LOAD-014)
            }
            List<TerrainShapes.Form> forms = TerrainShapes.forms(t.kind());
            TerrainShapes.Form given = TerrainShapes.formOf(t.shape());
            if (!forms.isEmpty() && !forms.contains(given)) {
                String want = String.join(" or ", forms.stream().map(f -> "'" + TerrainShapes.keyOf(f) + "'").toList());
                report.at(t.spans().of(TerrainShapes.keyOf(given)),
                        "a " + t.kind() + " is drawn with " + want + ", not '" + TerrainShapes.keyOf(given) + "'",
                        "replace '" + TerrainShapes.keyOf(given) + ":' with " + want);
            }
        }
    }
}

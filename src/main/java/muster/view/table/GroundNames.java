package muster.view.table;

import static muster.view.table.Tiling.MARGIN;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.view.Num;
import muster.view.map.MapOptions;
import muster.view.map.MapView;
import muster.view.table.TableView.Place;
import muster.view.table.TableView.Text;

/**
 * A sheet on which no name of the map prints, deep in a wood or a jungle, names the ground at its
 * middle ("Jungle", or the area's own name), so a sheet of nothing but leaves says what it is: the
 * first such sheet of each area that the map names nowhere, so that no name repeats from sheet to sheet.
 */
final class GroundNames {

    private final Scenario scenario;
    private final MapView full;
    private final int scale;
    private final Set<String> named = new HashSet<>();

    GroundNames(Scenario scenario, MapView full, int scale) {
        this.scenario = scenario;
        this.full = full;
        this.scale = scale;
        // an area whose name the map prints somewhere is named there only
        full.captions().labels().forEach(w -> named.add(w.names().replaceFirst("^label:", "")));
    }

    Optional<Text> of(Place shown) {
        for (MapView.Words w : full.captions().labels()) {
            for (MapView.TextLine t : w.lines()) {
                double x = Double.parseDouble(t.x());
                double y = Double.parseDouble(t.y());
                if (x >= shown.x() && x <= shown.x() + shown.width() && y >= shown.y() && y <= shown.y() + shown.height()) {
                    return Optional.empty();
                }
            }
        }
        double cx = shown.x() + shown.width() / 2;
        double cy = shown.y() + shown.height() / 2;
        MapView.Area top = null;
        for (MapView.Area a : full.ground().areas()) {
            // the areas come in the order they are painted: the last one under the middle is the one seen there
            if (!a.kind().equals("open") && NumberSpot.polygon(a.points(), 0, 0, true).contains(cx, cy)) {
                top = a;
            }
        }
        if (top == null || !named.add(top.id())) {
            return Optional.empty();
        }
        String id = top.id();
        String kind = top.kind();
        String name = scenario.terrain().stream().filter(t -> t.id().equals(id)).findFirst().flatMap(Terrain::name)
                .orElse(Character.toUpperCase(kind.charAt(0)) + kind.substring(1).replace('-', ' '));
        double size = MapOptions.TABLE_TEXT / scale;
        return Optional.of(new Text(Num.pt(MARGIN + shown.width() / 2), Num.pt(MARGIN + shown.height() / 2 + size / 3), name, "middle",
                "ground-name", Num.fmt(size, 2)));
    }
}

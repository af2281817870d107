package muster.render;

import com.openhtmltopdf.extend.FSObjectDrawer;
import com.openhtmltopdf.extend.FSObjectDrawerFactory;
import com.openhtmltopdf.extend.OutputDevice;
import com.openhtmltopdf.pdfboxout.PdfBoxOutputDevice;
import com.openhtmltopdf.render.RenderingContext;
import java.awt.Rectangle;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import muster.render.svg.SvgPainter;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.w3c.dom.Element;

/**
 * Draws maps where the page has {@code <object type="application/x-muster-map" data-map="id">}:
 * the map's SVG (already written by its template) is painted once into a form XObject and
 * placed in the object's box, so it stays vector with real text.
 */
final class MapDrawers implements FSObjectDrawerFactory {

    static final String TYPE = "application/x-muster-map";

    private final Map<String, String> svgById;
    private final SvgPainter painter;
    private final List<String> warnings = new ArrayList<>();

    MapDrawers(Map<String, String> svgById, SvgPainter painter) {
        this.svgById = svgById;
        this.painter = painter;
    }

    @Override
    public boolean isReplacedObject(Element e) {
        return TYPE.equals(e.getAttribute("type"));
    }

    @Override
    public FSObjectDrawer createDrawer(Element e) {
        return isReplacedObject(e) ? this::draw : null;
    }

    List<String> warnings() {
        return warnings;
    }

    private Map<java.awt.Shape, String> draw(Element e, double x, double y, double width, double height, OutputDevice device,
            RenderingContext ctx, int dotsPerPixel) {
        String id = e.getAttribute("data-map");
        String svg = svgById.get(id);
        if (svg == null || !(device instanceof PdfBoxOutputDevice pdf)) {
            warnings.add("no map named '" + id + "' to draw");
            return null;
        }
        try {
            PDFormXObject form = painter.paint(pdf.getWriter(), svg);
            warnings.addAll(painter.warnings());
            pdf.drawPdfAsImage(form, new Rectangle((int) Math.round(x), (int) Math.round(y), (int) Math.round(width),
                    (int) Math.round(height)), (float) width, (float) height);
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
        return null;
    }
}

package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import muster.view.kit.IndexPages.Section;
import muster.view.kit.KitContent.Template;
import muster.view.kit.KitView.Place;

/**
 * The template pages: sheaf, burst and arc templates in rows ("shelves"), each on the first page
 * with room for it. Templates are cut round their printed outlines; the crop marks beside each
 * row let a guillotine part the rows first.
 */
final class TemplatePages {

    private TemplatePages() {
    }

    /** A page of templates while it fills: its rows so far and where the next template goes. */
    private static final class Shelves {
        final PageBuilder page = new PageBuilder("templates", false, "templates");
        final List<Place> rows = new ArrayList<>();
        double x;
        double top;
        double height;

        Shelves(Place area) {
            x = area.x();
            top = area.y();
        }

        /**
         * Puts a template of {@code w} x {@code h} on this row, or on a new row below; false if the
         * page has no room. An empty page takes any template, even one larger than the paper.
         */
        boolean place(Template t, double w, double h, Place area, double space, double bleed) {
            boolean empty = rows.isEmpty() && height == 0;
            if (!empty && (x + w > area.x() + area.width() + 0.01 || top + h > area.y() + area.height() + 0.01)) {
                double next = top + height + space;
                if (height == 0 || next + h > area.y() + area.height() + 0.01 || area.x() + w > area.x() + area.width() + 0.01) {
                    return false;
                }
                rows.add(new Place(area.x(), top, area.width(), height));
                top = next;
                x = area.x();
                height = 0;
            }
            Shapes.draw(page, t, new Place(x, top, w, h), bleed);
            x += w + space;
            height = Math.max(height, h);
            return true;
        }
    }

    /** Sheaf, burst and arc templates packed in rows, each on the first page with room for it. */
    static void add(KitContent content, Sheet sheet, List<PageBuilder> body, List<Section> sections) {
        List<Template> shapes = content.templates().stream().filter(t -> !(t instanceof KitContent.Line)).toList();
        if (shapes.isEmpty()) {
            return;
        }
        Place area = sheet.area();
        double space = Math.max(Shapes.SPACE, 2 * sheet.bleed);
        List<Shelves> pages = new ArrayList<>();
        for (Template t : shapes) {
            double[] size = Shapes.size(t, sheet.inch);
            boolean placed = false;
            for (Shelves p : pages) {
                if (p.place(t, size[0], size[1], area, space, sheet.bleed)) {
                    placed = true;
                    break;
                }
            }
            if (!placed) {
                Shelves p = new Shelves(area);
                pages.add(p);
                p.place(t, size[0], size[1], area, space, sheet.bleed);
            }
        }
        int first = body.size();
        for (Shelves p : pages) {
            p.rows.add(new Place(area.x(), p.top, area.width(), p.height));
            rowMarks(sheet, p.page, p.rows);
            body.add(p.page);
        }
        sections.add(new Section("templates (" + shapes.size() + "), cut round their outlines", first, body.size() - 1, false));
    }

    /** Crop marks left and right of every row of templates, to part the rows with a guillotine. */
    private static void rowMarks(Sheet sheet, PageBuilder page, List<Place> rows) {
        double left = rows.stream().mapToDouble(Place::x).min().orElse(0);
        double right = rows.stream().mapToDouble(p -> p.x() + p.width()).max().orElse(0);
        for (Place r : rows) {
            for (double y : new double[] {r.y(), r.y() + r.height()}) {
                page.line(Sheet.EDGE, y, left - Sheet.GAP - sheet.bleed, y, "crop");
                page.line(right + Sheet.GAP + sheet.bleed, y, sheet.width - Sheet.EDGE, y, "crop");
            }
        }
        double top = rows.get(0).y();
        Place last = rows.get(rows.size() - 1);
        page.trim = new Place(left, top, right - left, last.y() + last.height() - top);
    }
}

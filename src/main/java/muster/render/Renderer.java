package muster.render;

import freemarker.core.XHTMLOutputFormat;
import freemarker.template.TemplateModelException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import muster.view.Pack;

/** Front door of the render stage: a pack's views to the bytes of its PDF. */
public final class Renderer {

    static final String PACK_TEMPLATE = "pack.ftlx";
    static final String MAP_TEMPLATE = "map.svg.ftlx";

    private final TemplateEngine templates;

    public Renderer(TemplateEngine templates) {
        this.templates = templates;
        JarFontMapper.install();
    }

    /** A rendered file and what the map painter had to skip or substitute on the way. */
    public record Rendered(byte[] pdf, java.util.List<String> warnings) {
        public Rendered {
            warnings = java.util.List.copyOf(warnings);
        }
    }

    /** A pack (the game master's or a side's handout): briefing, map, orders of battle, charts, rosters, cards. */
    public Rendered pack(Pack pack) throws RenderException {
        String map = templates.process(MAP_TEMPLATE, Map.of("map", pack.map()));
        List<Map<String, Object>> sideBriefings = new ArrayList<>();
        for (Pack.SideBriefing b : pack.sideBriefings()) {
            sideBriefings.add(Map.of("side", b.side(), "sideClass", b.sideClass(), "html", markup(b.markdown())));
        }
        String xhtml = templates.process(PACK_TEMPLATE, Map.of("pack", pack, "briefing", markup(pack.briefing()),
                "sideBriefings", sideBriefings));
        return PdfMaker.make(xhtml, Map.of("overview", map), pack.title(), pack.title() + ", " + pack.audience());
    }

    /** Markdown as markup the templates print without escaping again (it is escaped on the way in). */
    private static Object markup(String markdown) throws RenderException {
        try {
            return XHTMLOutputFormat.INSTANCE.fromMarkup(Markdown.toXhtml(markdown));
        } catch (TemplateModelException e) {
            throw new RenderException("could not prepare a briefing: " + e.getMessage(), e);
        }
    }
}

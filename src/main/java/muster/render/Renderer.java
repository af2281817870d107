package muster.render;

import freemarker.core.XHTMLOutputFormat;
import freemarker.template.TemplateModelException;
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

    /** The game master's pack: briefing, map, orders of battle, charts, rosters, cards. */
    public Rendered gmPack(Pack pack) throws RenderException {
        String map = templates.process(MAP_TEMPLATE, Map.of("map", pack.map()));
        Object briefing;
        try {
            briefing = XHTMLOutputFormat.INSTANCE.fromMarkup(Markdown.toXhtml(pack.briefing()));
        } catch (TemplateModelException e) {
            throw new RenderException("could not prepare the briefing: " + e.getMessage(), e);
        }
        String xhtml = templates.process(PACK_TEMPLATE, Map.of("pack", pack, "briefing", briefing));
        return PdfMaker.make(xhtml, Map.of("overview", map), pack.title(), "Game master's pack, " + pack.ruleSet());
    }
}

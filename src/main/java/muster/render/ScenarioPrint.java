package muster.render;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import muster.view.Documents;
import muster.view.Pack;
import muster.view.kit.KitOptions;

/**
 * One scenario's files rendered from its documents, each when it is asked for, on any thread: the packs place the one
 * player aid, laid out by the first pack that needs it while the others wait for it.
 */
public final class ScenarioPrint {

    private final Renderer renderer;
    private final Documents documents;
    private final FutureTask<SharedPages> aid;

    ScenarioPrint(Renderer renderer, Documents documents) {
        this.renderer = renderer;
        this.documents = documents;
        this.aid = new FutureTask<>(() -> renderer.aid(documents.aid()));
    }

    public Documents documents() {
        return documents;
    }

    public Renderer.Rendered gameMaster() throws RenderException {
        return pack(documents.gameMaster());
    }

    public Renderer.Rendered handout(String sideId) throws RenderException {
        return pack(documents.handout(sideId));
    }

    public Renderer.Rendered table(Documents.TableChoice choice) throws RenderException {
        return renderer.table(documents.table(choice));
    }

    public Renderer.Rendered kit(KitOptions options) throws RenderException {
        return renderer.kit(documents.kit(options));
    }

    /** A picture (PNG) of {@code pack}'s map at {@code dpi}, drawn from the same vector map as the PDF. */
    public Renderer.Rendered mapPicture(Pack pack, int dpi) throws RenderException {
        return renderer.preview(pack.map(), dpi);
    }

    /** {@code pack}'s map as SVG, for showing in a browser. */
    public String mapSvg(Pack pack) throws RenderException {
        return renderer.mapSvg(pack.map());
    }

    private Renderer.Rendered pack(Pack pack) throws RenderException {
        return renderer.pack(pack, aid());
    }

    private SharedPages aid() throws RenderException {
        aid.run(); // lays it out, unless another thread has or is doing so
        try {
            return aid.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RenderException r) {
                throw r;
            }
            throw new RenderException("could not lay out the player aid: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RenderException("interrupted while laying out the player aid");
        }
    }
}

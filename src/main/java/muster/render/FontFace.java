package muster.render;

import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * The faces muster embeds: DejaVu, read from the classpath once per process (never from the host, so every
 * machine prints the same glyphs). Each face comes in two cuts: the one documents are set in, cut down to
 * Western European text and the signs packs use ({@code src/fonts/trim.sh}), and the whole face from the
 * jasperreports-fonts jar, which a document loads only for a character the cut lacks. PDFBox reads every
 * glyph of a face for each document it embeds it in, so a seventh of the glyphs (about 900 of 6,000) is less work
 * per document; the glyphs and advance widths both cuts share are the same.
 */
enum FontFace {
    SANS("DejaVu Sans", 400, FontStyle.NORMAL, "DejaVuSans.ttf"),
    SANS_BOLD("DejaVu Sans", 700, FontStyle.NORMAL, "DejaVuSans-Bold.ttf"),
    SANS_OBLIQUE("DejaVu Sans", 400, FontStyle.ITALIC, "DejaVuSans-Oblique.ttf"),
    SANS_BOLD_OBLIQUE("DejaVu Sans", 700, FontStyle.ITALIC, "DejaVuSans-BoldOblique.ttf"),
    CONDENSED("DejaVu Sans Condensed", 400, FontStyle.NORMAL, "DejaVuSansCondensed.ttf"),
    CONDENSED_BOLD("DejaVu Sans Condensed", 700, FontStyle.NORMAL, "DejaVuSansCondensed-Bold.ttf"),
    SERIF("DejaVu Serif", 400, FontStyle.NORMAL, "DejaVuSerif.ttf"),
    SERIF_BOLD("DejaVu Serif", 700, FontStyle.NORMAL, "DejaVuSerif-Bold.ttf"),
    SERIF_ITALIC("DejaVu Serif", 400, FontStyle.ITALIC, "DejaVuSerif-Italic.ttf");

    /** Which of a face's two cuts. */
    enum Cut {
        COMMON("muster/fonts/"),
        WHOLE("net/sf/jasperreports/fonts/dejavu/");

        final String dir;

        Cut(String dir) {
            this.dir = dir;
        }
    }

    private static final Map<Cut, Map<FontFace, byte[]>> BYTES = byCut();
    /**
     * Parsed faces, a set per thread: a parsed font reads its tables lazily and is not safe to share between
     * threads at once. A build's render threads end with it, so a set whose thread has ended is taken over by
     * the next thread that needs one (seeing the thread ended orders its use before ours): a watch or a long
     * batch parses each face once per render thread running at a time, not once per build.
     */
    private static final List<ParsedSet> SETS = new ArrayList<>(); // guarded by itself
    private static final ThreadLocal<Map<Cut, Map<FontFace, TrueTypeFont>>> PARSED = ThreadLocal.withInitial(FontFace::claimSet);

    private static final class ParsedSet {
        private final Map<Cut, Map<FontFace, TrueTypeFont>> faces = byCut();
        private Thread owner;
    }

    private static <T> Map<Cut, Map<FontFace, T>> byCut() {
        return Map.of(Cut.COMMON, new EnumMap<>(FontFace.class), Cut.WHOLE, new EnumMap<>(FontFace.class));
    }

    private static Map<Cut, Map<FontFace, TrueTypeFont>> claimSet() {
        Thread me = Thread.currentThread();
        synchronized (SETS) {
            for (ParsedSet set : SETS) {
                if (!set.owner.isAlive()) {
                    set.owner = me;
                    return set.faces;
                }
            }
            ParsedSet set = new ParsedSet();
            set.owner = me;
            SETS.add(set);
            return set.faces;
        }
    }

    /**
     * The characters of the common cut of DejaVu Sans, the face every other one falls back to; read from the
     * face the first asking thread has parsed (and goes on using), so it is not parsed again.
     */
    private static final class Common {
        static final BitSet CHARACTERS = SANS.characters(Cut.COMMON);
    }

    /** The characters of the whole DejaVu Sans, which has every character any of the faces has but a handful. */
    private static final class Whole {
        static final BitSet CHARACTERS = SANS.characters(Cut.WHOLE);
    }

    /** The characters the face's cut has, read from the cut this thread has parsed. */
    private BitSet characters(Cut cut) {
        TrueTypeFont font = parsed(cut);
        try {
            BitSet held = new BitSet(0x10000);
            CmapLookup cmap = font.getUnicodeCmapLookup();
            for (int gid = 1; gid < font.getNumberOfGlyphs(); gid++) {
                List<Integer> codes = cmap.getCharCodes(gid);
                if (codes != null) {
                    codes.forEach(held::set);
                }
            }
            return held;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The characters of the text that no face has (white space and other controls aside): a page prints each as '#'.
     * Only asked of a text the common cuts do not hold, so the whole face is read only then.
     */
    static SortedSet<Integer> unprintable(String text) {
        SortedSet<Integer> out = new TreeSet<>();
        text.codePoints().filter(c -> !held(c, Whole.CHARACTERS)).forEach(out::add);
        return out;
    }

    /**
     * Whether the common cuts have every character of the text (white space and other controls aside): else a
     * document needs the whole faces for some of it.
     */
    static boolean commonCutsHold(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (!held(text.charAt(i), Common.CHARACTERS)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code c} prints from a cut with these characters: ASCII and controls always count as held. */
    private static boolean held(int c, BitSet characters) {
        return c < 0x80 || Character.isISOControl(c) || characters.get(c);
    }

    private final String family;
    private final int weight;
    private final FontStyle style;
    private final String file;

    FontFace(String family, int weight, FontStyle style, String file) {
        this.family = family;
        this.weight = weight;
        this.style = style;
        this.file = file;
    }

    String family() {
        return family;
    }

    int weight() {
        return weight;
    }

    FontStyle style() {
        return style;
    }

    boolean bold() {
        return weight >= 600;
    }

    boolean italic() {
        return style != FontStyle.NORMAL;
    }

    /**
     * The face's cut parsed, once per render thread (or for a thread that ended) and then reused by every
     * document that thread renders (each document embeds its own subset of it); the same font as parsing
     * {@link #bytes(Cut)} again.
     */
    TrueTypeFont parsed(Cut cut) {
        return PARSED.get().get(cut).computeIfAbsent(this, f -> {
            try {
                return new TTFParser().parse(new RandomAccessReadBuffer(f.bytes(cut)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The TrueType bytes of the face's cut, loaded once and shared by every render of the process. */
    byte[] bytes(Cut cut) {
        synchronized (BYTES) {
            return BYTES.get(cut).computeIfAbsent(this, f -> {
                try (InputStream in = FontFace.class.getClassLoader().getResourceAsStream(cut.dir + f.file)) {
                    if (in == null) {
                        throw new IllegalStateException("font missing from the classpath: " + cut.dir + f.file);
                    }
                    return in.readAllBytes();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}

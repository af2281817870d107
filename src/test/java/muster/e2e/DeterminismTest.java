package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Calendar;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The same scenario gives the same bytes, whatever the clock, time zone or locale of the machine. */
class DeterminismTest {

    static byte[] first;
    static byte[] second;
    static Path firstRoot;
    static Path secondRoot;

    @BeforeAll
    static void buildTwice(@TempDir Path b) throws IOException {
        firstRoot = Packs.shared().root();
        secondRoot = b;
        first = Files.readAllBytes(Packs.shared().gm());
        TimeZone zone = TimeZone.getDefault();
        Locale locale = Locale.getDefault();
        Locale format = Locale.getDefault(Locale.Category.FORMAT);
        Locale display = Locale.getDefault(Locale.Category.DISPLAY);
        try {
            // far from UTC, a decimal comma, and the Turkish dotless i for any case conversion
            TimeZone.setDefault(TimeZone.getTimeZone("Pacific/Kiritimati"));
            Locale.setDefault(Locale.forLanguageTag("tr-TR"));
            second = Files.readAllBytes(Packs.build(b));
        } finally {
            TimeZone.setDefault(zone);
            Locale.setDefault(locale);
            Locale.setDefault(Locale.Category.FORMAT, format);
            Locale.setDefault(Locale.Category.DISPLAY, display);
        }
    }

    @Test
    void everyFileOfBothBuildsIsByteIdentical() throws IOException {
        List<String> names;
        try (java.util.stream.Stream<Path> files = Files.list(firstRoot.resolve(Packs.ID))) {
            names = files.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(5, names.size(), "gm, two handouts, table, kit: " + names);
        for (String name : names) {
            assertArrayEquals(Files.readAllBytes(firstRoot.resolve(Packs.ID).resolve(name)),
                    Files.readAllBytes(secondRoot.resolve(Packs.ID).resolve(name)), name + " differs between the two builds");
        }
    }

    @Test
    void twoBuildsAreByteIdentical() {
        assertTrue(first.length > 10_000, "a real PDF: " + first.length + " bytes");
        assertEquals(first.length, second.length, "same length");
        assertArrayEquals(first, second, "same bytes in another time zone and locale");
    }

    @Test
    void creationAndModificationDatesAreFixed() throws IOException {
        try (PDDocument doc = Loader.loadPDF(first)) {
            PDDocumentInformation info = doc.getDocumentInformation();
            Calendar created = info.getCreationDate();
            Calendar modified = info.getModificationDate();
            assertTrue(created != null && modified != null, "dates are set");
            LocalDate today = LocalDate.now(ZoneOffset.UTC);
            LocalDate createdDay = created.toInstant().atZone(ZoneOffset.UTC).toLocalDate();
            assertNotEquals(today, createdDay, "the creation date is fixed, not today");
            assertTrue(createdDay.isBefore(today.minusDays(1)), "the creation date is fixed in the past: " + createdDay);
            assertEquals(created.toInstant(), modified.toInstant(), "created and modified are the same fixed instant");
            assertEquals("San Juan Heights", info.getTitle());
        }
    }

    @Test
    void trailerIdIsPresentAndTheSameEachBuild() throws IOException {
        try (PDDocument one = Loader.loadPDF(first); PDDocument two = Loader.loadPDF(second)) {
            byte[] id = id(one);
            assertEquals(16, id.length, "an id of 16 bytes");
            assertArrayEquals(id, id(two));
        }
    }

    private static byte[] id(PDDocument doc) {
        COSBase ids = doc.getDocument().getTrailer().getDictionaryObject(COSName.ID);
        assertTrue(ids instanceof COSArray a && a.size() == 2, "trailer /ID is an array of two strings: " + ids);
        COSArray array = (COSArray) ids;
        assertTrue(array.getObject(0) instanceof COSString && array.getObject(1) instanceof COSString);
        byte[] permanent = ((COSString) array.getObject(0)).getBytes();
        assertTrue(permanent.length > 0);
        return permanent;
    }
}

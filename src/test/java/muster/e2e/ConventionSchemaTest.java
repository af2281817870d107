package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Set;
import java.util.TreeSet;
import muster.scenario.load.Keys;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** scenarios/convention.schema.json accepts the example manifest, refuses what the loader refuses, and has the loader's keys. */
class ConventionSchemaTest {

    static JsonNode schemaNode;
    static JsonSchema schema;

    @BeforeAll
    static void readSchema() throws IOException {
        schemaNode = new ObjectMapper().readTree(Packs.ROOT.resolve("scenarios/convention.schema.json").toFile());
        schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(schemaNode);
    }

    static JsonNode yaml(String text) throws IOException {
        return new ObjectMapper(new YAMLFactory()).readTree(text);
    }

    @Test
    void theExampleManifestValidates() throws IOException {
        assertEquals(Set.of(), schema.validate(yaml(Files.readString(Packs.ROOT.resolve("convention.yaml")))));
        assertEquals(Set.of(), schema.validate(yaml(ConventionRun.manifest(Packs.SAN_JUAN, ConventionRun.TORREON))));
    }

    @Test
    void theSchemaRefusesAMisspeltKeyABadCountAndABadId() throws IOException {
        Set<ValidationMessage> errors = schema.validate(yaml("event: X\npaper: legal\ntables:\n"
                + "  - { id: Table 1, scenario: a.yaml, players: { us: 0 }, kits: true }\n"));
        String all = errors.toString();
        assertTrue(all.contains("kits"), all);
        assertTrue(all.contains("paper"), all);
        assertTrue(all.contains("players.us"), all);
        assertTrue(all.contains("id"), all);
        assertTrue(!schema.validate(yaml("event: X\ntables:\n  - { id: t, scenario: a.yaml }\n")).isEmpty(), "players are required");
    }

    @Test
    void theSchemasKeysAreTheLoadersKeys() {
        assertEquals(new TreeSet<>(Keys.CONVENTION), names(schemaNode.get("properties")));
        assertEquals(new TreeSet<>(Keys.CONVENTION_TABLE), names(schemaNode.get("definitions").get("table").get("properties")));
    }

    static Set<String> names(JsonNode properties) {
        Set<String> out = new TreeSet<>();
        properties.fieldNames().forEachRemaining(out::add);
        return out;
    }
}

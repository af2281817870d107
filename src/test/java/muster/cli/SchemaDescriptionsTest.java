package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Editors show a key's description and examples on hover: every key of the scenario, convention and rule-set schemas has a
 * description, and every example given is one the schema accepts for that key.
 */
class SchemaDescriptionsTest {

    static final ObjectMapper JSON = new ObjectMapper();
    static final List<Path> SCHEMAS = List.of(MainTest.SCENARIOS.resolve("scenario.schema.json"),
            MainTest.SCENARIOS.resolve("convention.schema.json"), MainTest.ROOT.resolve("rulesets/ruleset.schema.json"));

    @Test
    void everyKeyHasADescription() throws IOException {
        for (Path file : SCHEMAS) {
            List<String> bare = new ArrayList<>();
            keys(JSON.readTree(file.toFile()), "", (path, node) -> {
                if (!node.hasNonNull("description") || node.get("description").asText().length() < 10) {
                    bare.add(path);
                }
            });
            assertEquals(List.of(), bare, file + ": keys without a description");
        }
    }

    @Test
    void everyExampleIsValidForItsKey() throws IOException {
        for (Path file : SCHEMAS) {
            JsonNode root = JSON.readTree(file.toFile());
            List<String> wrong = new ArrayList<>();
            int[] examples = {0};
            keys(root, "", (path, node) -> {
                if (!node.has("examples")) {
                    return;
                }
                ObjectNode alone = node.deepCopy();
                alone.remove("examples");
                alone.set("definitions", root.get("definitions"));
                JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(alone);
                for (JsonNode example : node.get("examples")) {
                    examples[0]++;
                    schema.validate(example).forEach(m -> wrong.add(path + ": " + example + ": " + m.getMessage()));
                }
            });
            assertEquals(List.of(), wrong, file.toString());
            assertTrue(examples[0] >= 5, file + " gives " + examples[0] + " examples");
        }
    }

    /** Every property of every object in the schema, and every definition, with its path. */
    private static void keys(JsonNode node, String path, java.util.function.BiConsumer<String, JsonNode> each) {
        for (String group : List.of("properties", "definitions")) {
            if (node.has(group)) {
                for (Map.Entry<String, JsonNode> e : (Iterable<Map.Entry<String, JsonNode>>) node.get(group)::fields) {
                    each.accept(path + "/" + e.getKey(), e.getValue());
                    keys(e.getValue(), path + "/" + e.getKey(), each);
                }
            }
        }
    }
}

package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;
import muster.rules.RuleSet;
import muster.rules.Term;
import muster.rules.Vocabulary;
import muster.rulesets.RuleSets;
import muster.scenario.load.Keys;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** scenarios/scenario.schema.json agrees with the scenarios, the loader's keys and every rule set's words. */
class SchemaTest {

    static final Path SCENARIOS = Packs.ROOT.resolve("scenarios");

    static JsonNode schemaNode;
    static JsonSchema schema;

    @BeforeAll
    static void readSchema() throws IOException {
        schemaNode = new ObjectMapper().readTree(SCENARIOS.resolve("scenario.schema.json").toFile());
        schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(schemaNode);
    }

    static JsonNode yaml(Path file) throws IOException {
        return new ObjectMapper(new YAMLFactory()).readTree(file.toFile());
    }

    static List<Path> scenarioFiles() throws IOException {
        try (Stream<Path> s = Files.list(SCENARIOS)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().toList();
        }
    }

    @Test
    void everyScenarioValidates() throws IOException {
        List<Path> files = scenarioFiles();
        assertFalse(files.isEmpty(), "no scenarios to check");
        for (Path f : files) {
            Set<ValidationMessage> errors = schema.validate(yaml(f));
            assertEquals(Set.of(), errors, f.getFileName() + " against the schema");
        }
    }

    @Test
    void theSchemaRejectsAMisspeltKeyAndAWrongWord() throws IOException {
        String text = Files.readString(SCENARIOS.resolve("san-juan-heights.yaml"))
                .replace("figureScale: 15mm", "figurScale: 15mm")
                .replaceFirst("weapon: carbine", "weapon: carbin");
        JsonNode node = new ObjectMapper(new YAMLFactory()).readTree(text);
        Set<ValidationMessage> errors = schema.validate(node);
        assertTrue(errors.stream().anyMatch(m -> m.getMessage().contains("figurScale")), () -> "unknown key not caught: " + errors);
        assertTrue(errors.stream().anyMatch(m -> m.getMessage().contains("weapon")), () -> "wrong weapon not caught: " + errors);
    }

    @Test
    void aRuleSetIsABuiltInIdOrAFilesPath() throws IOException {
        String text = Files.readString(SCENARIOS.resolve("san-juan-heights.yaml"));
        for (String ok : List.of("./house-rules.yaml", "../rules/house.yml", "house.yaml", "junior-general")) {
            JsonNode node = new ObjectMapper(new YAMLFactory()).readTree(text.replace("ruleset: saw-quickplay", "ruleset: " + ok));
            assertEquals(Set.of(), schema.validate(node), ok);
        }
        JsonNode node = new ObjectMapper(new YAMLFactory()).readTree(text.replace("ruleset: saw-quickplay", "ruleset: saw-quikplay"));
        assertFalse(schema.validate(node).isEmpty(), "a misspelt id is refused");
    }

    /** Keys of each object definition of the schema: the root as "scenario", the rest by definition name. */
    static Map<String, Set<String>> schemaKeys() {
        Map<String, Set<String>> out = new TreeMap<>();
        out.put("scenario", names(schemaNode.get("properties")));
        Iterator<Map.Entry<String, JsonNode>> defs = schemaNode.get("definitions").fields();
        while (defs.hasNext()) {
            Map.Entry<String, JsonNode> d = defs.next();
            if ("object".equals(d.getValue().path("type").asText()) || d.getValue().has("properties")) {
                out.put(d.getKey(), names(d.getValue().get("properties")));
            }
        }
        return out;
    }

    static Set<String> names(JsonNode properties) {
        Set<String> out = new TreeSet<>();
        properties.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void objectDefinitionsListExactlyTheLoadersKeys() {
        Map<String, Set<String>> inSchema = schemaKeys();
        Map<String, Set<String>> inLoader = new TreeMap<>();
        Keys.all().forEach((name, keys) -> inLoader.put(name, new TreeSet<>(keys)));
        assertEquals(inLoader.keySet(), inSchema.keySet(), "the same mappings");
        for (String name : inLoader.keySet()) {
            assertEquals(inLoader.get(name), inSchema.get(name), "keys of " + name);
        }
    }

    @Test
    void everyObjectDefinitionRefusesOtherKeys() {
        assertFalse(schemaNode.path("additionalProperties").asBoolean(true), "root");
        Iterator<Map.Entry<String, JsonNode>> defs = schemaNode.get("definitions").fields();
        while (defs.hasNext()) {
            Map.Entry<String, JsonNode> d = defs.next();
            if (d.getValue().has("properties")) {
                assertFalse(d.getValue().path("additionalProperties").asBoolean(true), d.getKey() + " allows any key");
            }
        }
    }

    /** The enum a property of a definition allows (for arrays, the enum of its items). */
    static Set<String> enumOf(String definition, String property) {
        JsonNode owner = definition.equals("scenario") ? schemaNode : schemaNode.get("definitions").get(definition);
        JsonNode p = owner.get("properties").get(property);
        JsonNode e = p.has("enum") ? p.get("enum") : p.has("anyOf") ? p.get("anyOf").get(0).get("enum") : p.path("items").get("enum");
        assertTrue(e != null && e.isArray(), definition + "." + property + " has no enum");
        Set<String> out = new LinkedHashSet<>();
        e.forEach(v -> out.add(v.asText()));
        return out;
    }

    @Test
    void everyRuleSetWordIsAllowedByTheSchema() {
        List<String> missing = new ArrayList<>();
        for (RuleSet r : RuleSets.all()) {
            Vocabulary v = r.vocabulary();
            check(missing, r, "terrain.kind", v.kinds(), enumOf("terrain", "kind"));
            check(missing, r, "unit.type", v.types(), enumOf("unit", "type"));
            check(missing, r, "unit.weapon", v.weapons(), enumOf("unit", "weapon"));
            check(missing, r, "side.nation", v.nations(), enumOf("side", "nation"));
            check(missing, r, "unit.tags", v.tags(), enumOf("unit", "tags"));
            check(missing, r, "figureScale", v.figureScales(), enumOf("scenario", "figureScale"));
            check(missing, r, "orders.type", v.orderTypes(), enumOf("orders", "type"));
            assertTrue(enumOf("scenario", "ruleset").contains(r.id()), "ruleset enum lacks " + r.id());
        }
        assertEquals(List.of(), missing, "words a rule set accepts but the schema refuses");
    }

    private static void check(List<String> missing, RuleSet r, String where, List<Term> terms, Set<String> allowed) {
        Function<Term, String> word = Term::word;
        assertFalse(terms.isEmpty(), r.id() + " has no words for " + where);
        terms.stream().map(word).filter(w -> !allowed.contains(w)).forEach(w -> missing.add(r.id() + " " + where + ": " + w));
    }
}

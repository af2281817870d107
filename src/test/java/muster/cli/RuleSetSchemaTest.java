package muster.cli;

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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import muster.scenario.load.RuleSetKeys;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The rule-set files' JSON Schema (`muster schema --ruleset`, rulesets/ruleset.schema.json) takes
 * junior-general's file, refuses what the loader refuses, and has exactly the loader's keys.
 * `muster schema` alone prints the scenario schema as before.
 */
class RuleSetSchemaTest {

    static final Path FILE = MainTest.ROOT.resolve("rulesets/ruleset.schema.json");
    static final Path JUNIOR_GENERAL = MainTest.ROOT.resolve("rulesets/junior-general.yaml");
    static final ObjectMapper JSON = new ObjectMapper();
    static JsonNode schemaNode;
    static JsonSchema schema;

    @BeforeAll
    static void read() throws IOException {
        schemaNode = JSON.readTree(SchemaCommand.ruleSetText());
        schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(schemaNode);
    }

    static JsonNode yaml(String text) throws IOException {
        return new ObjectMapper(new YAMLFactory()).readTree(text);
    }

    @Test
    void theBundledSchemaIsTheOneMusterPrints() throws IOException {
        String printed = SchemaCommand.ruleSetText();
        if (Boolean.getBoolean("muster.golden.update")) {
            Files.writeString(FILE, printed, StandardCharsets.UTF_8);
        }
        assertEquals(printed, Files.readString(FILE, StandardCharsets.UTF_8),
                "ruleset.schema.json is out of date: run the tests with -Dmuster.golden.update=true, or `muster schema --ruleset > rulesets/ruleset.schema.json`");
    }

    @Test
    void schemaPrintsTheScenarioSchemaAndWithRulesetTheRuleSetSchema() {
        MainTest.Run scenario = MainTest.run("schema");
        assertEquals(0, scenario.code());
        assertEquals(SchemaCommand.text(), scenario.out());
        MainTest.Run ruleSet = MainTest.run("schema", "--ruleset");
        assertEquals(0, ruleSet.code());
        assertEquals(SchemaCommand.ruleSetText(), ruleSet.out());
        assertTrue(ruleSet.out().contains("\"title\": \"muster rule-set file\""));
    }

    @Test
    void juniorGeneralsFileIsValid() throws IOException {
        Set<ValidationMessage> errors = schema.validate(yaml(Files.readString(JUNIOR_GENERAL, StandardCharsets.UTF_8)));
        assertEquals(Set.of(), errors);
    }

    @Test
    void theSchemaRefusesWhatTheLoaderRefuses() throws IOException {
        String jg = Files.readString(JUNIOR_GENERAL, StandardCharsets.UTF_8);
        Map<String, String> broken = new TreeMap<>();
        broken.put("an unknown key", jg.replace("  defaultScale: 54mm", "  defaultScale: 54mm\n  scael: 1"));
        broken.put("a move the format lacks", jg.replace("move: stop", "move: halt"));
        broken.put("a check kind's parameter on another kind", jg.replace("    option: ballsPerTurn\n", "    option: ballsPerTurn\n    within: 2\n"));
        broken.put("a check without its kind's parameter", jg.replace("    work: blockhouse\n", ""));
        broken.put("a share of hits the format lacks", jg.replace("share: half-up", "share: most"));
        broken.put("a work that changes nothing", jg.replace(", safeFrom: [us], meleeAdd: 1, holds: 6, takenInMelee: true }", ", holds: 6 }"));
        broken.put("a work taken hand to hand by nobody", jg.replace("safeFrom: [us], meleeAdd: 1, holds: 6,", "meleeAdd: 1, holds: 6,"));
        broken.put("a pinned figure's deed the format lacks", jg.replace("cannot: [move, shoot, attack]", "cannot: [move, shoto, attack]"));
        broken.put("a pin that changes nothing", jg.replace("{ cannot: [move, shoot, attack], enemyMeleeAdd: 1, shown: lay it down on its side, "
                + "recoversIn: unpin, turnOver: true }", "{ shown: lay it down on its side }"));
        broken.put("a picker of casualties the format lacks", jg.replace("chosenBy: target", "chosenBy: owner"));
        broken.put("a check's case for no placeholder", jg.replace("when: { nation: us }", "when: { natoin: us }"));
        broken.put("a nation's people without a word", jg.replace("people: Americans", "people: \" \""));
        broken.put("a wire reached at no distance", jg.replace("within: 1\n      gap: 2", "within: 0\n      gap: 2"));
        broken.put("a gap's marker without the gap", jg.replace("      gap: 2\n", ""));
        broken.put("a work that holds no figures", jg.replace("holds: 6, takenInMelee", "holds: 0, takenInMelee"));
        broken.put("an unknown check kind", jg.replace("kind: targets-given", "kind: targets-present"));
        broken.put("a check id of muster's form but lower case", jg.replace("id: JRG-012", "id: jrg-012"));
        for (Map.Entry<String, String> b : broken.entrySet()) {
            assertFalse(b.getValue().equals(jg), b.getKey() + ": the test's replacement found nothing");
            assertFalse(schema.validate(yaml(b.getValue())).isEmpty(), b.getKey());
        }
    }

    /** Each definition's keys are the loader's for that mapping; the check's are the common keys and every kind's parameters. */
    @Test
    void theSchemasKeysAreTheLoaders() {
        Map<String, Set<String>> inSchema = new TreeMap<>();
        inSchema.put("ruleSet", names(schemaNode.get("properties")));
        schemaNode.get("definitions").fields().forEachRemaining(e -> {
            if (!e.getKey().equals("check")) {
                inSchema.put(e.getKey(), names(e.getValue().get("properties")));
            }
        });
        Map<String, Set<String>> inLoader = new TreeMap<>();
        RuleSetKeys.all().forEach((k, v) -> inLoader.put(k, new TreeSet<>(v)));
        assertEquals(inLoader, inSchema);

        JsonNode check = schemaNode.get("definitions").get("check");
        Set<String> every = new TreeSet<>(RuleSetKeys.CHECK);
        RuleSetKeys.CHECK_PARAMETERS.values().forEach(every::addAll);
        assertEquals(every, names(check.get("properties")));
        List<String> kinds = new ArrayList<>();
        check.get("properties").get("kind").get("enum").forEach(k -> kinds.add(k.asText()));
        assertEquals(List.copyOf(RuleSetKeys.CHECK_PARAMETERS.keySet()), kinds);
        Map<String, Set<String>> perKind = new TreeMap<>();
        for (JsonNode rule : check.get("allOf")) {
            Set<String> keys = new TreeSet<>();
            rule.get("then").get("propertyNames").get("enum").forEach(k -> keys.add(k.asText()));
            perKind.put(rule.get("if").get("properties").get("kind").get("const").asText(), keys);
        }
        Map<String, Set<String>> expected = new TreeMap<>();
        RuleSetKeys.CHECK_PARAMETERS.forEach((kind, params) -> {
            Set<String> keys = new TreeSet<>(RuleSetKeys.CHECK);
            keys.addAll(params);
            expected.put(kind, keys);
        });
        assertEquals(expected, perKind);
    }

    static Set<String> names(JsonNode properties) {
        Set<String> out = new TreeSet<>();
        properties.fieldNames().forEachRemaining(out::add);
        return out;
    }

}

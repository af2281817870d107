package muster.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import muster.rules.Engine;
import muster.rules.RuleSet;

/** A rule set as JSON: its words, its checks and every fact it encodes, keys in a stable order. */
final class RuleSetJson {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private RuleSetJson() {
    }

    static String of(RuleSet r) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", r.id());
        out.put("title", r.title());
        out.put("defaultFigureScale", r.defaultFigureScale());
        out.put("vocabulary", r.vocabulary());
        List<Map<String, String>> checks = Engine.rules(r).stream()
                .map(rule -> Map.of("id", rule.id(), "severity", rule.severity().label(), "summary", rule.summary(), "reason", rule.reason()))
                .toList();
        out.put("checks", checks);
        out.put("data", r.data());
        try {
            return JSON.writeValueAsString(out);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("rule set data of " + r.id() + " is not serialisable", e);
        }
    }
}

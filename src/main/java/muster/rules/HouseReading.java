package muster.rules;

/** How muster reads a rule text where it is silent or unclear: a topic, and the reading printed on the chart. */
public record HouseReading(String topic, String text) {
}

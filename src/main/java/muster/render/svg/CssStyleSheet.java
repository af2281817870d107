package muster.render.svg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The rules of all {@code <style>} elements, in source order, with the simple selectors this painter supports. */
record CssStyleSheet(List<Rule> rules) {

    static final CssStyleSheet EMPTY = new CssStyleSheet(List.of());

    CssStyleSheet {
        rules = List.copyOf(rules);
    }

    /** {@code property: value [!important]}; property lower-cased. */
    record Declaration(String property, String value, boolean important) {
    }

    /**
     * A compound selector: optional type (null = any), optional id, any number of classes; e.g.
     * {@code polygon.terrain.woods}. No combinators, attributes or pseudo-classes.
     */
    record Selector(String type, String id, List<String> classes) {

        Selector {
            classes = List.copyOf(classes);
        }

        boolean matches(SvgElement element) {
            if (type != null && !type.equals(element.name())) {
                return false;
            }
            if (id != null && !id.equals(element.attr("id"))) {
                return false;
            }
            if (!classes.isEmpty()) {
                return element.classes().containsAll(classes);
            }
            return true;
        }

        /** ids, then classes, then types, packed so that a plain int comparison orders them. */
        int specificity() {
            return (id != null ? 1_000_000 : 0) + classes.size() * 1_000 + (type != null ? 1 : 0);
        }
    }

    /** One selector with its declarations; a selector list becomes one rule per selector. */
    record Rule(Selector selector, List<Declaration> declarations, int order) {

        Rule {
            declarations = List.copyOf(declarations);
        }
    }

    /** Rules matching the element, least to most specific, source order breaking ties (the cascade order). */
    List<Rule> matching(SvgElement element) {
        List<Rule> result = new ArrayList<>();
        for (Rule rule : rules) {
            if (rule.selector().matches(element)) {
                result.add(rule);
            }
        }
        result.sort(Comparator.comparingInt((Rule r) -> r.selector().specificity()).thenComparingInt(Rule::order));
        return result;
    }
}

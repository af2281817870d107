package muster.view;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import muster.scenario.Scenario;

/** The words of a booklet's title page, from its scenarios: how many, of which years, which battles, which rules. */
final class BookletCover {

    private static final String[] NUMBERS = {"No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
        "Eleven", "Twelve"};
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);

    private BookletCover() {
    }

    static Booklet.Cover of(List<Scenario> scenarios, List<String> ruleSetTitles) {
        int n = scenarios.size();
        String count = (n < NUMBERS.length ? NUMBERS[n] : String.valueOf(n)) + (n == 1 ? " scenario" : " scenarios");
        List<Integer> years = scenarios.stream().map(Scenario::date).flatMap(Optional::stream).map(LocalDate::getYear).sorted().toList();
        String span = years.isEmpty() ? "" : years.get(0).equals(years.get(years.size() - 1)) ? ", " + years.get(0)
                : ", " + years.get(0) + "\u2013" + years.get(years.size() - 1);
        List<String> battles = new ArrayList<>();
        for (Scenario s : scenarios) {
            battles.add(s.title() + s.date().map(d -> " \u00b7 " + d.format(DAY)).orElse(""));
        }
        Set<String> rules = new LinkedHashSet<>(ruleSetTitles);
        return new Booklet.Cover(count + span, battles, "Played with " + Words.list(List.copyOf(rules)));
    }
}

package muster.rulesets.hatsoff;

import java.util.Optional;
import muster.rules.Fraction;
import muster.scenario.Unit;

/**
 * A unit's strength at the scenario's figure ratio. Infantry and cavalry: figures from the men
 * the scenario gives ({@code men / ratio}, rounded, at least 1), else 3 a stand of
 * {@code count}; men on the table are figures times the ratio; stands hold 3 figures, the last
 * perhaps fewer. Guns and machine guns: {@code count} castings or sections of 2 guns with 30 men
 * each (or the men given), crews at 10 men a figure.
 */
public record Strength(int stands, int figures, int men, int menPerFigure, int guns) {

    public static Strength of(Unit unit, String nation, FigureRatio ratio) {
        Optional<UnitType> type = UnitType.of(unit.type());
        if (type.filter(UnitType::isCommander).isPresent()) {
            return new Strength(1, 1, 0, 0, 0);
        }
        if (type.isPresent() && !type.get().isTroops()) {
            int sections = Math.max(1, unit.count().orElse(1));
            int perSection = type.get().isArtillery() ? Organisation.MEN_PER_GUN_SECTION : Organisation.MEN_PER_MG_SECTION;
            int men = Math.max(1, unit.men().orElse(sections * perSection));
            int figures = (int) Fraction.of(men, FigureRatio.CREW_MEN).ceil();
            return new Strength(sections, figures, men, FigureRatio.CREW_MEN, sections * Organisation.GUNS_PER_CASTING);
        }
        int perFigure = ratio.menPerFigure(nation);
        int figures = unit.men().filter(m -> m > 0)
                .map(m -> (int) Math.max(1, Fraction.of(m, perFigure).roundHalfUp()))
                .orElse(Math.max(1, unit.count().orElse(1)) * Organisation.FIGURES_PER_STAND);
        int stands = (int) Fraction.of(figures, Organisation.FIGURES_PER_STAND).ceil();
        return new Strength(stands, figures, figures * perFigure, perFigure, 0);
    }

    public boolean isGuns() {
        return guns > 0;
    }

    /** Full fifties of men for small-arms fire. */
    public int fifties() {
        return Organisation.fifties(men);
    }

    /** "560 men · 28 figs · 10 stands", or for guns "60 men · 4 guns · 2 sections". */
    public String describe() {
        if (men == 0) {
            return "a commander's figure";
        }
        if (isGuns()) {
            return men + " men · " + guns + " guns · " + stands + (stands == 1 ? " section" : " sections");
        }
        return men + " men · " + figures + (figures == 1 ? " fig · " : " figs · ") + stands + (stands == 1 ? " stand" : " stands");
    }
}

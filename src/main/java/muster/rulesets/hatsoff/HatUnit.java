package muster.rulesets.hatsoff;

import java.util.List;
import java.util.Optional;
import muster.rules.UnitWords;
import muster.rulesets.hatsoff.TerrainKind.Cover;
import muster.scenario.Geometry;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;

/** One unit as the hatsoff sheets see it: strength at the scenario's ratio, class, morale, powder, rounds. */
record HatUnit(Unit unit, Side side, Optional<UnitType> type, Optional<Weapon> weapon, Strength strength,
        Optional<TroopClass> troopClass, Optional<Integer> morale, boolean blackPowder, int rounds, Cover startCover) {

    /** A morale the scenario does not give (HAT-003, HAT-004): room to write it in by hand. */
    static final String BLANK = "____%";

    /** How many steps of the morale ladder the sheets print. */
    static final int LADDER_STEPS = 5;
    /** A unit placed this close to a feature starts in its cover (the roster's start row counts it). */
    static final double START_COVER_REACH = 2.0;

    static HatUnit of(Scenario scenario, UnitWords<UnitType, Weapon> words, Side side, Unit unit) {
        FigureRatio ratio = Options.ratio(scenario);
        return new HatUnit(unit, side, words.type(unit), words.weapon(unit), Strength.of(unit, side.nation(), ratio),
                Troops.troopClass(unit, side.nation()), Troops.morale(unit, side.nation()), Troops.blackPowder(unit, side.nation()),
                Options.rounds(scenario, side.nation()), startCover(scenario, unit));
    }

    /** The best cover among the features the unit stands in or within {@link #START_COVER_REACH} of. */
    static Cover startCover(Scenario scenario, Unit unit) {
        Cover best = Cover.NONE;
        if (unit.at().isEmpty()) {
            return best;
        }
        for (Terrain t : scenario.terrain()) {
            Cover c = TerrainKinds.of(t.kind()).map(TerrainKind::cover).orElse(Cover.NONE);
            if (c.compareTo(best) > 0 && Geometry.distanceTo(unit.at().get(), t.shape()) <= START_COVER_REACH) {
                best = c;
            }
        }
        return best;
    }

    /** Morale as the game starts: the class, the brigadier, and the cover or works it begins in. */
    Optional<Integer> startMorale() {
        int bonus = startCover == Cover.WORKS ? Morale.IN_WORKS : startCover == Cover.COVER ? Morale.IN_COVER : 0;
        return morale.map(m -> m + bonus);
    }

    /** "110% in works", "120% in cover", "110%". */
    String startMoraleText() {
        return startMorale().map(m -> m + "%" + (startCover == Cover.NONE ? "" : " in " + startCover.label())).orElse(BLANK);
    }

    boolean troops() {
        return type.map(UnitType::isTroops).orElse(true);
    }

    boolean artillery() {
        return type.map(UnitType::isArtillery).orElse(false);
    }

    boolean commander() {
        return type.map(UnitType::isCommander).orElse(false);
    }

    boolean machineGun() {
        return type.map(UnitType::isMachineGun).orElse(false);
    }

    /** "110%" with what it is: "110% US regular", "120% US regular, brigadier +10". */
    String moraleText() {
        if (morale.isEmpty()) {
            return BLANK + " (class not given: write it in)";
        }
        String base = morale.get() + "% " + troopClass.get().label();
        return unit.hasTag(Troops.OFFICER) ? base + " (brigadier +10)" : base;
    }

    /** The men lost at the first steps of the ladder: 66, 132, 198, 264, 330. */
    List<Integer> ladderSteps() {
        return Morale.ladder(strength.men()).subList(0, LADDER_STEPS);
    }

    /** The first steps of the ladder alone: "66, 132, 198, 264 and 330". */
    String ladderShort() {
        List<String> steps = ladderSteps().stream().map(String::valueOf).toList();
        return String.join(", ", steps.subList(0, steps.size() - 1)) + " and " + steps.get(steps.size() - 1);
    }

    /** "a figure per 20 men lost". */
    String figureText() {
        return "a figure off per " + strength.menPerFigure() + " men lost";
    }

    String ratioText() {
        return "1:" + strength.menPerFigure();
    }
}

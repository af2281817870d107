package muster.scenario.rulefile;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.source.Span;

/**
 * What each unit type and each weapon does in play: moves by ground, footprint and morale; range bands and their dice;
 * what a tag changes of the profile of a unit that carries it; and how play goes for every unit ({@link Play}: melee, hits
 * that split, works that shelter, fire held until some ground is reached).
 */
public record Profiles(List<TypeProfile> types, List<WeaponProfile> weapons, List<TagProfile> tags, Play play) {

    public Profiles {
        types = List.copyOf(types);
        weapons = List.copyOf(weapons);
        tags = List.copyOf(tags);
    }

    public Profiles(List<TypeProfile> types, List<WeaponProfile> weapons, List<TagProfile> tags) {
        this(types, weapons, tags, Play.NONE);
    }

    public Profiles(List<TypeProfile> types, List<WeaponProfile> weapons) {
        this(types, weapons, List.of());
    }

    /**
     * What a tag does to a unit that carries it: sets its morale number ({@code morale}), adds to it ({@code moraleAdd}),
     * gives it the moves of another type ({@code moveAs}), or adds to its melee roll ({@code meleeAdd}).
     */
    public record TagProfile(String tag, Optional<Integer> morale, int moraleAdd, Optional<String> moveAs, int meleeAdd, Span span) {

        public TagProfile(String tag, Optional<Integer> morale, int moraleAdd, Optional<String> moveAs, Span span) {
            this(tag, morale, moraleAdd, moveAs, 0, span);
        }
    }

    /**
     * A unit type's moves in inches a turn by terrain kind ({@link #ANY_GROUND} for every kind not
     * named), the ground one of its bases, stands or models covers, and its morale.
     */
    public record TypeProfile(String type, Map<String, Double> move, Optional<Base> base, Optional<Morale> morale, boolean model,
            Span span) {
        public TypeProfile {
            move = Map.copyOf(move);
        }

        public TypeProfile(String type, Map<String, Double> move, Optional<Base> base, Optional<Morale> morale, Span span) {
            this(type, move, base, morale, false, span);
        }
    }

    /** The key of a move that holds for every terrain kind not named. */
    public static final String ANY_GROUND = "any";

    /** Bases, stands or models side by side across a unit's front, each {@code size} inches square. */
    public record Base(int count, double size, Span span) {
    }

    /** A morale number, the roll that tests it, and what losses do (a step at a share of the unit lost). */
    public record Morale(Optional<Integer> number, Optional<Dice> test, List<MoraleStep> steps, Span span) {
        public Morale {
            steps = List.copyOf(steps);
        }
    }

    public record MoraleStep(int percentLost, String effect, Span span) {
    }

    /**
     * How a weapon fires: who rolls (each figure, or the unit once) and its range bands; {@code runsDry}, whether it can run out
     * of ammunition for the game (its cards get a box to tick); {@code neverRunsOut}, that the rules say it never does;
     * {@code loadedTableTo}, for a weapon that runs dry, that the appendix tables the chance it is still loaded after 1 to
     * that many bursts; {@code burstTable}, for such a weapon, that the appendix tables each number of hits one burst scores
     * with the chance it fires on and the chance it runs dry.
     */
    public record WeaponProfile(String weapon, Rolls rolls, List<Band> bands, boolean runsDry, boolean neverRunsOut,
            Optional<Integer> loadedTableTo, boolean burstTable, Span span) {
        public WeaponProfile {
            bands = List.copyOf(bands);
        }
    }

    public enum Rolls { PER_FIGURE, PER_UNIT }

    /**
     * A range band from {@code from} inches to {@code to} (no limit when empty) and the rolls fired in it; {@code burst}, the
     * radius in inches round the point a shot lands within which every figure is hit, for a gun that bursts.
     */
    public record Band(String name, double from, Optional<Double> to, Optional<Double> burst, List<Fire> fire, Span span) {
        public Band {
            fire = List.copyOf(fire);
        }
    }

    /** A roll and what it does ("hit", "pin", "kill"), for shooters of one nation or of every nation. */
    public record Fire(Optional<String> nation, Dice roll, String effect, Span span) {
    }
}

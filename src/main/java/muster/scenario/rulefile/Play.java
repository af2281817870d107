package muster.scenario.rulefile;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.source.Span;

/**
 * How play goes for every unit, beyond its type's and weapon's profile: the melee roll and who wins its ties, how the hits
 * of a nation's shooting split into effects, works (kinds of ground) that shelter the figures in them, and nations that hold
 * their fire until one of their figures reaches some ground, obstacles crossed in steps turn by turn, and fire from off the
 * table; what a pinned figure may not do, who picks the figures a hit takes, whether the rules have no morale at all, and
 * whether they have no headquarters on the table ({@code noHeadquarters}: an army's commander is a name on its roster), and
 * whether their sheets print in large type ({@code largeType}: for readers such as a class of students), and whether their
 * unit cards say rolls in plain words ({@code plainCards}: "Shoot: 1 die each: 6 hits", the odds left to the aid).
 */
public record Play(Optional<Melee> melee, List<HitSplit> hits, List<Work> works, List<HoldFire> holdFire, List<Crossing> crossings,
        List<OffTable> offTable, Optional<Pinned> pinned, Optional<Casualties> casualties, boolean noMorale, boolean noHeadquarters,
        boolean largeType, boolean plainCards) {

    public static final Play NONE = new Play(Optional.empty(), List.of(), List.of(), List.of(), List.of(), List.of(), Optional.empty(),
            Optional.empty(), false, false, false, false);

    public Play {
        hits = List.copyOf(hits);
        works = List.copyOf(works);
        holdFire = List.copyOf(holdFire);
        crossings = List.copyOf(crossings);
        offTable = List.copyOf(offTable);
    }

    /** Who wins a tie in melee besides a nation. */
    public static final List<String> TIE_WINNERS = List.of("attacker", "defender");

    /**
     * The roll each figure (base, stand) makes in melee, and who wins a tie: a nation, the attacker or the defender; units of the
     * types in {@code defendOnly} never start a melee (attacked, they fight with the roll); with {@code oneAtATime}, several
     * figures against one enemy fight him one after another, one on one; with {@code winnerStops}, a winner does not go on to
     * attack another figure; {@code loser}, in the file's words, is what becomes of the figure that loses ("is out"); with
     * {@code startsOnContact}, a melee is fought by moving into contact with an enemy figure.
     */
    public record Melee(Dice roll, Optional<String> ties, List<String> defendOnly, boolean oneAtATime, boolean winnerStops,
            Optional<String> loser, boolean startsOnContact, Span span) {
        public Melee {
            defendOnly = List.copyOf(defendOnly);
        }

        public Melee(Dice roll, Optional<String> ties, List<String> defendOnly, boolean oneAtATime, boolean winnerStops,
                Optional<String> loser, Span span) {
            this(roll, ties, defendOnly, oneAtATime, winnerStops, loser, false, span);
        }
    }

    /**
     * Of the hits a nation's shooting scores in a phase, a share does {@code effect} and the rest {@code rest}; with
     * {@code tableTo}, the aid tables the split of 1 to that many hits.
     */
    public record HitSplit(String nation, Share share, String effect, String rest, Optional<Integer> tableTo, Span span) {

        public HitSplit(String nation, Share share, String effect, String rest, Span span) {
            this(nation, share, effect, rest, Optional.empty(), span);
        }

        /** Of {@code hits}, how many do {@code effect}: the share, rounded as it says; the rest do {@code rest}. */
        public int share(int hits) {
            return share == Share.HALF_UP ? (hits + 1) / 2 : hits / 2;
        }
    }

    /** A share of a number of hits: half rounded up, or half rounded down. */
    public enum Share { HALF_UP, HALF_DOWN }

    /**
     * A work: a figure within {@code within} inches of ground of the kind is in it; the fire of the nations in {@code safeFrom}
     * cannot harm it there, and it adds {@code meleeAdd} to its melee roll defending it; it holds {@code holds} figures (bases,
     * stands), when given; with {@code takenInMelee}, the nations of {@code safeFrom} must win it hand to hand.
     */
    public record Work(String kind, double within, List<String> safeFrom, int meleeAdd, Optional<Integer> holds, boolean takenInMelee,
            Span span) {
        public Work {
            safeFrom = List.copyOf(safeFrom);
        }
    }

    /**
     * A nation's figures may not shoot until one of them has reached ground of the kind {@code until}; with
     * {@code fromNextTurn}, not before the nation's next turn (it shoots before it moves, so ground reached moving is fired
     * from a turn later).
     */
    public record HoldFire(String nation, String until, boolean fromNextTurn, Span span) {

        public HoldFire(String nation, String until, Span span) {
            this(nation, until, false, span);
        }
    }

    /**
     * An obstacle got through in steps: a figure of the nations (every nation when none are listed) that reaches ground of the
     * kind (within {@code within} inches of it, when given; else touching it) takes each step on its turn, counted from the one
     * it reached it; each figure working at it opens a gap {@code gap} inches wide, when given, and the kit's marker of that gap
     * is named {@code marker} (left out, after the kind: "Wire gap").
     */
    public record Crossing(String kind, List<String> nations, Optional<Double> within, Optional<Double> gap, Optional<String> marker,
            List<Step> steps, Span span) {
        public Crossing {
            nations = List.copyOf(nations);
            steps = List.copyOf(steps);
        }
    }

    /** A step of a crossing: on which turn from reaching the obstacle (0: that turn), its name in a word, and what is done. */
    public record Step(int turn, String step, String does, Span span) {
    }

    /**
     * Fire from off the table: a nation's {@code name} ("Spanish artillery", {@code what} it is: "thrown paper balls") makes up to
     * {@code shots} a turn (or the value of the scenario's {@code option}, its default when left out) from {@code standBack}
     * inches or more behind the edge the scenario's {@code edge} option names (left out: the nation's own edge, read from the
     * map); every figure within {@code reach} inches of where a shot comes to rest is out, the nation's own too when
     * {@code hitsOwn}; then a line, {@code ownNote} or one of the sheets' own, goes on every card of the nation's units. With
     * {@code record} (the heading of the shots' column: "Balls thrown"), the nation's roster has a record of the shots turn by turn
     * and the figures they took out on each side. With {@code onlyAtRest}, only where a shot stops counts: a figure it knocks
     * over on its way is unhurt. {@code shotsName} is what the shots are called ("balls"), {@code made} how one is made
     * ("thrown"); the rule card counts and heads its shots with them.
     */
    public record OffTable(String nation, String name, String what, int shots, Optional<String> option, Optional<String> edge,
            double standBack, double reach, boolean hitsOwn, Optional<String> ownNote, Optional<String> record, boolean onlyAtRest,
            Optional<String> shotsName, Optional<String> made, Span span) {

        public OffTable(String nation, String name, String what, int shots, Optional<String> option, Optional<String> edge,
                double standBack, double reach, boolean hitsOwn, Optional<String> ownNote, Optional<String> record, boolean onlyAtRest,
                Span span) {
            this(nation, name, what, shots, option, edge, standBack, reach, hitsOwn, ownNote, record, onlyAtRest, Optional.empty(),
                    Optional.empty(), span);
        }
    }

    /**
     * What a pinned figure may not do ({@link Pinned.Deed}), and what an enemy fighting it adds to his melee roll; how a pin is
     * shown on the table, in the file's words ("lay it on its side"), and the phase of the {@code sequence} it ends in;
     * {@code turnOver}, that the kit shows a pin by turning the counter over to its pinned back, with no pinned markers.
     */
    public record Pinned(List<Deed> cannot, int enemyMeleeAdd, Optional<String> shown, Optional<Recovery> recovers, boolean turnOver,
            Span span) {
        public Pinned {
            cannot = List.copyOf(cannot);
        }

        /** A pin ends in the phases of the sequence whose names end with {@code phase} ("unpin": "Spanish unpin", "US unpin"). */
        public record Recovery(String phase, Span span) {

            /** Whether a pin ends in the phase: the last word of its name is {@code phase}, whatever its capitals. */
            public boolean endsIn(RuleSetFile.Phase p) {
                String name = p.name().strip().toLowerCase(Locale.ROOT);
                return name.substring(name.lastIndexOf(' ') + 1).equals(phase.toLowerCase(Locale.ROOT));
            }
        }

        /** A deed a pinned figure may be barred from: moving, shooting, starting a melee. */
        public enum Deed { MOVE, SHOOT, ATTACK }
    }

    /** Who picks the figures (bases, stands) a side's hits take: the side hit or the shooter; with {@code front}, from its front. */
    public record Casualties(Picker chosenBy, boolean front, Span span) {

        /** The side whose figures are hit, or the side shooting. */
        public enum Picker { TARGET, SHOOTER }
    }
}

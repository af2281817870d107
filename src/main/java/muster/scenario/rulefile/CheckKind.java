package muster.scenario.rulefile;

import java.util.List;
import java.util.Optional;

/**
 * The fixed library of checks a rule-set file draws on, each with its parameters. The
 * organisation kinds (count range, type and weapon, forbidden ground, required tag, nation and
 * date) read the file's {@link Organisation} of the types they cover (every type when
 * {@code types} is empty); the others carry what they test.
 */
public sealed interface CheckKind permits CheckKind.CountRange, CheckKind.TypeWeapon, CheckKind.ForbiddenGround,
        CheckKind.RequiredTag, CheckKind.NationAndDate, CheckKind.TagLimits, CheckKind.NationsPresent, CheckKind.FeatureOwner,
        CheckKind.WorkCapacity, CheckKind.OptionValue, CheckKind.FeatureRequired, CheckKind.TargetsGiven, CheckKind.StartsNear,
        CheckKind.HomeEdgeKnown, CheckKind.HomeEdgeOwn, CheckKind.TargetInRange, CheckKind.TextNumber {

    /** A unit's count keeps to its type's range, and is given where the type requires it. */
    record CountRange(List<String> types) implements CheckKind {
    }

    /** A unit carries a weapon its type may carry. */
    record TypeWeapon(List<String> types) implements CheckKind {
    }

    /** A unit does not stand on ground its type may not stand on. */
    record ForbiddenGround(List<String> types) implements CheckKind {
    }

    /** A unit carries every tag its type must carry. */
    record RequiredTag(List<String> types) implements CheckKind {
    }

    /** A unit's type is fielded by its side's nation at the scenario's date. */
    record NationAndDate(List<String> types) implements CheckKind {
    }

    /** These tags go only on units of these types, with a count of at most {@code maxCount}; with {@code exclusive}, a unit carries one of them at most. */
    record TagLimits(List<String> tags, List<String> types, int maxCount, boolean exclusive) implements CheckKind {
    }

    /** A side of each of these nations takes part. */
    record NationsPresent(List<String> nations) implements CheckKind {
    }

    /** A feature of these kinds that names its side names a side of one of these nations. */
    record FeatureOwner(List<String> kinds, List<String> nations) implements CheckKind {
    }

    /** A work of this kind holds at most {@code holds} figures standing within {@code within} inches of it. */
    record WorkCapacity(String work, double within, int holds) implements CheckKind {
    }

    /** The scenario's value of this option is one its vocabulary allows. */
    record OptionValue(String option) implements CheckKind {
    }

    /** When sides of all these nations take part, a feature of one of these kinds is on the table. */
    record FeatureRequired(List<String> kinds, List<String> nations) implements CheckKind {
    }

    /** The scenario gives pre-spotted targets (most often a note: what they do under these rules). */
    record TargetsGiven() implements CheckKind {
    }

    /** A unit of these nations starts within {@code within} inches of a feature of these kinds. */
    record StartsNear(List<String> nations, List<String> kinds, double within) implements CheckKind {
    }

    /** The table edge this option names is known: given, or read from where this nation deploys or stands. */
    record HomeEdgeKnown(String option, String nation) implements CheckKind {
    }

    /** The edge this option names is this nation's own: its units start nearer to it, on average, than the enemy's. */
    record HomeEdgeOwn(String option, String nation) implements CheckKind {
    }

    /** Every pre-spotted target lies within a range band of a weapon its side fields. */
    record TargetInRange() implements CheckKind {
    }

    /**
     * A special rule that writes a number of {@code nouns} ("three balls", "3 paper balls") in a sentence naming one of
     * {@code about} (word stems, every sentence when empty) says the number the sheets print: the {@code option}'s value, its
     * default when the scenario gives none. With {@code edge}, only while that option names a table edge other than none or,
     * left out, {@code nation}'s own edge can be read from the map.
     */
    record TextNumber(String option, List<String> nouns, List<String> about, Optional<String> edge, Optional<String> nation)
            implements CheckKind {
        public TextNumber {
            nouns = List.copyOf(nouns);
            about = List.copyOf(about);
        }
    }
}

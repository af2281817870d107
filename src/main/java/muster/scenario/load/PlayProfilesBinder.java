package muster.scenario.load;

import static muster.source.StageCode.RULESET_BAD_VALUE;

import java.util.List;
import java.util.Optional;
import muster.scenario.load.DeclaredWords.WordList;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.Play;

/**
 * Binds the keys of {@code profiles:} that hold for every unit ({@link Play}): {@code melee}, {@code hits}, {@code works},
 * {@code holdFire}, {@code pinned}, {@code casualties}, {@code noMorale}, {@code noHeadquarters}, {@code largeType} and {@code plainCards}; each word checked against the vocabulary, each number against what it can mean, at its place.
 */
final class PlayProfilesBinder {

    /** The most a modifier adds to (or takes from) a melee roll. */
    static final int MOST_ADDED = 20;

    /** The most hits the aid's table of a hit split shows: as many as fit across a page. */
    static final int MOST_TABLED = 12;

    /** The most figures (bases, stands) a work holds: as many as a unit may count. */
    static final int MOST_HELD = 500;

    private final RuleSetValues values;
    private final DeclaredWords words;

    PlayProfilesBinder(RuleSetValues values, DeclaredWords words) {
        this.values = values;
        this.words = words;
    }

    Play play(Fields profiles) {
        Optional<Play.Melee> melee = profiles.optMap("melee", "the melee roll and who wins ties").flatMap(this::melee);
        RuleSetValues.Once splits = values.once("hit split of the nation");
        RuleSetValues.Once works = values.once("work");
        RuleSetValues.Once held = values.once("held fire of the nation");
        RuleSetValues.Once crossed = values.once("crossing of");
        CrossingBinder edges = new CrossingBinder(values, words);
        return new Play(melee, present(profiles.mappings("hits", "hit split", m -> split(m, splits))),
                present(profiles.mappings("works", "work", m -> work(m, works))),
                present(profiles.mappings("holdFire", "held fire", m -> holdFire(m, held))),
                present(profiles.mappings("crossings", "crossing", m -> edges.crossing(m, crossed))),
                present(profiles.mappings("offTable", "off-table fire", edges::offTable)),
                profiles.optMap("pinned", "what a pinned figure may not do").map(this::pinned),
                profiles.optMap("casualties", "who picks the figures hits take").flatMap(this::casualties), profiles.flag("noMorale"),
                profiles.flag("noHeadquarters"), profiles.flag("largeType"),
                profiles.flag("plainCards"));
    }

    /** What a pinned figure may not do, and what an enemy fighting it adds; a pin that changes nothing is reported. */
    private Play.Pinned pinned(Node.MapNode m) {
        Fields f = values.fields(m, "pinned", RuleSetKeys.PINNED);
        List<Play.Pinned.Deed> cannot = values.choices(f, "cannot", Play.Pinned.Deed.class);
        int add = meleeAdd(f, "enemyMeleeAdd");
        if (!f.has("cannot") && !f.has("enemyMeleeAdd")) {
            values.diagnostics().report(RULESET_BAD_VALUE, m.span(), "a pin that changes nothing",
                    "give 'cannot' (what a pinned figure may not do: move, shoot, attack) or 'enemyMeleeAdd', e.g. "
                            + "'{ cannot: [move, shoot, attack], enemyMeleeAdd: 1 }'");
        }
        Optional<String> shown = f.optText("shown").map(String::strip).filter(t -> !t.isEmpty());
        Optional<Play.Pinned.Recovery> recovers = f.optText("recoversIn").map(String::strip).filter(t -> !t.isEmpty())
                .map(p -> new Play.Pinned.Recovery(p, f.spans().of("recoversIn")));
        return new Play.Pinned(cannot, add, shown, recovers, f.flag("turnOver"), m.span());
    }

    /** Who picks the figures a side's hits take; empty when 'chosenBy' is missing or not one of its words (reported). */
    private Optional<Play.Casualties> casualties(Node.MapNode m) {
        Fields f = values.fields(m, "casualties", RuleSetKeys.CASUALTIES);
        Optional<Play.Casualties.Picker> by = values.choice(f, "chosenBy", Play.Casualties.Picker.class);
        if (!f.has("chosenBy")) {
            f.missing("chosenBy");
        }
        boolean front = f.flag("front");
        return by.map(b -> new Play.Casualties(b, front, m.span()));
    }

    private static <T> List<T> present(List<Optional<T>> all) {
        return all.stream().flatMap(Optional::stream).toList();
    }

    /** The melee roll and who wins ties; empty when the roll is missing or not a pool (reported). */
    private Optional<Play.Melee> melee(Node.MapNode m) {
        Fields f = values.fields(m, "melee", RuleSetKeys.MELEE);
        Optional<Dice> roll = values.dice(f, "roll");
        if (!f.has("roll")) {
            f.missing("roll");
        }
        Optional<Dice> pool = roll.filter(d -> d instanceof Dice.Roll);
        if (roll.isPresent() && pool.isEmpty()) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("roll"), "a melee roll is the dice each side throws, not "
                    + Nouns.article(roll.get() instanceof Dice.Count ? "count of hits" : "roll against a number"),
                    "write the pool, e.g. 'roll: \"1d6\"'; who wins is the higher total");
        }
        Optional<String> ties = words.one(f, "ties", WordList.NATION, Play.TIE_WINNERS.toArray(String[]::new));
        List<String> defendOnly = words.all(f, "defendOnly", WordList.TYPE);
        boolean oneAtATime = f.flag("oneAtATime");
        boolean winnerStops = f.flag("winnerStops");
        Optional<String> loser = f.optText("loser").map(String::strip).filter(t -> !t.isEmpty());
        boolean onContact = f.flag("startsOnContact");
        return pool.map(d -> new Play.Melee(d, ties, defendOnly, oneAtATime, winnerStops, loser, onContact, m.span()));
    }

    /** A modifier of a melee roll, at most {@link #MOST_ADDED} either way; else reported, and 0. */
    int meleeAdd(Fields f) {
        return meleeAdd(f, "meleeAdd");
    }

    private int meleeAdd(Fields f, String key) {
        int add = f.optInteger(key).orElse(0);
        if (Math.abs(add) > MOST_ADDED) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of(key), "'" + key + "' is " + add + ", more than a melee roll",
                    "write what it adds to the melee roll, -" + MOST_ADDED + " to " + MOST_ADDED + ", e.g. '" + key + ": 1'");
            return 0;
        }
        return add;
    }

    private Optional<Play.HitSplit> split(Node.MapNode m, RuleSetValues.Once once) {
        Fields f = values.fields(m, "hit split", RuleSetKeys.HIT_SPLIT);
        Optional<String> nation = words.required(f, "nation", WordList.NATION, once);
        Optional<Play.Share> share = values.choice(f, "share", Play.Share.class);
        if (!f.has("share")) {
            f.missing("share");
        }
        String effect = f.text("effect");
        String rest = f.text("rest");
        if (!effect.isEmpty() && effect.equals(rest)) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("rest"), "the share and the rest both " + effect + ": the hits do not split",
                    "give the rest its own effect, e.g. '{ nation: us, share: half-up, effect: pin, rest: kill }'");
        }
        Optional<Integer> tableTo = f.optInteger("tableTo");
        if (tableTo.isPresent() && (tableTo.get() < 1 || tableTo.get() > MOST_TABLED)) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("tableTo"), "a table of " + tableTo.get() + " hits",
                    "write the most hits the aid's table shows, 1 to " + MOST_TABLED + ", e.g. 'tableTo: 6'");
            tableTo = Optional.empty();
        }
        if (nation.isEmpty() || share.isEmpty() || effect.isEmpty() || rest.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Play.HitSplit(nation.get(), share.get(), effect, rest, tableTo, m.span()));
    }

    private Optional<Play.Work> work(Node.MapNode m, RuleSetValues.Once once) {
        Fields f = values.fields(m, "work", RuleSetKeys.WORK);
        Optional<String> kind = words.required(f, "kind", WordList.TERRAIN, once);
        double given = f.optDecimal("within").orElse(0.0);
        boolean near = given >= 0 && given <= 48;
        if (!near) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("within"), "a figure " + given + "\" from a work is not in it",
                    "write how near a figure stands to be in it, 0 (on it) to 48 inches, e.g. 'within: 2'");
        }
        double within = near ? given : 0;
        List<String> safeFrom = words.all(f, "safeFrom", WordList.NATION);
        int add = meleeAdd(f);
        Optional<Integer> holds = f.optInteger("holds");
        if (holds.isPresent() && (holds.get() < 1 || holds.get() > MOST_HELD)) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("holds"), "a work that holds " + holds.get() + " figures",
                    "write how many figures (bases, stands) it holds, 1 to " + MOST_HELD + ", e.g. 'holds: 6'");
            holds = Optional.empty();
        }
        Optional<Integer> held = holds;
        boolean stormed = f.flag("takenInMelee");
        if (stormed && safeFrom.isEmpty()) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("takenInMelee"), "no nation must take the work hand to hand: "
                    + "it shelters its figures from nobody's fire", "give 'safeFrom' the nations that must take it in melee, or leave "
                    + "'takenInMelee' out");
            stormed = false;
        }
        boolean taken = stormed;
        if (!f.has("safeFrom") && !f.has("meleeAdd")) {
            values.diagnostics().report(RULESET_BAD_VALUE, m.span(), "the work changes nothing",
                    "give it 'safeFrom' (the nations whose fire cannot harm its figures) or 'meleeAdd', e.g. '{ kind: blockhouse, safeFrom: [us] }'");
        }
        return kind.map(k -> new Play.Work(k, within, safeFrom, add, held, taken, m.span()));
    }

    private Optional<Play.HoldFire> holdFire(Node.MapNode m, RuleSetValues.Once once) {
        Fields f = values.fields(m, "held fire", RuleSetKeys.HOLD_FIRE);
        Optional<String> nation = words.required(f, "nation", WordList.NATION, once);
        Optional<String> until = words.one(f, "until", WordList.TERRAIN);
        if (!f.has("until")) {
            f.missing("until");
        }
        boolean next = f.flag("fromNextTurn");
        return nation.flatMap(n -> until.map(u -> new Play.HoldFire(n, u, next, m.span())));
    }
}

package muster.scenario.load;

import static muster.source.StageCode.RULESET_BAD_VALUE;

import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import muster.scenario.load.DeclaredWords.WordList;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.Organisation;
import muster.scenario.rulefile.Profiles;

/** Binds a rule-set file's {@code profiles:} (what each type and weapon does) and {@code organisation:} (how units are made up). */
final class ProfilesBinder {

    private final RuleSetValues values;
    private final DeclaredWords words;
    private final PlayProfilesBinder play;

    ProfilesBinder(RuleSetValues values, DeclaredWords words) {
        this.values = values;
        this.words = words;
        this.play = new PlayProfilesBinder(values, words);
    }

    Profiles profiles(Fields root) {
        Optional<Node.MapNode> node = root.optMap("profiles", "the profiles of types and weapons");
        if (node.isEmpty()) {
            return new Profiles(List.of(), List.of());
        }
        Fields f = values.fields(node.get(), "profiles", RuleSetKeys.PROFILES);
        RuleSetValues.Once types = values.once("profile of the type");
        RuleSetValues.Once weapons = values.once("profile of the weapon");
        RuleSetValues.Once tags = values.once("profile of the tag");
        List<Profiles.TypeProfile> typeProfiles = f.mappings("types", "type profile", m -> typeProfile(m, types));
        Profiles out = new Profiles(typeProfiles, f.mappings("weapons", "weapon profile", m -> weaponProfile(m, weapons)),
                f.mappings("tags", "tag profile", m -> tagProfile(m, tags, typeProfiles)), play.play(f));
        boolean moraleGiven = out.types().stream().anyMatch(p -> p.morale().isPresent())
                || out.tags().stream().anyMatch(p -> p.morale().isPresent() || p.moraleAdd() != 0);
        if (out.play().noMorale() && moraleGiven) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("noMorale"), "'noMorale' says the rules have no morale, but a "
                    + "type or tag profile gives one", "leave 'noMorale' out, or the profiles' 'morale' and 'moraleAdd'");
        }
        return out;
    }

    /** What a tag changes: a morale number in place of the type's, a number added to it, another type's moves, its melee roll. */
    private Profiles.TagProfile tagProfile(Node.MapNode m, RuleSetValues.Once once, List<Profiles.TypeProfile> types) {
        Fields f = values.fields(m, "tag profile", RuleSetKeys.TAG_PROFILE);
        String tag = declared(f, "tag", WordList.TAG, once);
        Optional<Integer> morale = f.optInteger("morale");
        if (morale.isPresent() && (morale.get() < 0 || morale.get() > 100)) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("morale"), "a morale number of " + morale.get() + " is not one a roll tests",
                    "write the unit's morale number, 0 to 100, e.g. 'morale: 8'");
            morale = Optional.empty();
        }
        int add = f.optInteger("moraleAdd").orElse(0);
        if (add < -100 || add > 100) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("moraleAdd"), "'moraleAdd' is " + add + ", more than a morale number",
                    "write what the tag adds to the morale number, e.g. 'moraleAdd: 1' (or -1 to take away)");
            add = 0;
        }
        Optional<String> named = words.one(f, "moveAs", WordList.TYPE);
        Optional<String> moveAs = named.filter(t -> types.stream().anyMatch(p -> p.type().equals(t) && !p.move().isEmpty()));
        if (named.isPresent() && moveAs.isEmpty()) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("moveAs"), "the type '" + named.get() + "' has no moves to take",
                    "give '" + named.get() + "' a 'move' under profiles.types, or name a type that has one");
        }
        int meleeAdd = play.meleeAdd(f);
        if (!f.has("morale") && !f.has("moraleAdd") && !f.has("moveAs") && !f.has("meleeAdd")) {
            values.diagnostics().report(RULESET_BAD_VALUE, m.span(), "the tag profile changes nothing",
                    "give it 'morale', 'moraleAdd', 'moveAs' or 'meleeAdd', e.g. '{ tag: veteran, morale: 8 }'");
        }
        return new Profiles.TagProfile(tag, morale, add, moveAs, meleeAdd, m.span());
    }

    private Profiles.TypeProfile typeProfile(Node.MapNode m, RuleSetValues.Once once) {
        Fields f = values.fields(m, "type profile", RuleSetKeys.TYPE_PROFILE);
        String type = declared(f, "type", WordList.TYPE, once);
        Map<String, Double> move = new LinkedHashMap<>();
        f.optMap("move", "inches a turn by terrain kind, e.g. { any: 6, woods: 3 }").ifPresent(moves -> {
            for (Node.Entry e : moves.entries().values()) {
                Node.Scalar key = new Node.Scalar(e.key(), Node.ScalarType.TEXT, e.keySpan());
                Optional<String> ground = words.known(key, WordList.TERRAIN, Profiles.ANY_GROUND);
                Optional<Double> inches = Numbers.number(e.key(), e.value(), values.diagnostics());
                if (inches.isPresent() && (inches.get() < 0 || inches.get() > 480)) {
                    values.diagnostics().report(RULESET_BAD_VALUE, e.value().span(), "a move of " + inches.get() + "\" is off any table",
                            "write the inches a turn, 0 (may not enter) to 480");
                } else if (ground.isPresent() && inches.isPresent()) {
                    move.put(ground.get(), inches.get());
                }
            }
        });
        Optional<Profiles.Base> base = f.optMap("base", "the bases across a unit's front").map(b -> {
            Fields bf = values.fields(b, "base", RuleSetKeys.BASE);
            int count = bf.integer("count", 1);
            double size = bf.decimal("size", 1);
            if (count < 1 || count > 100 || size <= 0 || size > 12) {
                values.diagnostics().report(RULESET_BAD_VALUE, b.span(), "a unit's front is 1 to 100 bases of more than 0\" and at most 12\"",
                        "write e.g. 'base: { count: 4, size: 1 }'");
            }
            return new Profiles.Base(count, size, b.span());
        });
        Optional<Profiles.Morale> morale = f.optMap("morale", "a morale number, test and steps").map(this::morale);
        return new Profiles.TypeProfile(type, move, base, morale, f.flag("model"), m.span());
    }

    private Profiles.Morale morale(Node.MapNode m) {
        Fields f = values.fields(m, "morale", RuleSetKeys.MORALE);
        Optional<Integer> number = f.optInteger("number");
        Optional<Dice> test = values.dice(f, "test");
        List<Profiles.MoraleStep> steps = f.mappings("steps", "morale step", s -> {
            Fields sf = values.fields(s, "morale step", RuleSetKeys.MORALE_STEP);
            int percent = sf.integer("percentLost", 0);
            if (sf.has("percentLost") && (percent < 1 || percent > 100)) {
                values.diagnostics().report(RULESET_BAD_VALUE, sf.spans().of("percentLost"), "'percentLost' is " + percent
                        + ", not a share of a unit", "write a whole number from 1 to 100");
            }
            return new Profiles.MoraleStep(percent, sf.text("effect"), s.span());
        });
        return new Profiles.Morale(number, test, steps, m.span());
    }

    private Profiles.WeaponProfile weaponProfile(Node.MapNode m, RuleSetValues.Once once) {
        Fields f = values.fields(m, "weapon profile", RuleSetKeys.WEAPON_PROFILE);
        String weapon = declared(f, "weapon", WordList.WEAPON, once);
        Profiles.Rolls rolls = values.choice(f, "rolls", Profiles.Rolls.class).orElse(Profiles.Rolls.PER_UNIT);
        List<Profiles.Band> bands = f.mappings("bands", "range band", b -> {
            Fields bf = values.fields(b, "range band", RuleSetKeys.BAND);
            double from = bf.optDecimal("from").orElse(0.0);
            Optional<Double> to = bf.optDecimal("to");
            if (from < 0 || to.filter(t -> t <= from).isPresent()) {
                values.diagnostics().report(RULESET_BAD_VALUE, b.span(), "the band runs from " + from + "\" to " + to.map(String::valueOf).orElse("no limit")
                        + "; a band starts at 0\" or more and ends beyond its start", "write e.g. '{ band: short, from: 0, to: 12, fire: [...] }'");
            }
            Optional<Double> burst = bf.optDecimal("burst");
            if (burst.filter(r -> r <= 0).isPresent()) {
                values.diagnostics().report(RULESET_BAD_VALUE, b.span(), "a burst of " + burst.get() + "\" has no room: it is the radius, in "
                        + "inches, round the point a shot lands", "write e.g. 'burst: 2', or leave it out for a weapon that does not burst");
            }
            List<Profiles.Fire> fire = bf.mappings("fire", "roll", r -> {
                Fields rf = values.fields(r, "roll", RuleSetKeys.FIRE);
                Optional<String> nation = words.one(rf, "nation", WordList.NATION);
                Optional<Dice> roll = values.dice(rf, "roll");
                if (!rf.has("roll")) {
                    rf.missing("roll");
                }
                return roll.map(d -> new Profiles.Fire(nation, d, rf.text("effect"), r.span())).orElse(null);
            }).stream().filter(Objects::nonNull).toList();
            return new Profiles.Band(bf.text("band"), from, to, burst, fire, b.span());
        });
        if (!f.has("bands")) {
            f.missing("bands");
        }
        boolean dry = f.flag("runsDry");
        boolean never = f.flag("neverRunsOut");
        if (dry && never) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("neverRunsOut"), "the weapon both runs dry and never runs out",
                    "keep one: 'runsDry: true' (it can run out for the game) or 'neverRunsOut: true'");
            never = false;
        }
        Optional<Integer> loaded = f.optInteger("loadedTableTo");
        if (loaded.isPresent() && !dry) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("loadedTableTo"), "a table of bursts still loaded, for a weapon "
                    + "that never runs dry", "add 'runsDry: true', or leave 'loadedTableTo' out");
            loaded = Optional.empty();
        } else if (loaded.isPresent() && (loaded.get() < 1 || loaded.get() > PlayProfilesBinder.MOST_TABLED)) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("loadedTableTo"), "a table of " + loaded.get() + " bursts",
                    "write the most bursts the appendix's table shows, 1 to " + PlayProfilesBinder.MOST_TABLED + ", e.g. 'loadedTableTo: 5'");
            loaded = Optional.empty();
        }
        boolean burstTable = f.flag("burstTable");
        if (burstTable && !dry) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("burstTable"), "a table of the hits a burst scores as it "
                    + "runs dry, for a weapon that never runs dry", "add 'runsDry: true', or leave 'burstTable' out");
            burstTable = false;
        }
        return new Profiles.WeaponProfile(weapon, rolls, bands, dry, never, loaded, burstTable, m.span());
    }

    /** The word {@code key} names, one the vocabulary declares: the mapping must give it, and only one mapping of its list. */
    private String declared(Fields f, String key, WordList list, RuleSetValues.Once once) {
        String word = words.one(f, key, list).orElse("");
        if (!f.has(key)) {
            f.missing(key);
        }
        once.add(word, f.spans().of(key));
        return word;
    }

    List<Organisation> organisation(Fields root) {
        RuleSetValues.Once once = values.once("organisation of the type");
        return root.mappings("organisation", "type's organisation", m -> {
            Fields f = values.fields(m, "type's organisation", RuleSetKeys.ORGANISATION);
            String type = declared(f, "type", WordList.TYPE, once);
            Optional<Organisation.CountRange> count = f.optMap("count", "the range of a unit's count").map(c -> {
                Fields cf = values.fields(c, "count range", RuleSetKeys.COUNT_RANGE);
                int min = cf.optInteger("min").orElse(1);
                int max = cf.optInteger("max").orElse(500);
                if (min < 1 || max > 500 || min > max) {
                    values.diagnostics().report(RULESET_BAD_VALUE, c.span(), "a count runs from " + min + " to " + max
                            + "; counts are 1 to 500, the least not above the most", "write e.g. '{ min: 4, max: 6, required: true }'");
                }
                return new Organisation.CountRange(min, max, cf.flag("required"), c.span());
            });
            Optional<List<String>> nations = f.has("nations") ? Optional.of(words.all(f, "nations", WordList.NATION)) : Optional.empty();
            Optional<LocalDate> from = f.optDate("from");
            Optional<LocalDate> until = f.optDate("until");
            if (from.isPresent() && until.isPresent() && until.get().isBefore(from.get())) {
                values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("until"), "the type is fielded until " + until.get()
                        + ", before it is fielded from " + from.get(), "'from' is the first day, 'until' the last");
            }
            return new Organisation(type, count, words.all(f, "weapons", WordList.WEAPON), words.all(f, "tags", WordList.TAG),
                    words.all(f, "requiredTags", WordList.TAG), words.all(f, "notOn", WordList.TERRAIN), nations, from, until, m.span());
        });
    }
}

package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.scenario.Unit;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.Profiles;

/**
 * A unit's own profile: its type's, changed by the file's tag profiles for the tags it carries. A tag's {@code morale} takes
 * the place of the type's number (the first such tag the unit carries), each tag's {@code moraleAdd} is added to it, and a
 * tag's {@code moveAs} gives it another type's moves.
 */
record TagEffects(FileFacts facts) {

    private List<Profiles.TagProfile> of(Unit u) {
        List<Profiles.TagProfile> out = new ArrayList<>();
        for (String tag : u.tags()) {
            facts.file().profiles().tags().stream().filter(t -> t.tag().equals(tag)).findFirst().ifPresent(out::add);
        }
        return out;
    }

    /** The type whose moves the unit takes: the first {@code moveAs} of its tags, else its own. */
    String moveType(Unit u) {
        return of(u).stream().flatMap(t -> t.moveAs().stream()).findFirst().orElse(u.type());
    }

    /** What the unit's tags add to its melee roll, together. */
    int meleeAdd(Unit u) {
        return of(u).stream().mapToInt(Profiles.TagProfile::meleeAdd).sum();
    }

    /** The unit's morale: its type's, its number (and the test's, where the test is against that number) as its tags make it. */
    Optional<Profiles.Morale> morale(Unit u) {
        Optional<Profiles.Morale> type = facts.type(u.type()).flatMap(Profiles.TypeProfile::morale);
        List<Profiles.TagProfile> tags = of(u);
        Optional<Integer> set = tags.stream().flatMap(t -> t.morale().stream()).findFirst();
        int add = tags.stream().mapToInt(Profiles.TagProfile::moraleAdd).sum();
        Optional<Integer> base = set.or(() -> type.flatMap(Profiles.Morale::number));
        if (base.isEmpty() || set.isEmpty() && add == 0) {
            return type;
        }
        int number = base.get() + add;
        return Optional.of(type.map(m -> withNumber(m, number))
                .orElseGet(() -> new Profiles.Morale(Optional.of(number), Optional.empty(), List.of(), tags.get(0).span())));
    }

    /** The morale with another number; a test against the old number ("2d6 <= 7") is made against the new one. */
    static Profiles.Morale withNumber(Profiles.Morale m, int number) {
        Optional<Dice> test = m.test().map(t -> {
            if (t instanceof Dice.Compare c && c.right().isNumber() && m.number().filter(n -> n == c.right().plus()).isPresent()) {
                return new Dice.Compare(c.left() + " " + c.op().sign() + " " + number, c.left(), c.op(), Dice.Pool.number(number));
            }
            return t;
        });
        return new Profiles.Morale(Optional.of(number), test, m.steps(), m.span());
    }
}

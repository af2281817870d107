package muster.rules;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import muster.scenario.Scenario;
import muster.scenario.Unit;

/**
 * A scenario's units read once in a rule set's own words: each unit's {@code type} and
 * {@code weapon} as the rule set's values, so no later stage parses a word again.
 */
public final class UnitWords<T, W> {

    private final Class<T> typeClass;
    private final Class<W> weaponClass;
    private final Map<Unit, T> types = new IdentityHashMap<>();
    private final Map<Unit, W> weapons = new IdentityHashMap<>();

    private UnitWords(Class<T> typeClass, Class<W> weaponClass) {
        this.typeClass = typeClass;
        this.weaponClass = weaponClass;
    }

    /** Every unit of the scenario read with the rule set's own readings of a type and a weapon. */
    public static <T, W> UnitWords<T, W> read(Scenario scenario, Class<T> typeClass, Function<Unit, Optional<T>> type, Class<W> weaponClass,
            Function<Unit, Optional<W>> weapon) {
        UnitWords<T, W> out = new UnitWords<>(typeClass, weaponClass);
        for (Unit u : scenario.sides().stream().flatMap(s -> s.units().stream()).toList()) {
            type.apply(u).ifPresent(t -> out.types.put(u, t));
            weapon.apply(u).ifPresent(w -> out.weapons.put(u, w));
        }
        return out;
    }

    public Optional<T> type(Unit unit) {
        return Optional.ofNullable(types.get(unit));
    }

    public Optional<W> weapon(Unit unit) {
        return Optional.ofNullable(weapons.get(unit));
    }

    /** The weapons some unit carries, in the order given (a rule set's own order of its weapons), compared by equality. */
    public List<W> inPlay(List<W> order) {
        // the map is keyed by identity and so compares its values by identity: equal words read apart must still match
        return order.stream().filter(w -> weapons.values().stream().anyMatch(w::equals)).toList();
    }

    /** These words as the rule set that read them knows them; fails if they were read with other classes. */
    @SuppressWarnings("unchecked")
    public <A, B> UnitWords<A, B> as(Class<A> type, Class<B> weapon) {
        if (type != typeClass || weapon != weaponClass) {
            throw new IllegalArgumentException("words read as " + typeClass.getSimpleName() + "/" + weaponClass.getSimpleName()
                    + ", not " + type.getSimpleName() + "/" + weapon.getSimpleName());
        }
        return (UnitWords<A, B>) this;
    }
}

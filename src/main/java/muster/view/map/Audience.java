package muster.view.map;

import java.util.Optional;

/**
 * Who a map is for, which decides what it may show: the game master sees everything, a side sees
 * the public map plus its own hidden units, works, targets and orders, and the public map (the
 * true-scale table) shows no secret of either side.
 */
public sealed interface Audience permits Audience.GameMaster, Audience.OneSide, Audience.Public {

    /** Whether something hidden or not, belonging to {@code owner} (if anyone), is shown. */
    boolean sees(boolean hidden, Optional<String> owner);

    /** Whether the orders and pre-spotted targets of {@code side} are shown. */
    boolean seesPlansOf(String side);

    record GameMaster() implements Audience {
        @Override
        public boolean sees(boolean hidden, Optional<String> owner) {
            return true;
        }

        @Override
        public boolean seesPlansOf(String side) {
            return true;
        }
    }

    record OneSide(String side) implements Audience {
        @Override
        public boolean sees(boolean hidden, Optional<String> owner) {
            return !hidden || owner.equals(Optional.of(side));
        }

        @Override
        public boolean seesPlansOf(String other) {
            return side.equals(other);
        }
    }

    record Public() implements Audience {
        @Override
        public boolean sees(boolean hidden, Optional<String> owner) {
            return !hidden;
        }

        @Override
        public boolean seesPlansOf(String side) {
            return false;
        }
    }

    static Audience gameMaster() {
        return new GameMaster();
    }

    static Audience side(String id) {
        return new OneSide(id);
    }

    static Audience everyone() {
        return new Public();
    }
}

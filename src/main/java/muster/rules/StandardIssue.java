package muster.rules;

/**
 * A unit type whose units need not say what they fire: each carries the first weapon of its type's
 * list unless it names another. For rule sets where that holds for every type, troops included.
 */
public interface StandardIssue<W extends Word> extends Armed<W> {

    @Override
    default boolean namesWeapon() {
        return false;
    }
}

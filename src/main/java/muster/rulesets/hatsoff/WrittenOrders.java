package muster.rulesets.hatsoff;

import java.util.List;

/** The seed's orders section: what players write on the roster, and what binds their troops. */
public final class WrittenOrders {

    /** Levels at which a charge into melee may be ordered. */
    public static final List<String> MELEE_LEVELS = List.of("half company", "company or companies", "battalion", "regiment", "brigade");

    public static final List<String> RULES = List.of(
            "Each player fills in the roster of his command. Every unit gets an order on every turn; a command may be split down "
                    + "to companies, each with its own order.",
            "An arrow for the direction will do, as long as an opponent who glanced at the roster could tell what it means.",
            "Losses go on the roster every turn.",
            "Orders must be within what troops of the period could do.",
            "A unit ordered to show its flank to an assault at hand, to close rifle fire or to canister tests morale before it moves.",
            "Troops keep to their last orders until new ones reach them, the task is done, or they must guard their own flank or rear.",
            "Units that meet without an order to charge draw back to 2\" or more apart. A charge into melee is written at the level "
                    + "that makes it: half company, company, battalion, regiment or brigade.");

    private WrittenOrders() {
    }
}

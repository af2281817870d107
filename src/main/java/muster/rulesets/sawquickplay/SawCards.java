package muster.rulesets.sawquickplay;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.rules.Arms;
import muster.rules.UnitWords;
import muster.scenario.Geometry;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.scenario.Unit;
import muster.view.Card;
import muster.view.Card.Fact;
import muster.view.Forces;
import muster.view.Num;

/** One card per unit and one per HQ, with what a player needs for it at this figure scale. */
record SawCards(Scenario scenario, UnitWords<UnitType, Weapon> words, String scale) {

    List<Card> all() {
        List<Card> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            s.hqCard("Army headquarters", "General's base (HQ)", hqFacts(s.side())).ifPresent(out::add);
            for (Forces.UnitOf u : Forces.units(s)) {
                out.add(unit(u, Morale.brigade(u.formation(), u.side().nation())));
            }
        }
        return out;
    }

    private List<Fact> hqFacts(Side side) {
        Morale.Army army = Morale.army(side);
        return List.of(
                new Fact("Move", in(12) + " as cavalry or " + in(6) + " as infantry, with one brigade's move"),
                new Fact("Orders", "change on 2D6 at or under " + Scales.orderDistance(scale)
                        + " to the brigade's nearest base (rough ground counts double); 2 always works, 12 never"),
                new Fact("Immune", "never a target of fire; does not block sight"),
                new Fact("Assaulted", "moves " + in(4) + " clear at once; never assaults or moves into contact"),
                new Fact("Army breaks", army.brigades() == 0 ? "never (all brigades guerrilla)"
                        : "when " + army.breaksAt() + " of " + army.brigades() + " brigades " + (army.breaksAt() == 1 ? "has" : "have")
                                + " fled"));
    }

    private Card unit(Forces.UnitOf placed, Morale.Brigade morale) {
        Side side = placed.side();
        Unit u = placed.unit();
        Optional<UnitType> type = words.type(u);
        Optional<Weapon> weapon = words.weapon(u);
        boolean guerilla = Guerillas.isGuerilla(u, side.nation());
        List<Fact> facts = new ArrayList<>();
        int bases = u.count().orElse(1);
        facts.add(new Fact("Bases", bases + (bases == 1 ? " (a unit)" : " (each base a unit)")));
        int move = Units.move(u, Scales.DEFAULT);
        facts.add(new Fact("Move", in(move) + " · road " + in(move * 2) + " · rough " + Num.inches(Scales.inches(move, scale) / 2.0)));
        if (weapon.isEmpty() && type.filter(UnitType::isTroops).isPresent()) {
            // the scenario names no weapon and the text no standard one (SAW-018): the player circles it
            facts.add(new Fact("Fire", "circle one: rifle to " + in(Weapon.RIFLE.baseRange()) + " · carbine to "
                    + in(Weapon.CARBINE.baseRange()) + "; 1 die per base, 45° each side of front: " + effect(Weapon.RIFLE)));
        }
        weapon.ifPresent(w -> {
            if (w.isArtillery()) {
                facts.add(new Fact("Fire", "sheaf " + sheaf(w) + " to " + in(w.baseRange()) + "; 1 die per unit under it: "
                        + effect(w)));
            } else {
                facts.add(new Fact("Fire", Num.count(w.dice(), "die", "dice") + " per base to " + in(w.baseRange())
                        + ", 45° each side of front: " + effect(w)));
            }
        });
        facts.add(new Fact("Fired on", "soft cover −1, hard cover −2, pinned −1"));
        facts.add(new Fact("Assault", assault(u, type)));
        facts.add(new Fact("Brigade", guerilla ? "not counted for morale (guerrilla)" : breakPoints(morale)));
        List<String> notes = new ArrayList<>();
        if (side.nation().equals("spain") && weapon.isPresent()) {
            notes.add(weapon.get().isArtillery()
                    ? "Ammunition: 2D6 each time it fires; a 2 and it falls silent once this sheaf lifts."
                    : "Ammunition: on a natural 1 roll again; a second 1 and it is out for the game.");
        }
        if (side.nation().equals("us") && type.filter(t -> t == UnitType.MACHINEGUN).isPresent()) {
            notes.add("Friendly fire: on a natural 1 roll again; 5-6 (modified) pins a friend in arc and sight.");
        }
        if (guerilla) {
            notes.add("Guerrilla: in any close assault with non-guerrillas, or pinned or killed by fire, the base leaves; not counted as lost.");
        }
        if (u.type().equals("cavalry") && Arms.mounted(u)) {
            notes.add("Mounted: +1 in assault after a straight " + in(2) + " charge at troops in the open.");
        }
        if (weapon.filter(Weapon::isArtillery).isPresent()) {
            String targets = targets(side, u);
            if (!targets.isEmpty()) {
                notes.add("Pre-spotted (its mark on the map, the distance from the gun): " + targets + ".");
            }
        }
        // dismounted cavalry's card gives the foot move: its kind line says why
        String typeWords = u.type().equals("cavalry") && !Arms.mounted(u) ? "Dismounted cavalry" : type.map(UnitType::label).orElse(u.type());
        String kind = typeWords + weapon.filter(w -> !w.isArtillery() && w != Weapon.MACHINEGUN)
                .map(w -> " · " + w.label().toLowerCase(Locale.ROOT)).orElse("");
        return placed.card(kind, facts, notes, List.of(new Card.Track("Bases lost:", bases)));
    }

    private String in(int baseInches) {
        return Num.inches(Scales.inches(baseInches, scale));
    }

    private String sheaf(Weapon w) {
        return w == Weapon.FIELD_GUN ? in(1) + "×" + in(2) : in(2) + "×" + in(2) + " or " + in(1) + "×" + in(4) + " in " + in(1) + " squares";
    }

    static String effect(Weapon w) {
        return effect(w, 0);
    }

    /** What each roll of the die does with {@code modifier} added to it (cover −1 or −2): "5-6 pins", "6 pins", "no effect". */
    static String effect(Weapon w, int modifier) {
        List<String> out = new ArrayList<>();
        faces(w.pinFrom() - modifier, Math.min(6, w.pinTo() - modifier)).ifPresent(f -> out.add(f + " pins"));
        faces(w.destroyFrom() - modifier, 6).ifPresent(f -> out.add(f + " destroys"));
        return out.isEmpty() ? "no effect" : String.join(" · ", out);
    }

    private static Optional<String> faces(int from, int to) {
        return from > to ? Optional.empty() : Optional.of(from == to ? String.valueOf(from) : from + "-" + to);
    }

    private static String assault(Unit u, Optional<UnitType> type) {
        if (type.map(UnitType::isGun).orElse(false)) {
            return "may not start one; −1 on its die if assaulted";
        }
        return "1 die a base, sides add; higher total takes all; ties re-roll";
    }

    static String breakPoints(Morale.Brigade m) {
        if (m.ignored()) {
            return "not counted for morale";
        }
        if (m.haltsAt() == m.fleesAt()) {
            return "flees at " + m.fleesAt() + " of " + m.bases() + " lost or pinned";
        }
        return "halts at " + m.haltsAt() + " of " + m.bases() + " lost or pinned, flees at " + m.fleesAt();
    }

    /** This gun's side's targets with the distance from where the gun starts. */
    private String targets(Side side, Unit gun) {
        List<String> out = new ArrayList<>();
        int n = 0;
        for (Target t : scenario.targets()) {
            n++;
            if (!t.side().equals(side.id())) {
                continue;
            }
            Optional<Shape> where = t.feature().flatMap(scenario::feature).map(x -> x.shape()).or(() -> t.at().map(Shape.Spot::new));
            String name = t.label().or(() -> t.feature().flatMap(scenario::feature).map(x -> x.displayName())).orElse("target");
            String dist = gun.at().flatMap(a -> where.map(w -> Geometry.distanceTo(a, w)))
                    .map(d -> " " + Num.inches(Math.round(d))).orElse("");
            out.add("T" + n + " " + name + dist);
        }
        return String.join(", ", out);
    }
}

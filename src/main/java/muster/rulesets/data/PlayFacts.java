package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.scenario.Geometry;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.Play;
import muster.scenario.rulefile.RuleSetFile;
import muster.view.Card;
import muster.view.Chart.Table;
import muster.view.Forces;
import muster.view.Words;

/**
 * What a rule-set file's play keys print on a unit's card and on the aid: the melee roll with what the unit's tags add and who
 * wins ties, the work a unit starts in and what it does for it, how its side's hits split, and fire held until some ground.
 */
record PlayFacts(Scenario scenario, FileFacts facts) {

    private Play play() {
        return facts.file().profiles().play();
    }

    /**
     * "1d6 +1 · Spain wins ties": the roll, what the unit's tags add, whether it never starts a melee ("1d6; never attacks"), and
     * who wins a tie, from the unit's side's view.
     */
    Optional<Card.Fact> melee(Unit u, String nation) {
        // a unit that never starts a melee says so in place of who wins ties: a gun's card is full, and the aid says the ties
        return play().melee().map(m -> new Card.Fact("Melee", (play().plainCards() ? Rolls.plain(pool(m.roll())) : pool(m.roll())) + signed(new TagEffects(facts).meleeAdd(u))
                + (m.defendOnly().contains(u.type()) ? "; never attacks" : m.ties().map(t -> " · " + ties(t, nation)).orElse(""))));
    }

    private static String pool(Dice d) {
        return d instanceof Dice.Roll r ? r.pool().toString() : d.text();
    }

    /** " +1", " -1"; nothing for 0. */
    static String signed(int add) {
        return add == 0 ? "" : add > 0 ? " +" + add : " " + add;
    }

    /** Who wins a tie, said to the unit's side: "you win ties", "Spain wins ties", "the defender wins ties". */
    private String ties(String winner, String nation) {
        if (winner.equals(nation)) {
            return "you win ties";
        }
        return (Play.TIE_WINNERS.contains(winner) ? "the " + winner : facts.nationName(winner)) + " wins ties";
    }

    /** A fact for each work the unit starts in: "Inside: safe from United States fire; +1 in melee". */
    List<Card.Fact> inside(Unit u, String nation) {
        List<Card.Fact> out = new ArrayList<>();
        for (Play.Work w : play().works()) {
            if (!in(u, w)) {
                continue;
            }
            List<String> parts = new ArrayList<>();
            List<String> from = w.safeFrom().stream().filter(n -> !n.equals(nation)).map(facts::shortName).toList();
            if (!from.isEmpty()) {
                parts.add("safe from " + String.join(" and ", from) + " fire");
            }
            if (w.meleeAdd() != 0) {
                parts.add(signed(w.meleeAdd()).strip() + " in melee");
            }
            if (!parts.isEmpty()) {
                out.add(new Card.Fact("Inside", String.join("; ", parts)));
            }
        }
        return out;
    }

    /** What a roster line says of the works the unit starts in: "in the blockhouse". */
    List<String> rosterNotes(Unit u) {
        return play().works().stream().filter(w -> in(u, w)).map(w -> "in the " + Words.plain(w.kind())).toList();
    }

    /** Whether the unit starts within the work's reach of ground of its kind, at the scale. */
    private boolean in(Unit u, Play.Work w) {
        double within = w.within() * facts.factor();
        return u.at().filter(at -> scenario.terrain().stream().filter(t -> t.kind().equals(w.kind()))
                .map(Terrain::shape).anyMatch(shape -> Geometry.distanceTo(at, shape) <= within + 1e-9)).isPresent();
    }

    /**
     * The notes on an armed unit's card: fire held until some ground, as the rules state it (that the first shots come a turn
     * later, with {@code fromNextTurn}, is said on the aid), and, with {@code split}, how its side's hits split.
     */
    List<String> notes(String nation, boolean split) {
        List<String> out = new ArrayList<>();
        play().holdFire().stream().filter(h -> h.nation().equals(nation))
                .forEach(h -> out.add("No shooting till one of yours reaches " + ground(h.until()) + "."));
        play().hits().stream().filter(h -> split).filter(h -> h.nation().equals(nation)).forEach(h -> out.add("Hits: " + share(h) + " " + h.effect()
                + ", the rest " + h.rest() + "."));
        return out;
    }

    private static String ground(String kind) {
        return "the " + Words.plain(kind);
    }

    static String share(Play.HitSplit h) {
        return h.share() == Play.Share.HALF_UP ? "half (rounded up)" : "half (rounded down)";
    }

    /**
     * A table per fielded nation's hit split with {@code tableTo}: its hits 1 to that many, and how many of each do the
     * share's effect and the rest's ("US hits 1 2 3 / Pins 1 1 2 / Kills 0 1 1").
     */
    List<Table> splitTables() {
        List<Table> out = new ArrayList<>();
        for (Play.HitSplit h : play().hits()) {
            if (!fielded(h.nation()) || h.tableTo().isEmpty()) {
                continue;
            }
            List<String> header = new ArrayList<>(List.of(facts.shortName(h.nation()) + " hits"));
            List<String> share = new ArrayList<>(List.of(Words.capitalized(counted(h.effect()))));
            List<String> rest = new ArrayList<>(List.of(Words.capitalized(counted(h.rest()))));
            for (int n = 1; n <= h.tableTo().get(); n++) {
                header.add(String.valueOf(n));
                share.add(String.valueOf(h.share(n)));
                rest.add(String.valueOf(n - h.share(n)));
            }
            out.add(new Table(header, List.of(share, rest), ""));
        }
        return out;
    }

    /** An effect as a row of counts names it: "pin" counts "pins"; words of more than one ("is out") stand as they are. */
    private static String counted(String effect) {
        return effect.contains(" ") || effect.endsWith("s") ? effect : effect + "s";
    }

    /** The aid's lines on shooting: whose fire is held until what, and how a side's hits split. */
    List<String> shooting() {
        List<String> out = new ArrayList<>();
        for (Play.HoldFire h : play().holdFire()) {
            if (fielded(h.nation())) {
                String until = h.fromNextTurn() ? " may not shoot before the turn after one of " : " may not shoot until one of ";
                out.add((facts.hasPeople(h.nation()) ? facts.people(h.nation()) + until + "them"
                        : facts.nationName(h.nation()) + until + "its " + facts.many()) + " reaches " + ground(h.until())
                        + (h.fromNextTurn() ? ": they shoot before they move" : "") + ".");
            }
        }
        for (Play.HitSplit h : play().hits()) {
            if (fielded(h.nation())) {
                out.add(facts.nationName(h.nation()) + ": add up the hits of the phase; " + share(h) + " " + h.effect() + ", the rest "
                        + h.rest() + ".");
            }
        }
        casualties().ifPresent(out::add);
        return out;
    }

    /**
     * A rule card per work on the table, in the colours of the first side its shelter serves (one of a nation not in
     * {@code safeFrom}): who is in it, whose fire cannot harm them, what defending it adds in melee.
     */
    List<Card> cards() {
        List<Card> out = new ArrayList<>();
        for (Play.Work w : play().works()) {
            Optional<Forces.SideOf> side = Forces.sides(scenario).stream().filter(s -> !w.safeFrom().contains(s.side().nation())).findFirst();
            for (Terrain t : scenario.terrain()) {
                if (!t.kind().equals(w.kind()) || side.isEmpty()) {
                    continue;
                }
                List<Card.Fact> lines = new ArrayList<>();
                lines.add(new Card.Fact("In it", w.within() > 0 ? "within " + facts.inches(w.within()) : "on it"));
                if (!w.safeFrom().isEmpty()) {
                    lines.add(new Card.Fact("Inside", "safe from " + String.join(" and ", w.safeFrom().stream().map(facts::shortName).toList())
                            + " fire"));
                }
                if (w.meleeAdd() != 0) {
                    lines.add(new Card.Fact("Melee", signed(w.meleeAdd()).strip() + " for its defender"));
                }
                w.holds().ifPresent(h -> lines.add(new Card.Fact("Holds", h + " " + (h == 1 ? facts.one() : facts.many()))));
                lines.addAll(stillHit(w));
                List<String> notes = w.takenInMelee() ? List.of(stormers(w) + " must take it hand to hand.") : List.of();
                out.add(new Card(t.displayName(), Words.capitalized(Words.plain(w.kind())), side.get().side().name(), side.get().sideClass(),
                        w.meleeAdd() != 0 || w.takenInMelee() ? "Rules for melee" : "Rules for shooting", lines, notes, List.of(), false));
            }
        }
        return out;
    }

    /** The people of the nations a work shelters from, who must take it in melee: "Americans". */
    private String stormers(Play.Work w) {
        return Words.list(w.safeFrom().stream().map(facts::people).toList());
    }

    /** A fact per off-table fire of a nation the work does not shelter from: "Spanish artillery: still hits inside". */
    private List<Card.Fact> stillHit(Play.Work w) {
        return play().offTable().stream().filter(o -> !w.safeFrom().isEmpty() && !w.safeFrom().contains(o.nation()))
                .map(o -> new Card.Fact(o.name(), "still hits inside")).toList();
    }

    /** The aid's lines on the works on this table: who is in one, and what it does for them. */
    List<String> works() {
        List<String> out = new ArrayList<>();
        for (Play.Work w : play().works()) {
            if (!scenario.hasKind(w.kind())) {
                continue;
            }
            String name = Words.capitalized(Words.plain(w.kind()));
            String in = w.within() > 0 ? "a " + facts.one() + " within " + facts.inches(w.within()) + " is in it" : "a " + facts.one() + " on it is in it";
            List<String> parts = new ArrayList<>(List.of(in));
            if (!w.safeFrom().isEmpty()) {
                parts.add(String.join(" and ", w.safeFrom().stream().map(facts::nationName).toList()) + " fire cannot harm it there");
            }
            if (w.meleeAdd() != 0) {
                parts.add("defending it, " + signed(w.meleeAdd()).strip() + " in melee");
            }
            if (w.takenInMelee()) {
                parts.add(stormers(w) + " must take it hand to hand");
            }
            out.add(name + ": " + String.join("; ", parts) + ".");
        }
        return out;
    }

    /** The aid's melee lines: how one starts, the roll, who wins ties, and what each fielded tag adds. */
    List<String> melee() {
        List<String> out = new ArrayList<>();
        play().melee().ifPresent(m -> {
            if (m.startsOnContact()) {
                out.add("Move into contact with an enemy " + facts.one() + " to fight a melee.");
            }
            out.add("Each " + facts.one() + " in contact rolls " + pool(m.roll()) + "; the higher total wins"
                    + m.ties().map(t -> ", " + (Play.TIE_WINNERS.contains(t) ? "the " + t : facts.nationName(t)) + " winning ties").orElse("") + ".");
            m.loser().ifPresent(l -> out.add("The loser " + l + "."));
            InPlay.tags(scenario, facts.file()).stream().filter(t -> t.meleeAdd() != 0)
                    .forEach(t -> out.add("A " + facts.one() + " tagged " + Words.plain(t.tag()) + (t.meleeAdd() > 0 ? " adds " + t.meleeAdd()
                            : " takes " + -t.meleeAdd()) + " in melee."));
            List<String> defending = m.defendOnly().stream().filter(t -> scenario.sides().stream().anyMatch(s -> s.units().stream()
                    .anyMatch(u -> u.type().equals(t)))).map(facts::typeName).toList();
            if (!defending.isEmpty()) {
                out.add(Words.list(defending) + " units never start a melee; attacked, they fight with the same roll.");
            }
            if (m.oneAtATime()) {
                out.add("Several " + facts.many() + " on one enemy: fight one at a time.");
            }
            if (m.winnerStops()) {
                out.add("A winner does not go on to attack another " + facts.one() + ".");
            }
        });
        return out;
    }

    /**
     * The aid's lines on pinned figures: what one may not do ("A pinned figure may not move or shoot, and may not start a melee;
     * attacked, it fights back.") and what an enemy fighting it adds ("An enemy fighting a pinned figure adds 1.").
     */
    List<String> pinned() {
        List<String> out = new ArrayList<>();
        play().pinned().ifPresent(p -> {
            String one = facts.one();
            p.shown().ifPresent(how -> out.add("To show a pinned " + one + ", " + how + "."));
            p.recovers().ifPresent(r -> out.add("A pinned " + one + " recovers in " + recovery(r) + "."));
            List<String> acts = new ArrayList<>();
            if (p.cannot().contains(Play.Pinned.Deed.MOVE)) {
                acts.add("move");
            }
            if (p.cannot().contains(Play.Pinned.Deed.SHOOT)) {
                acts.add("shoot");
            }
            boolean attack = p.cannot().contains(Play.Pinned.Deed.ATTACK);
            String may = acts.isEmpty() ? "" : "may not " + String.join(" or ", acts);
            String start = attack ? (may.isEmpty() ? "may not" : ", and may not") + " start a melee; attacked, it fights back" : "";
            if (!may.isEmpty() || attack) {
                out.add("A pinned " + one + " " + may + start + ".");
            }
            if (p.enemyMeleeAdd() != 0) {
                out.add("An enemy fighting a pinned " + one + (p.enemyMeleeAdd() > 0 ? " adds " + p.enemyMeleeAdd()
                        : " takes " + -p.enemyMeleeAdd()) + ".");
            }
        });
        return out;
    }

    /** The phase a pin ends in: "its side's unpin phase" when each phase of that name is a side's, else "the Rally phase". */
    private String recovery(Play.Pinned.Recovery r) {
        List<RuleSetFile.Phase> phases = facts.file().sequence().stream().filter(r::endsIn).toList();
        if (phases.size() > 1 && phases.stream().noneMatch(ph -> ph.side().equals("both"))) {
            return "its side's " + r.phase() + " phase";
        }
        return "the " + Words.list(phases.stream().map(RuleSetFile.Phase::name).distinct().toList()) + " phase";
    }

    /** The aid's line on who picks the figures a hit takes: "The side that is hit picks which of its front figures fall." */
    Optional<String> casualties() {
        return play().casualties().map(c -> (c.chosenBy() == Play.Casualties.Picker.TARGET ? "The side that is hit picks which of its "
                : "The shooter picks which of the enemy's ") + (c.front() ? "front " : "") + facts.many() + " fall.");
    }

    private boolean fielded(String nation) {
        return scenario.sides().stream().anyMatch(s -> s.nation().equals(nation));
    }
}

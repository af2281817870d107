package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Profiles;
import muster.scenario.rulefile.RuleWords;
import muster.view.Card;
import muster.view.Forces;
import muster.view.Num;
import muster.view.Words;

/**
 * A card per unit, made from its type's and weapon's profiles as its tags change them: its moves, its fire band by band, its
 * morale and its tags.
 */
record DataCards(Scenario scenario, FileFacts facts, UnitWords<String, String> words) {

    List<Card> all() {
        List<Card> out = new ArrayList<>(Forces.units(scenario).stream().map(this::unit).toList());
        out.addAll(new OffTableFire(scenario, facts).cards());
        out.addAll(new Crossings(scenario, facts).cards());
        out.addAll(new PlayFacts(scenario, facts).cards());
        return out;
    }

    private Card unit(Forces.UnitOf placed) {
        Unit u = placed.unit();
        List<Card.Fact> out = new ArrayList<>();
        TagEffects own = new TagEffects(facts);
        String moveNote = tagWords(u).flatMap(w -> w.moveNote().stream()).map(n -> " (" + n + ")").findFirst().orElse("");
        new Moves(facts).of(own.moveType(u)).ifPresent(m -> out.add(new Card.Fact("Move", m + moveNote)));
        String nation = placed.side().nation();
        PlayFacts play = new PlayFacts(scenario, facts);
        words.weapon(u).ifPresent(w -> out.addAll(new Shooting(facts).card(w, nation)));
        words.weapon(u).flatMap(facts::weapon).filter(Profiles.WeaponProfile::neverRunsOut)
                .ifPresent(w -> out.add(new Card.Fact("Ammo", "never runs out")));
        play.melee(u, nation).ifPresent(out::add);
        own.morale(u).flatMap(DataCards::morale).ifPresent(m -> out.add(new Card.Fact("Morale", m)));
        out.addAll(play.inside(u, nation));
        // a model (a gun and its crew) has a full card: how figures get through an obstacle and how the side's hits split are
        // on the figures' cards and the aid
        boolean model = facts.type(u.type()).filter(Profiles.TypeProfile::model).isPresent();
        if (!model) {
            out.addAll(new Crossings(scenario, facts).unitFacts(nation));
        }
        List<String> notes = new ArrayList<>(tags(u));
        if (words.weapon(u).isPresent()) {
            notes.addAll(play.notes(nation, !model));
        }
        notes.addAll(new OffTableFire(scenario, facts).ownNotes(nation));
        int count = DataSheets.count(u);
        // a tag may name the figure on the kind line in place of its type ("1 figure · officer")
        String type = tagWords(u).flatMap(w -> w.kind().stream()).findFirst().orElseGet(() -> facts.typeName(u.type()));
        // a weapon named as its type is ("Gatling gun" of a Gatling gun) is said once
        String kind = Num.count(count, facts.one(u.type()), facts.many(u.type())) + " · " + type.toLowerCase(Locale.ROOT)
                + words.weapon(u).map(this::kindWeapon).filter(w -> !w.isBlank() && !Words.saysAlike(type, w)).map(w -> " · " + w).orElse("");
        List<Card.Track> boxes = new ArrayList<>();
        words.weapon(u).filter(this::runsDry).ifPresent(w -> boxes.add(new Card.Track("Empty:", 1)));
        boxes.add(new Card.Track("Lost:", count));
        return placed.card(kind, out, notes, boxes);
    }

    /** The vocabulary's words of the unit's tags, in the unit's order. */
    private java.util.stream.Stream<RuleWords.Word> tagWords(Unit u) {
        return u.tags().stream().flatMap(t -> facts.file().vocabulary().tags().stream().filter(w -> w.word().equals(t)).limit(1));
    }

    /** The weapon as a card's kind line names it: its {@code card} where it gives one (blank: not named), else its name. */
    private String kindWeapon(String weapon) {
        return facts.file().vocabulary().weapons().stream().filter(w -> w.word().equals(weapon)).findFirst()
                .flatMap(RuleWords.Word::card).orElseGet(() -> facts.weaponName(weapon));
    }

    /** Whether the weapon can run out of ammunition for the game: its cards get a box to tick when it does. */
    private boolean runsDry(String weapon) {
        return facts.file().profiles().weapons().stream().anyMatch(p -> p.weapon().equals(weapon) && p.runsDry());
    }

    /** A morale number and its test: "7; test 2d6, 7 or less (58%)". */
    static Optional<String> morale(Profiles.Morale m) {
        List<String> parts = new ArrayList<>();
        m.number().ifPresent(n -> parts.add(String.valueOf(n)));
        m.test().ifPresent(t -> parts.add("test " + Rolls.words(t) + " (" + Rolls.odds(t) + ")"));
        return parts.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", parts));
    }

    /** What each of the unit's tags means, as the file says it ("Veteran: morale 8, +1 in close combat."), or its {@code card}. */
    private List<String> tags(Unit u) {
        List<String> out = new ArrayList<>();
        for (String tag : u.tags()) {
            facts.file().vocabulary().tags().stream().filter(w -> w.word().equals(tag)).findFirst()
                    .map(w -> w.card().orElse(w.meaning())).filter(text -> !text.isBlank()).ifPresent(text -> out.add(sentence(text)));
        }
        return out;
    }

    /** A meaning as a sentence: its first letter a capital, a full stop at its end. */
    static String sentence(String text) {
        String t = Words.capitalized(text.strip());
        return t.isEmpty() || t.endsWith(".") || t.endsWith("!") || t.endsWith("?") ? t : t + ".";
    }
}

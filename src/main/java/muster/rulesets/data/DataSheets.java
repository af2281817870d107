package muster.rulesets.data;

import java.util.List;
import java.util.Optional;
import muster.rules.Guns;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.rulefile.Profiles;
import muster.view.Card;
import muster.view.CardFaces;
import muster.view.Chart;
import muster.view.Num;
import muster.view.PlayerAid;
import muster.view.Roster;
import muster.view.RuleSetSheets;
import muster.view.kit.KitContent;

/** What a rule-set file prints for one scenario: everything made from the file's own facts, through the built-ins' views. */
record DataSheets(Scenario scenario, FileFacts facts, UnitWords<String, String> words) implements RuleSetSheets {

    /** The frontage of a figure, base or stand whose type gives no {@code base}: an inch, as for a single figure. */
    static final double DEFAULT_BASE = 1;

    @Override
    public double baseInches() {
        return DEFAULT_BASE;
    }

    /** A unit's profile base: that many bases or models of its size across its front, whatever the unit's count. */
    @Override
    public Footprint footprint(Unit unit) {
        Optional<Profiles.Base> base = facts.type(unit.type()).flatMap(Profiles.TypeProfile::base);
        return base.map(b -> new Footprint(b.count() * b.size(), b.size())).orElseGet(() -> RuleSetSheets.super.footprint(unit));
    }

    /** The unit's count in the file's words ("8 figures"); 1 for a unit that gives none. */
    static int count(Unit unit) {
        return Math.max(1, unit.count().orElse(1));
    }

    @Override
    public String strength(Unit unit) {
        return Num.count(count(unit), facts.one(unit.type()), facts.many(unit.type()));
    }

    @Override
    public String weapon(Unit unit) {
        Optional<String> w = words.weapon(unit);
        if (w.isEmpty()) {
            return "";
        }
        Optional<Double> reach = facts.weapon(w.get()).flatMap(p -> new Shooting(facts).reach(p));
        return facts.weaponName(w.get()) + reach.map(r -> ", " + Num.inches(r)).orElse("");
    }

    /** A unit of an artillery type as a gun, its reach its weapon's farthest band; none where a band has no end. */
    @Override
    public Optional<Guns.Gun> gun(Unit unit) {
        Optional<String> w = words.weapon(unit);
        if (!unit.type().endsWith("artillery") || w.isEmpty() || unit.at().isEmpty()) {
            return Optional.empty();
        }
        return facts.weapon(w.get()).flatMap(p -> new Shooting(facts).reach(p))
                .map(r -> new Guns.Gun(unit, unit.at().get(), facts.weaponName(w.get()), (int) Math.floor(r)));
    }

    @Override
    public List<EdgeNote> edgeNotes() {
        return new OffTableFire(scenario, facts).edgeNotes();
    }

    @Override
    public List<Card> cards() {
        return new DataCards(scenario, facts, words).all();
    }

    @Override
    public PlayerAid aid() {
        return new DataAid(scenario, facts, words).aid();
    }

    @Override
    public Chart appendix() {
        return new DataAppendix(scenario, facts, words).chart();
    }

    @Override
    public List<Roster> rosters() {
        return new DataRosters(scenario, facts, words, this).all();
    }

    @Override
    public String style() {
        return style(facts);
    }

    /** The pack's style class: large type where the file's {@code profiles.largeType} asks for it. */
    static String style(FileFacts facts) {
        return facts.file().profiles().play().largeType() ? CardFaces.LARGE_TYPE : "";
    }

    @Override
    public KitContent kit() {
        return new DataKit(scenario, facts, words).kit(cards());
    }
}

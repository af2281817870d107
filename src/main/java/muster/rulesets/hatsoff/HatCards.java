package muster.rulesets.hatsoff;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import muster.rules.UnitWords;
import muster.rulesets.hatsoff.TerrainKind.Cover;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.view.Card.Fact;
import muster.view.Card;
import muster.view.Forces;

/** One card per unit and one per commander, every number worked out for this unit at this ratio. */
record HatCards(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    static final int BOXES_PER_ROW = 10;

    List<Card> all() {
        List<Card> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            s.hqCard("Commander", "Commander (HQ)", commanderFacts(s.side())).ifPresent(out::add);
            for (Forces.UnitOf u : Forces.units(s)) {
                out.add(unit(HatUnit.of(scenario, words, u.side(), u.unit()), u));
            }
        }
        return out;
    }

    private static List<Fact> commanderFacts(Side side) {
        return List.of(
                new Fact("Moves", "in phase 2, with the couriers, before any troops"),
                new Fact("Orders", "units keep their last orders until his new ones reach them"),
                new Fact("With a unit", "hit on 9-10 of a ten-sided die each time it is fired on ("
                        + Odds.officerHit().percent() + ")"),
                new Fact("If hit", "every unit of " + side.name() + " −10% morale for the rest of the game"));
    }

    private Card unit(HatUnit h, Forces.UnitOf placed) {
        Unit u = h.unit();
        List<Fact> facts = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<Card.Track> tracks = new ArrayList<>();
        if (h.commander()) {
            facts.add(new Fact("Figure", "a commander: fires nothing, never counted in losses"));
            facts.add(new Fact("With a unit", "+" + Morale.BRIGADIER + "% to its morale; hit on 9-10 of a ten-sided die each time it "
                    + "is fired on (" + Odds.officerHit().percent() + ")"));
            facts.add(new Fact("If hit", "every unit of the brigade −10% morale for the rest of the game"));
        } else if (h.artillery()) {
            battery(h, facts, notes, tracks);
        } else if (h.machineGun()) {
            machineGuns(h, facts, tracks);
        } else {
            troops(h, facts, notes, tracks);
        }
        if (u.hasTag(Troops.OFFICER)) {
            notes.add("Brigadier here: hit on 9-10 of a ten-sided die each time the unit is fired on.");
        }
        String kind = h.type().map(UnitType::label).orElse(u.type())
                + h.weapon().filter(w -> h.troops()).map(w -> " · " + w.label().toLowerCase(Locale.ROOT)).orElse("");
        return placed.card(kind, facts, notes, tracks);
    }

    /** A company's morale with what cover and works add. */
    private static String morale(HatUnit h) {
        return h.moraleText() + "; cover +" + Morale.IN_COVER + ", works +" + Morale.IN_WORKS;
    }

    /**
     * A gun's morale, and as the roster gives it at the start where the gun begins in cover or works (El Caney's Plasencia card
     * said "90% Spanish regular", its roster line "110% in works at the start"); a gun's card has no room for the modifiers.
     */
    private static String gunMorale(HatUnit h) {
        return h.moraleText() + (h.startCover() == Cover.NONE ? "" : ", " + h.startMoraleText() + " at the start");
    }

    private void troops(HatUnit h, List<Fact> facts, List<String> notes, List<Card.Track> tracks) {
        int men = h.strength().men();
        boolean mounted = Troops.mounted(h.unit());
        int fifties = h.strength().fifties();
        facts.add(new Fact("Strength", h.strength().describe()));
        facts.add(new Fact("Morale", morale(h)));
        boolean armed = h.weapon().isPresent();
        if (armed) {
            facts.addAll(fireByBand(fifties));
            int lead = Organisation.assaultColumnFifties(men, h.strength().menPerFigure());
            if (lead < fifties) {
                // a unit of one company fires whole in column too: the line would only repeat its fire
                Odds.Spread column = Odds.smallArms(lead, SmallArms.BANDS.get(0), 0);
                facts.add(new Fact("In column", "only its lead company fires: enemy loses " + column.min() + "-" + column.max() + " men to "
                        + SmallArms.BANDS.get(0).to() + "\""));
            }
        } else {
            facts.add(new Fact("Fire", "none: no firearms, it fights hand to hand"));
        }
        facts.add(new Fact("Melee", men + " men × an average die (2-5)"));
        facts.add(new Fact("Move", move(h, mounted)));
        if (armed) {
            facts.add(new Fact("Rounds", h.rounds() + ": tick a box below each turn it fires"));
        }
        notes.add("Morale falls 10% as losses reach " + h.ladderShort() + " men; a figure per " + h.strength().menPerFigure() + " men.");
        if (h.blackPowder()) {
            notes.add("Black powder: a cotton puff when it fires from cover.");
        }
        if (mounted) {
            notes.add("Dismounting: " + (men - Organisation.dismountedFiring(men)) + " men hold horses.");
        }
        if (armed) {
            rowsOfBoxes("1-" + Math.min(BOXES_PER_ROW, h.rounds()), h.rounds(), tracks);
        }
    }

    private void machineGuns(HatUnit h, List<Fact> facts, List<Card.Track> tracks) {
        int guns = h.strength().guns();
        facts.add(new Fact("Section", h.strength().describe()));
        facts.add(new Fact("To 18\"", "× " + GunFire.MG_CLOSE.factor() + ": " + Odds.guns(GunFire.MG_CLOSE, guns, 0).describe()));
        facts.add(new Fact("To 36\"", "× " + GunFire.MG_FAR.factor() + ": " + Odds.guns(GunFire.MG_FAR, guns, 0).describe()));
        facts.add(new Fact("Modifiers", modifiers(GunFire.MG_CLOSE.modifiers())));
        facts.add(new Fact("Morale", gunMorale(h)));
        facts.add(new Fact("Move", move(h, false)));
        tracks.add(new Card.Track("Guns out", guns));
    }

    private void battery(HatUnit h, List<Fact> facts, List<String> notes, List<Card.Track> tracks) {
        int guns = h.strength().guns();
        facts.add(new Fact("Guns", h.strength().describe()));
        facts.add(new Fact("Shell", "to " + GunFire.SHELL.toInches() + "\": " + Odds.guns(GunFire.SHELL, guns, 0).describe()));
        facts.add(new Fact("Canister", "to " + GunFire.CANISTER.toInches() + "\": " + Odds.guns(GunFire.CANISTER, guns, 0).describe()));
        facts.add(new Fact("Vs guns", "a ten-sided die a section: " + Batteries.HIT_ON + " silences a gun and " + Batteries.MEN_LOST_PER_HIT
                + " men, 1-" + Batteries.HIT_ON_LIMBERED + " if limbered"));
        facts.add(new Fact("Morale", gunMorale(h)));
        // short, as a battery's card is full: the quarter turn to unlimber is on the player aid
        facts.add(new Fact("Move", h.type().orElse(UnitType.FIELD_ARTILLERY).columnMove() + "\" limbered"));
        notes.add(h.blackPowder() ? "Black powder: found by enemy guns after every shot."
                : "Smokeless: found on a 2 or 5 of an average die, one try a turn.");
        tracks.add(new Card.Track("Guns out", guns));
        if (Options.artilleryAmmo(scenario)) {
            notes.add("Before play roll " + Batteries.SHELL_DICE + "D10 for shell rounds and " + Batteries.CANISTER_DICE
                    + "D10 for canister; strike out the boxes beyond.");
            rowsOfBoxes("Shell", Batteries.SHELL_DICE * Dice.TEN, tracks);
            rowsOfBoxes("Canister", Batteries.CANISTER_DICE * Dice.TEN, tracks);
        }
    }

    /** Rows of at most ten boxes, so each fits the card: {@code label} and ten, then "11-20" after a numbered label, else rows that carry on unlabelled. */
    static void rowsOfBoxes(String label, int boxes, List<Card.Track> tracks) {
        boolean numbered = label.matches("\\d.*");
        for (int from = 1; from <= boxes; from += BOXES_PER_ROW) {
            int to = Math.min(boxes, from + BOXES_PER_ROW - 1);
            tracks.add(new Card.Track(from == 1 ? label : numbered ? from + "-" + to : "", to - from + 1));
        }
    }

    /**
     * Men the enemy loses to the unit's full fifties, unmodified, a row for each band, read as a chart:
     * "Fire to 12\"": "enemy loses 26-65 men", "to 24\"": "13-33 men", "to 36\"": "7-16 men".
     */
    static List<Fact> fireByBand(int fifties) {
        List<Fact> rows = new ArrayList<>();
        for (SmallArms.Band b : SmallArms.BANDS) {
            Odds.Spread sp = Odds.smallArms(fifties, b, 0);
            String men = (sp.min() == sp.max() ? sp.min() + (sp.min() == 1 ? " man" : " men") : sp.min() + "-" + sp.max() + " men");
            boolean first = rows.isEmpty();
            rows.add(new Fact((first ? "Fire to " : "to ") + b.to() + "\"", first ? "enemy loses " + men : men));
        }
        return rows;
    }

    static String modifiers(List<Modifier> list) {
        List<String> out = new ArrayList<>();
        for (Modifier m : list) {
            out.add(shortWhen(m.when()) + " " + m.signed());
        }
        return String.join(", ", out);
    }

    private static String shortWhen(String when) {
        return when.replace("target in ", "").replace("fired on in ", "");
    }

    private static String move(HatUnit h, boolean mounted) {
        UnitType t = h.type().orElse(UnitType.INFANTRY);
        if (t.isArtillery()) {
            return t.columnMove() + "\" limbered; reform in a quarter turn";
        }
        if (t == UnitType.CAVALRY && !mounted) {
            return UnitType.DISMOUNTED_LINE + "\" line · " + UnitType.DISMOUNTED_COLUMN + "\" column (on foot)";
        }
        return t.lineMove() + "\" line · " + t.columnMove() + "\" column";
    }
}

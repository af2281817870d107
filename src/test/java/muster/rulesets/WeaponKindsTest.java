package muster.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import muster.rules.Vocabulary;
import muster.rules.WeaponKinds;
import muster.scenario.Spans;
import muster.scenario.Unit;
import org.junit.jupiter.api.Test;

/**
 * A weapon that is a kind of the type's arm is read as that weapon: by the rule set's own weapon of
 * the name when it has one (junior-general's Gatling rolls 6 dice), else as the kind (saw-quickplay
 * reads a Gatling as a machine gun). A weapon its type cannot carry is the rule set's finding, and
 * the type's own stands in; troops that name none carry the rule set's standard arm where the text
 * names one.
 */
class WeaponKindsTest {

    private static Unit unit(String type, String weapon) {
        return new Unit("u", Optional.empty(), type, Optional.ofNullable(weapon), Optional.of(1), Optional.empty(), Optional.empty(),
                Optional.empty(), List.of(), false, Optional.empty(), Optional.empty(), Spans.NONE);
    }

    @Test
    void theSharedVocabularysKinds() {
        assertEquals(Optional.of("machinegun"), WeaponKinds.general("gatling"));
        assertEquals(Optional.of("field-gun"), WeaponKinds.general("mountain-gun"));
        assertEquals(Optional.of("rifle"), WeaponKinds.general("mauser"));
        assertEquals(Optional.of("carbine"), WeaponKinds.general("winchester"));
        assertEquals(Optional.empty(), WeaponKinds.general("siege-gun"));
        assertEquals(Optional.empty(), WeaponKinds.general("rifle"));
    }

    @Test
    void aGatlingIsAMachineGunWhereTheRuleSetHasNoGatlings() {
        assertEquals(Optional.of(muster.rulesets.sawquickplay.Weapon.MACHINEGUN),
                muster.rulesets.sawquickplay.Units.ARMS.weapon(unit("machinegun", "gatling")));
        assertEquals(Optional.of(muster.rulesets.sawquickplay.Weapon.FIELD_GUN),
                muster.rulesets.sawquickplay.Units.ARMS.weapon(unit("field-artillery", "mountain-gun")));
        assertEquals(Optional.of(muster.rulesets.sawquickplay.Weapon.RIFLE),
                muster.rulesets.sawquickplay.Units.ARMS.weapon(unit("infantry", "mauser")));
        assertEquals(Optional.of(muster.rulesets.sawquickplay.Weapon.CARBINE),
                muster.rulesets.sawquickplay.Units.ARMS.weapon(unit("cavalry", "winchester")));
        assertTrue(Vocabulary.has(RuleSets.find("saw-quickplay").orElseThrow().vocabulary().weapons(), "gatling"));
    }

    @Test
    void aGatlingStaysAGatlingWhereTheRuleSetHasOne() {
        // junior-general: Gatlings "work like machine guns but roll 6D6"
        Optional<muster.rulesets.juniorgeneral.Weapon> w = muster.rulesets.juniorgeneral.Figures.weapon(unit("machinegun", "gatling"));
        assertEquals(Optional.of(muster.rulesets.juniorgeneral.Weapon.GATLING), w);
        assertEquals(6, w.get().dice());
        assertFalse(w.get().runsDry());
        assertEquals(Optional.of(muster.rulesets.splendidlittlewar.Weapon.MOUNTAIN_GUN),
                muster.rulesets.splendidlittlewar.Units.weapon(unit("field-artillery", "mountain-gun")));
    }

    @Test
    void aWeaponTheTypeCannotCarryIsLeftOutForTheTypesOwn() {
        assertEquals(Optional.of(muster.rulesets.sawquickplay.Weapon.FIELD_GUN),
                muster.rulesets.sawquickplay.Units.ARMS.weapon(unit("field-artillery", "carbine")));
        assertEquals(Optional.empty(), muster.rulesets.sawquickplay.Units.ARMS.weapon(unit("infantry", "field-gun")));
    }

    @Test
    void mexicanTroopsThatNameNoWeaponCarryTheTextsStandardArm() {
        // "Mauser (standard infantry weapon)", "Winchester (standard cavalry weapon)"
        assertEquals(Optional.of(muster.rulesets.mexicanrevolution.Weapon.MAUSER),
                muster.rulesets.mexicanrevolution.Units.ARMS.weapon(unit("infantry", null)));
        assertEquals(Optional.of(muster.rulesets.mexicanrevolution.Weapon.WINCHESTER),
                muster.rulesets.mexicanrevolution.Units.ARMS.weapon(unit("cavalry", null)));
        assertEquals(Optional.empty(), muster.rulesets.mexicanrevolution.Units.ARMS.weapon(unit("general", null)));
    }
}

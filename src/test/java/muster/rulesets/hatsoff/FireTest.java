package muster.rulesets.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import muster.rules.Fraction;
import org.junit.jupiter.api.Test;

/** Ranges, factors and modifiers of seed 002's rifle, artillery and machine-gun fire. */
class FireTest {

    @Test
    void rifleBandsAndFactors() {
        // Seed III.4 (read from the scan): short 0-12", medium 12-24", long 24-36".
        // III.6.b: losses times 1 at short, 1/2 at medium, 1/4 at long.
        assertEquals(List.of(12, 24, 36), SmallArms.BANDS.stream().map(SmallArms.Band::to).toList());
        assertEquals(List.of(Fraction.ONE, Fraction.of(1, 2), Fraction.of(1, 4)),
                SmallArms.BANDS.stream().map(SmallArms.Band::factor).toList());
        assertEquals(List.of(0, 12, 24), SmallArms.BANDS.stream().map(SmallArms.Band::from).toList());
        // III.5: fire in woods at half ranges.
        assertEquals(18, SmallArms.LONG.inWoods().to());
        assertEquals(6, SmallArms.SHORT.inWoods().to());
    }

    @Test
    void rifleModifiersAccumulate() {
        // Seed III.6.a as read: firer suppressed -1, from cover +1, from works +2; target in soft
        // cover or suppressed -1, in column or enfiladed +1, in works -2.
        assertEquals(List.of(-1, 1, 2), SmallArms.FIRER.stream().map(Modifier::value).toList());
        assertEquals(List.of(-1, 1, -2), SmallArms.TARGET.stream().map(Modifier::value).toList());
        assertEquals("−2", SmallArms.TARGET.get(2).signed());
    }

    @Test
    void rifleLossesRoundToTheNearestManAndNeverGoBelowNothing() {
        assertEquals(12, SmallArms.losses(4, 3, SmallArms.SHORT));
        assertEquals(6, SmallArms.losses(4, 3, SmallArms.MEDIUM));
        assertEquals(3, SmallArms.losses(4, 3, SmallArms.LONG));
        assertEquals(1, SmallArms.losses(2, 1, SmallArms.LONG));
        assertEquals(2, SmallArms.losses(3, 1, SmallArms.MEDIUM));
        assertEquals(0, SmallArms.losses(0, 10, SmallArms.SHORT));
        assertEquals(0, SmallArms.losses(-1, 10, SmallArms.SHORT));
        assertEquals(0, SmallArms.losses(5, 0, SmallArms.SHORT));
    }

    @Test
    void artilleryAndMachineGuns() {
        // Seed III.B.4: shell to 72", canister to 15". III.B.5-6: guns x die for shell, x 5 for canister.
        assertEquals(72, GunFire.SHELL.toInches());
        assertEquals(15, GunFire.CANISTER.toInches());
        assertEquals(1, GunFire.SHELL.factor());
        assertEquals(5, GunFire.CANISTER.factor());
        // Seed III.C.1 and 3: machine guns to 36", x 5 to 18", x 3 beyond.
        assertEquals(18, GunFire.MG_CLOSE.toInches());
        assertEquals(36, GunFire.MG_FAR.toInches());
        assertEquals(5, GunFire.MG_CLOSE.factor());
        assertEquals(3, GunFire.MG_FAR.factor());
        assertEquals(36, Weapon.MACHINEGUN.kind().range());
        assertEquals(72, Weapon.FIELD_GUN.kind().range());
        assertEquals(36, Weapon.CARBINE.kind().range());
        // Shell: +1 column, +1 buildings, +2 enfilade, -2 works.
        assertEquals(List.of(1, 1, 2, -2), GunFire.SHELL.modifiers().stream().map(Modifier::value).toList());
        // Canister: +1 columns, -1 soft cover, +1 enfilade, -2 works.
        assertEquals(List.of(1, -1, 1, -2), GunFire.CANISTER.modifiers().stream().map(Modifier::value).toList());
        // Machine guns: +2 columns, -1 soft cover, +1 enfilade, -2 works, at either range.
        assertEquals(List.of(2, -1, 1, -2), GunFire.MG_FAR.modifiers().stream().map(Modifier::value).toList());
        assertEquals(GunFire.MG_CLOSE.modifiers(), GunFire.MG_FAR.modifiers());
        assertEquals(60, GunFire.CANISTER.losses(3, 4));
        assertEquals(0, GunFire.SHELL.losses(-1, 4));
    }

    @Test
    void arcsAndFiringOverFriends() {
        // Seed III.1: rifle fire to 30 degrees past each flank; III.B.1: batteries 45 degrees either flank.
        assertEquals(30, SmallArms.ARC_BEYOND_FLANK_DEGREES);
        assertEquals(45, GunFire.BATTERY_ARC_DEGREES);
        // III.3: rifles over lower friends beyond 4"; III.B.3: guns over lower friends 6" away (the scan's "611").
        assertEquals(4, SmallArms.FIRE_OVER_LOWER_FRIENDS_BEYOND);
        assertEquals(6, GunFire.FIRE_OVER_LOWER_FRIENDS_FROM);
    }
}

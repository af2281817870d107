package muster.rules.data;

import java.util.List;
import java.util.Optional;
import muster.rules.Guns;
import muster.rules.Report;
import muster.rules.WeaponKinds;
import muster.scenario.Scenario;
import muster.scenario.Target;
import muster.scenario.Unit;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.Organisation;
import muster.scenario.rulefile.Profiles;
import muster.scenario.rulefile.RuleSetFile;

/**
 * target-in-range: some placed unit of the target's side has a weapon (the one it names, else its
 * type's first) whose farthest range band, at the scenario's figure scale, reaches the target. A
 * side with no placed unit, or a target whose place is unknown (COM-003's), is not judged.
 */
final class TargetInRangeRule extends DataRule {

    TargetInRangeRule(Check check, RuleSetFile file) {
        super(check, file);
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Target t : s.targets()) {
            List<Guns.Shot> shots = Guns.shots(s, t, u -> gun(s, u));
            boolean placed = s.side(t.side()).map(side -> side.units().stream().anyMatch(u -> u.at().isPresent())).orElse(false);
            if (placed && Guns.where(s, t).isPresent() && shots.stream().noneMatch(Guns.Shot::inRange)) {
                found(report, t.spans().self(), Optional.of(t.side()), Fill.of("side", t.side(), "feature", t.feature().or(t::label).orElse("")));
            }
        }
    }

    private Optional<Guns.Gun> gun(Scenario s, Unit u) {
        if (u.at().isEmpty()) {
            return Optional.empty();
        }
        Optional<String> weapon = u.weapon().or(() -> file.organisation().stream().filter(o -> o.type().equals(u.type())).findFirst()
                .map(Organisation::weapons).flatMap(w -> w.stream().findFirst()));
        return weapon.flatMap(this::profile).map(p -> new Guns.Gun(u, u.at().get(), p.weapon(), reach(s, p)));
    }

    private Optional<Profiles.WeaponProfile> profile(String word) {
        List<Profiles.WeaponProfile> all = file.profiles().weapons();
        return all.stream().filter(p -> p.weapon().equals(word)).findFirst()
                .or(() -> WeaponKinds.general(word).flatMap(g -> all.stream().filter(p -> p.weapon().equals(g)).findFirst()));
    }

    /** The farthest inches a weapon reaches at this scale: its last band's end, or the whole table when a band has none. */
    private int reach(Scenario s, Profiles.WeaponProfile p) {
        if (p.bands().stream().anyMatch(b -> b.to().isEmpty())) {
            return Integer.MAX_VALUE;
        }
        return (int) Math.floor(scaled(s, p.bands().stream().mapToDouble(b -> b.to().get()).max().orElse(0)));
    }
}

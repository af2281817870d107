package muster.view;

import muster.scenario.Point;

/** A gun that reaches a pre-spotted target: where it starts, how far the target is, and the band. */
public record GunReach(Point from, double distance, String band) {
}

package muster.view.map;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import muster.view.map.MapView.KeyEntry;
import muster.view.map.MapView.Symbol;
import muster.view.map.MapView.TextLine;
import muster.view.map.MapView.Words;

/**
 * A laid-out map's key numbered afresh without laying the map out again. That is the map laid out again with the new numbers
 * only when each new number sets exactly as wide as the old one (a number's width decides where it fits, and so where every
 * label placed after it goes) and the key keeps its order (its entries stand in the order of their numbers).
 */
public final class KeyRenumbering {

    private KeyRenumbering() {
    }

    /**
     * The map with every label in its key numbered as {@code numbers} has its words, in the key and on the map; nothing when
     * a keyed label has no number there, two entries share their words, the order or a number's width would change, or a
     * number on the map cannot be told for certain from other words set as key numbers.
     */
    public static Optional<MapView> of(MapView map, Map<String, Integer> numbers) {
        List<KeyEntry> key = map.captions().key();
        Map<String, String> renamed = new HashMap<>();
        Set<String> texts = new HashSet<>();
        int last = Integer.MIN_VALUE;
        for (KeyEntry e : key) {
            Integer to = numbers.get(e.text());
            if (to == null || !texts.add(e.text()) || to <= last) {
                return Optional.empty();
            }
            last = to;
            String now = to.toString();
            if (LabelStyle.KEY.width(now, LabelStyle.KEY.size) != LabelStyle.KEY.width(e.number(), LabelStyle.KEY.size)
                    || renamed.put(e.number(), now) != null) {
                return Optional.empty();
            }
        }
        if (renamed.keySet().stream().allMatch(n -> renamed.get(n).equals(n))) {
            return Optional.of(map);
        }
        // each number stands on the map once, as one line of key-number words
        List<String> seen = new ArrayList<>();
        UnaryOperator<Words> renumber = w -> {
            if (w == null || !w.role().split(" ")[0].equals(LabelStyle.KEY.css) || w.lines().size() != 1
                    || !renamed.containsKey(w.lines().get(0).text())) {
                return w;
            }
            TextLine l = w.lines().get(0);
            seen.add(l.text());
            return new Words(List.of(new TextLine(l.x(), l.y(), renamed.get(l.text()))), w.anchor(), w.role(), w.size(), w.leader(), w.names());
        };
        MapView out = map(map, renumber, key.stream().map(e -> new KeyEntry(e.x(), e.y(), renamed.get(e.number()), e.textX(), e.text(),
                e.lines())).toList());
        return seen.size() == renamed.size() && Set.copyOf(seen).size() == seen.size() ? Optional.of(out) : Optional.empty();
    }

    /** The map with every placed words passed through {@code f} and the key given. */
    private static MapView map(MapView m, UnaryOperator<Words> f, List<KeyEntry> key) {
        MapView.Bearings b = m.bearings();
        MapView.Pieces p = m.pieces();
        MapView.Captions c = m.captions();
        UnaryOperator<Symbol> symbol = s -> new Symbol(s.x(), s.y(), s.sideClass(), f.apply(s.caption()), s.leader());
        return new MapView(m.frame(), m.ground(),
                new MapView.Bearings(b.grid(), b.edgeLabels(), b.scaleBar(), b.north().stream().map(symbol).toList(),
                        b.references().stream().map(f).toList()),
                new MapView.Pieces(p.zones().stream().map(z -> new MapView.Zone(z.points(), z.sideClass(), f.apply(z.caption()))).toList(),
                        p.orders().stream().map(o -> new MapView.OrderArrow(o.points(), o.head(), o.ticks(), o.sideClass(), f.apply(o.caption()))).toList(),
                        p.reaches().stream().map(r -> new MapView.Reach(r.x1(), r.y1(), r.x2(), r.y2(), r.sideClass(), f.apply(r.caption())))
                                .toList(),
                        p.units().stream().map(u -> new MapView.UnitMark(u.box(), u.dot(), u.rotate(), f.apply(u.caption()), u.symbol(),
                                u.sideClass(), u.hidden(), u.spot())).toList(),
                        p.hqs().stream().map(symbol).toList(), p.targets().stream().map(symbol).toList(),
                        p.objectives().stream().map(symbol).toList()),
                new MapView.Captions(c.labels().stream().map(f).toList(), c.edgeNotes(), c.legend(), key));
    }
}

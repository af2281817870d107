package muster.view;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import muster.rules.Checked;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.view.kit.KitLayout;
import muster.view.kit.KitOptions;
import muster.view.kit.KitView;
import muster.view.map.Audience;
import muster.view.map.MapView;
import muster.view.table.TableLayout;
import muster.view.table.TablePaper;
import muster.view.table.TableView;

/**
 * Everything one checked scenario prints on one paper: the rule set's sheets and the player aid, the game master's pack,
 * each side's handout, and the table map and kit as they are asked for. Each is derived the first time it is asked for, on
 * whatever thread asks, and then kept, so every file and command that uses a part shares the one derivation.
 */
public final class Documents {

    /** The player aid as laid out on its own: its charts, on the pack's paper in the rule set's style. */
    public record AidPage(PlayerAid aid, String style, String pageSize) {
    }

    /** How the table map prints: on {@code paper}'s sheets at 1:{@code scale}, the sheets of open ground left out or not. */
    public record TableChoice(TablePaper paper, int scale, boolean skipBlank) {
    }

    private final Checked<? extends RuleSetModule> checked;
    private final Paper paper;
    private final Once<RuleSetSheets> sheets;
    private final Once<PlayerAid> aid;
    /** Each pack's map fitted to its page alone, by audience: "" for the game master's, else a side's id. */
    private final Map<String, Once<Views.PlacedMap>> alone = new LinkedHashMap<>();
    private final Once<Integer> scale;
    private final Once<Views.PlacedMap> gameMasterMap;
    private final Once<Pack> gameMasterWhole;
    private final Once<Pack> gameMaster;
    private final Map<String, Once<Pack>> handouts = new LinkedHashMap<>();
    private final Map<TableChoice, Once<TableView>> tables = new ConcurrentHashMap<>();
    private final Map<KitOptions, Once<KitView>> kits = new ConcurrentHashMap<>();

    Documents(Checked<? extends RuleSetModule> checked, Paper paper) {
        this.checked = checked;
        this.paper = paper;
        this.sheets = new Once<>(() -> checked.ruleSet().sheets(checked));
        this.aid = new Once<>(() -> AidFit.fit(seenByAll(checked).map(open -> open.ruleSet().sheets(open)).orElse(sheets.get()).aid(), paper));
        Scenario scenario = checked.scenario();
        alone.put("", new Once<>(() -> Views.placeMap(scenario, paper, sheets.get(), Audience.gameMaster(), GAME_MASTER, 1)));
        for (Side side : scenario.sides()) {
            alone.put(side.id(), new Once<>(() -> Views.placeMap(scenario, paper, sheets.get(), Audience.side(side.id()),
                    handout(side), 1)));
        }
        // every map of the scenario at one scale, the smallest any of them fits at, so that a distance measures alike on each
        this.scale = new Once<>(() -> alone.values().stream().mapToInt(m -> m.get().scale()).max().orElse(1));
        this.gameMasterMap = new Once<>(() -> map("", Audience.gameMaster(), GAME_MASTER));
        // one type size for every card of the scenario, whichever pack prints it
        Once<Double> cardScale = new Once<>(() -> CardFaces.shared(sheets.get().cards(), sheets.get().style()));
        this.gameMasterWhole = new Once<>(() -> Views.build(checked, paper, sheets.get(), aid.get(), Audience.gameMaster(), GAME_MASTER,
                gameMasterMap.get(), cardScale.get()));
        this.gameMaster = new Once<>(() -> gameMasterWhole.get().forGameMaster(sheets.get().deck()
                .map(d -> KitLayout.deckFronts(d, paper, scenario.title())).orElse(List.of())));
        // each side's map keyed for its own players, 1, 2, 3 ...: numbers shared with the game master's map left gaps its
        // players read as notes taken out
        for (Side side : scenario.sides()) {
            Once<Views.PlacedMap> own = new Once<>(() -> map(side.id(), Audience.side(side.id()), handout(side)));
            handouts.put(side.id(), new Once<>(() -> Views.build(checked, paper, sheets.get(), aid.get(), Audience.side(side.id()),
                    handout(side), own.get(), cardScale.get())));
        }
    }

    private static final String GAME_MASTER = "game master's pack";

    /**
     * The scenario as every player sees it, where it hides something: the player aid lies at every player's elbow, so it is
     * drawn from this (a hidden battery puts no battery rules on it).
     */
    private static <M extends RuleSetModule> Optional<Checked<M>> seenByAll(Checked<M> checked) {
        Scenario open = checked.scenario().seenByAll();
        return open.equals(checked.scenario()) ? Optional.empty() : Optional.of(new Checked<>(open, checked.ruleSet(),
                checked.ruleSet().words(open), checked.inferences(), checked.notes()));
    }

    private static String handout(Side side) {
        return side.name() + " handout";
    }

    /** The map of one audience's pack at the scenario's scale: as it fitted alone when that is so already, else drawn again. */
    private Views.PlacedMap map(String key, Audience audience, String what) {
        Views.PlacedMap own = alone.get(key).get();
        int common = scale.get();
        return own.scale() >= common ? own : Views.placeMap(checked.scenario(), paper, sheets.get(), audience, what, common);
    }

    public Scenario scenario() {
        return checked.scenario();
    }

    public Paper paper() {
        return paper;
    }

    /** The game master's pack: every secret shown; the players' record sheets are in their handouts. */
    public Pack gameMaster() {
        return gameMaster.get();
    }

    /** The game master's pack as a booklet's chapter: its record sheets kept, to be copied, and no cards to cut out. */
    public Pack chapter() {
        return gameMasterWhole.get().withoutCards();
    }

    /** One side's handout: the public map plus its own secrets, its own orders, cards and roster. */
    public Pack handout(String sideId) {
        Once<Pack> pack = handouts.get(sideId);
        if (pack == null) {
            throw new IllegalArgumentException("no side " + sideId);
        }
        return pack.get();
    }

    /** The player aid every pack of the scenario places, to lay out once. */
    public AidPage aid() {
        return new AidPage(aid.get(), sheets.get().style(), paper.cssName());
    }

    /** The public terrain map cut into sheets of paper for play fully on paper, with its index page on the pack's paper. */
    public TableView table(TableChoice choice) {
        return tables.computeIfAbsent(choice, c -> new Once<>(() -> TableLayout.layout(checked.scenario(), sheets.get(), c.paper(),
                paper, c.scale(), c.skipBlank()))).get();
    }

    /** The paper-play kit: counters, markers, rulers, templates and cards. */
    public KitView kit(KitOptions options) {
        return kits.computeIfAbsent(options, o -> new Once<>(() -> KitLayout.layout(checked, sheets.get(), o))).get();
    }
}

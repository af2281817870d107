package muster.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import muster.render.Binding;
import muster.render.PrintListCsv;
import muster.render.RenderException;
import muster.render.Renderer;
import muster.render.ScenarioPrint;
import muster.rules.Checked;
import muster.scenario.Side;
import muster.scenario.load.ConventionLoader;
import muster.view.Paper;
import muster.view.RuleSetModule;
import muster.view.Views;
import muster.view.convention.Conventions;
import muster.view.convention.Part;
import muster.view.convention.PrintList;

/**
 * Renders a checked convention in memory: each scenario's packs, handouts and kit once, however
 * many tables use it, then each table's file (cover sheet, game master's pack, a handout per
 * player, the kit where asked) bound in print order, and the print list. Nothing is written here.
 */
final class ConventionBuild {

    static final String PRINT_LIST = ConventionLoader.PRINT_LIST;
    static final double PACK = 4;
    static final double HANDOUT = 3;
    static final double KIT = 4;
    static final double TABLE = 1.5;
    /** Parts rendered at once: two cores keep busy with two (openhtmltopdf and PDFBox run on one thread each). */
    static final int THREADS = 2;

    /** The files to write, by name, and the print list they add up to. */
    record Made(Map<String, byte[]> files, PrintList printList) {
    }

    /** A rendered part of a table's file, its pages (from 0) to print with a blank back, and those printed behind the one before. */
    private record Piece(String what, byte[] pdf, int pages, List<Integer> oneSided, List<Integer> backs) {
    }

    private final ConventionCheck.Plan plan;
    private final Paper paper;
    private final Renderer renderer;
    private final Progress progress;

    ConventionBuild(ConventionCheck.Plan plan, Renderer renderer, Progress progress) {
        this.plan = plan;
        this.paper = Paper.of(plan.convention().paper()).orElseThrow();
        this.renderer = renderer;
        this.progress = progress;
    }

    /** Steps and their weights, for the progress line: each scenario's parts, then each table, then the print list. */
    static double[] work(ConventionCheck.Plan plan) {
        int steps = 1;
        double weight = 1;
        for (Map.Entry<String, Checked<RuleSetModule>> s : plan.scenarios().entrySet()) {
            int sides = sidesUsed(plan, s.getKey()).size();
            int kits = kitsUsed(plan, s.getKey()).size();
            int maps = mapsUsed(plan, s.getKey()).size();
            steps += 1 + sides + kits + maps;
            weight += PACK + sides * HANDOUT + kits * KIT + maps * KIT;
        }
        steps += plan.tables().size();
        weight += plan.tables().size() * TABLE;
        return new double[] {steps, weight};
    }

    Made make() throws RenderException {
        Map<String, Map<String, Piece>> pieces = scenarios();
        Map<String, byte[]> files = new LinkedHashMap<>();
        List<String> names = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        List<List<Part>> parts = new ArrayList<>();
        List<Conventions.TableMapFile> maps = new ArrayList<>();
        for (ConventionCheck.Table t : plan.tables()) {
            progress.start(t.table().id() + ": cover sheet and binding");
            List<Piece> inFile = new ArrayList<>();
            Map<String, Piece> own = pieces.get(t.scenarioLabel());
            inFile.add(own.get(""));
            for (String side : Conventions.handoutSides(t.table())) {
                inFile.add(own.get(side));
            }
            if (t.table().kit()) {
                inFile.add(own.get(kitKey(t)));
            }
            Piece cover = cover(t, inFile, 1);
            if (cover.pages() != 1) {
                cover = cover(t, inFile, cover.pages());
            }
            inFile.add(0, cover);
            List<Part> tableParts = inFile.stream().map(p -> Part.of(p.what(), p.pages(), p.oneSided(), p.backs())).toList();
            List<Binding.Part> binding = new ArrayList<>();
            for (int i = 0; i < inFile.size(); i++) {
                binding.add(new Binding.Part(inFile.get(i).pdf(), tableParts.get(i).blankAfter()));
            }
            String name = t.table().id() + ".pdf";
            files.put(name, Binding.bind(binding, paper.width() * 72, paper.height() * 72, plan.convention().event() + ": " + t.table().id(),
                    t.checked().scenario().title() + " for " + t.table().id()).bytes());
            names.add(name);
            titles.add(t.checked().scenario().title());
            parts.add(tableParts);
            if (t.print().tableMap()) {
                Piece map = own.get(mapKey(t));
                String file = t.table().id() + "-table.pdf";
                files.put(file, map.pdf());
                maps.add(new Conventions.TableMapFile(t.table().id(), file, t.checked().scenario().title(), map.pages(),
                        t.print().tablePaper().name()));
            }
            progress.done(TABLE);
        }
        progress.start("print list");
        PrintList list = Conventions.printList(plan.convention(), names, titles, parts, paper, maps);
        files.put(PRINT_LIST + ".csv", PrintListCsv.bytes(list));
        files.put(PRINT_LIST + ".pdf", renderer.printList(list).bytes());
        progress.done(1);
        return new Made(files, list);
    }

    /** One part of a scenario to render: under which key, what it is called, its weight for the progress line. */
    private record Job(String label, String key, String what, double weight, Render render) {
    }

    /** Renders one part. */
    private interface Render {
        Renderer.Rendered rendered() throws RenderException;
    }

    /**
     * Every scenario's parts, each once: the game master's pack (""), each side's handout (by side
     * id) and the kit ("kit"), rendered on as many threads as there are processors (at most
     * {@link #THREADS}); each file is made on its own, so the order they finish in changes no byte.
     */
    private Map<String, Map<String, Piece>> scenarios() throws RenderException {
        List<Job> jobs = new ArrayList<>();
        for (Map.Entry<String, Checked<RuleSetModule>> s : plan.scenarios().entrySet()) {
            String label = s.getKey();
            Checked<RuleSetModule> checked = s.getValue();
            ScenarioPrint print = renderer.print(Views.documents(checked, paper));
            jobs.add(new Job(label, "", "Game master's pack", PACK, print::gameMaster));
            for (String side : sidesUsed(plan, label)) {
                String name = checked.scenario().side(side).map(Side::name).orElse(side) + " handout";
                jobs.add(new Job(label, side, name, HANDOUT, () -> print.handout(side)));
            }
            for (ConventionCheck.Table t : kitsUsed(plan, label)) {
                jobs.add(new Job(label, kitKey(t), "Counters, rulers and templates to cut out", KIT, () -> print.kit(t.print().kit())));
            }
            for (ConventionCheck.Table t : mapsUsed(plan, label)) {
                jobs.add(new Job(label, mapKey(t), "Table map", KIT, () -> print.table(t.print().table())));
            }
        }
        int threads = Math.max(1, Math.min(THREADS, Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "muster-convention");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Piece>> made = new ArrayList<>();
            for (Job job : jobs) {
                made.add(pool.submit(() -> {
                    progress.start(plan.scenarios().get(job.label()).scenario().id() + ": " + job.what());
                    Piece piece = piece(job.what(), job.render().rendered());
                    progress.done(job.weight());
                    return piece;
                }));
            }
            Map<String, Map<String, Piece>> out = new LinkedHashMap<>();
            for (int i = 0; i < jobs.size(); i++) {
                out.computeIfAbsent(jobs.get(i).label(), l -> new LinkedHashMap<>()).put(jobs.get(i).key(), result(made.get(i)));
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    private static Piece result(Future<Piece> future) throws RenderException {
        try {
            return future.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RenderException r) {
                throw r;
            }
            throw new RenderException("could not render a part: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RenderException("interrupted", e);
        }
    }

    private Piece cover(ConventionCheck.Table t, List<Piece> inFile, int coverPages) throws RenderException {
        List<Part> listed = new ArrayList<>();
        listed.add(Part.of("Cover sheet", coverPages));
        inFile.forEach(p -> listed.add(Part.of(p.what(), p.pages(), p.oneSided(), p.backs())));
        return piece("Cover sheet", renderer.cover(Conventions.cover(plan.convention(), t.table(), t.checked(), listed, paper)));
    }

    private static Piece piece(String what, Renderer.Rendered made) throws RenderException {
        return new Piece(what, made.bytes(), Binding.pages(made.bytes()), made.oneSided(), made.backs());
    }

    /** The sides of a scenario that some table gives players, in the scenario's order. */
    static Set<String> sidesUsed(ConventionCheck.Plan plan, String label) {
        Set<String> used = new LinkedHashSet<>();
        Checked<RuleSetModule> checked = plan.scenarios().get(label);
        for (Side side : checked.scenario().sides()) {
            for (ConventionCheck.Table t : plan.tables()) {
                if (t.scenarioLabel().equals(label) && t.table().players().stream().anyMatch(p -> p.side().equals(side.id()))) {
                    used.add(side.id());
                }
            }
        }
        return used;
    }

    /** The tables of a scenario that print a kit, one for each way it is printed (scale, bleed, duplex offset). */
    static List<ConventionCheck.Table> kitsUsed(ConventionCheck.Plan plan, String label) {
        Map<String, ConventionCheck.Table> out = new LinkedHashMap<>();
        plan.tables().stream().filter(t -> t.scenarioLabel().equals(label) && t.table().kit()).forEach(t -> out.putIfAbsent(kitKey(t), t));
        return List.copyOf(out.values());
    }

    /** The tables of a scenario that print the table map, one for each way it is printed. */
    static List<ConventionCheck.Table> mapsUsed(ConventionCheck.Plan plan, String label) {
        Map<String, ConventionCheck.Table> out = new LinkedHashMap<>();
        plan.tables().stream().filter(t -> t.scenarioLabel().equals(label) && t.print().tableMap()).forEach(t -> out.putIfAbsent(mapKey(t), t));
        return List.copyOf(out.values());
    }

    /** A kit made once for every table of a scenario that prints it the same way. */
    static String kitKey(ConventionCheck.Table t) {
        return "kit " + t.print().kit();
    }

    static String mapKey(ConventionCheck.Table t) {
        TablePrint p = t.print();
        return "table map 1:" + p.mapScale() + " " + p.tablePaper() + (p.skipBlank() ? " skip" : "");
    }
}

package muster.render;

import freemarker.cache.ClassTemplateLoader;
import freemarker.cache.FileTemplateLoader;
import freemarker.cache.TemplateLoader;
import freemarker.core.TemplateClassResolver;
import freemarker.core.XHTMLOutputFormat;
import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapperBuilder;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TimeZone;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import muster.source.Quote;

/**
 * Freemarker, configured for templates that may come from strangers: {@code ?new} resolves no
 * class, {@code ?api} is off, output is XHTML-escaped, numbers print without locale grouping,
 * templates load only from their own folder, only view classes are visible, and each run is
 * bounded in output size and time so an endless {@code <#list>} cannot exhaust the machine.
 */
public final class TemplateEngine {

    /** Where the bundled templates sit in the jar. */
    static final String BUNDLED = "/muster/templates";
    static final long MAX_OUTPUT_CHARS = 32L * 1024 * 1024;
    static final long TIME_LIMIT_SECONDS = 60;

    private static final ExecutorService RUNNER = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "muster-template");
        t.setDaemon(true);
        return t;
    });

    private final Configuration config;
    private final String origin;
    private final long timeLimitSeconds;

    private TemplateEngine(TemplateLoader loader, String origin, long timeLimitSeconds) {
        this.origin = origin;
        this.timeLimitSeconds = timeLimitSeconds;
        config = new InterruptibleConfiguration();
        config.setTemplateLoader(loader);
        config.setDefaultEncoding("UTF-8");
        config.setOutputFormat(XHTMLOutputFormat.INSTANCE);
        config.setRecognizeStandardFileExtensions(false);
        config.setAutoEscapingPolicy(Configuration.ENABLE_IF_DEFAULT_AUTO_ESCAPING_POLICY);
        config.setNewBuiltinClassResolver(TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
        config.setAPIBuiltinEnabled(false);
        config.setNumberFormat("computer");
        config.setBooleanFormat("c");
        config.setLocale(Locale.ROOT);
        config.setTimeZone(TimeZone.getTimeZone("UTC"));
        config.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        config.setLogTemplateExceptions(false);
        config.setWrapUncheckedExceptions(true);
        config.setFallbackOnNullLoopVariable(false);
        config.setLocalizedLookup(false);
        DefaultObjectWrapperBuilder wrapper = new DefaultObjectWrapperBuilder(Configuration.VERSION_2_3_34);
        wrapper.setMemberAccessPolicy(new ViewOnlyAccess());
        wrapper.setExposeFields(false);
        config.setObjectWrapper(new ViewWrapper(wrapper));
    }

    /**
     * The templates bundled in the jar (a copy of the project's templates/ folder): one engine for the
     * process, so each template is parsed once however many builds run in it.
     */
    public static TemplateEngine bundled() {
        return Bundled.ENGINE;
    }

    /** Holds the bundled engine, made on first use. */
    private static final class Bundled {
        static final TemplateEngine ENGINE = make();

        private static TemplateEngine make() {
            TemplateEngine engine = new TemplateEngine(new ClassTemplateLoader(TemplateEngine.class, BUNDLED), "bundled templates",
                    TIME_LIMIT_SECONDS);
            // the jar does not change while muster runs: never look for a newer copy of a template
            engine.config.setTemplateUpdateDelayMilliseconds(Long.MAX_VALUE);
            return engine;
        }
    }

    /**
     * Templates from a folder; names missing there fall back to the bundled ones, so a
     * publisher can override one file. Nothing outside the folder can be loaded.
     */
    public static TemplateEngine folder(Path dir) throws RenderException {
        return folder(dir, TIME_LIMIT_SECONDS);
    }

    /** As {@link #folder(Path)}, stopping each run after {@code timeLimitSeconds}. */
    static TemplateEngine folder(Path dir, long timeLimitSeconds) throws RenderException {
        if (!Files.isDirectory(dir)) {
            throw new RenderException("the templates folder " + dir + " does not exist");
        }
        try {
            FileTemplateLoader files = new FileTemplateLoader(dir.toFile(), false);
            TemplateLoader loader = new freemarker.cache.MultiTemplateLoader(new TemplateLoader[] {
                    files, new ClassTemplateLoader(TemplateEngine.class, BUNDLED)});
            return new TemplateEngine(loader, dir.toString(), timeLimitSeconds);
        } catch (IOException e) {
            throw new RenderException("cannot read the templates folder " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Runs one template on the model; the result is the text it wrote. */
    public String process(String name, Map<String, Object> model) throws RenderException {
        Template template;
        try {
            template = config.getTemplate(name);
        } catch (IOException e) {
            throw new RenderException("cannot load template " + name + " from " + origin + ": " + e.getMessage(), e);
        }
        Future<String> run = RUNNER.submit(() -> {
            BoundedWriter out = new BoundedWriter(MAX_OUTPUT_CHARS);
            template.process(model, out);
            return out.toString();
        });
        try {
            return run.get(timeLimitSeconds, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            run.cancel(true);
            throw new RenderException("template " + name + " ran for more than " + timeLimitSeconds + " s and was stopped");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof TemplateException te) {
                throw new RenderException("template " + name + " failed: " + Quote.withoutInternals(firstLines(te.getMessage())), te);
            }
            throw new RenderException("template " + name + " failed: " + reason(cause), cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RenderException("interrupted while rendering " + name);
        }
    }

    /**
     * A configuration whose every template, the ones a run names and the ones they include alike,
     * gets Freemarker's interrupt checks (so the time limit can stop a loop that writes nothing)
     * before any thread sees it. The checks rewrite the parsed template, which Freemarker caches
     * and several threads run at once; all lookups, {@code <#include>}'s too, come through
     * {@link #getTemplate}, so each template is rewritten once, under the lock, before it is
     * handed out, and never while a thread runs it.
     */
    private static final class InterruptibleConfiguration extends Configuration {
        /** Templates already given interrupt checks, by identity (the cache hands out the same object). */
        private final Set<Template> checked = Collections.newSetFromMap(new IdentityHashMap<>());

        InterruptibleConfiguration() {
            super(Configuration.VERSION_2_3_34);
        }

        @Override
        public Template getTemplate(String name, Locale locale, Object customLookupCondition, String encoding, boolean parseAsFTL,
                boolean ignoreMissing) throws IOException {
            Template template = super.getTemplate(name, locale, customLookupCondition, encoding, parseAsFTL, ignoreMissing);
            if (template != null) {
                synchronized (checked) {
                    if (checked.add(template)) {
                        freemarker.core._CoreAPI.addThreadInterruptedChecks(template);
                    }
                }
            }
            return template;
        }
    }

    /** Why a template stopped with something other than a template error, in a reader's words. */
    static String reason(Throwable cause) {
        if (cause instanceof StackOverflowError) {
            return "calls nest too deeply (a macro or function that calls itself without end?)";
        }
        if (cause instanceof OutOfMemoryError) {
            return "it needs more memory than muster has";
        }
        String message = cause.getMessage();
        return message == null || message.isBlank() ? "it stopped with an error that gives no reason" : Quote.withoutInternals(message);
    }

    private static String firstLines(String message) {
        if (message == null) {
            return "";
        }
        String[] lines = message.strip().split("\n");
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < Math.min(4, lines.length); i++) {
            out.append(i == 0 ? "" : " | ").append(lines[i].strip());
        }
        return out.toString();
    }

    /** A writer that refuses to grow past a limit, so no template can fill the memory. */
    static final class BoundedWriter extends Writer {
        private final StringBuilder buffer = new StringBuilder();
        private final long limit;

        BoundedWriter(long limit) {
            this.limit = limit;
        }

        @Override
        public void write(char[] chars, int off, int len) throws IOException {
            if (buffer.length() + (long) len > limit) {
                throw new IOException("template output exceeds " + limit / (1024 * 1024) + " M characters");
            }
            if (Thread.currentThread().isInterrupted()) {
                throw new IOException("template stopped");
            }
            buffer.append(chars, off, len);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }

        @Override
        public String toString() {
            return buffer.toString();
        }
    }
}

/**
 * {@code muster watch}: one warm process that checks and prints scenarios again whenever their
 * files are saved, and serves a page on 127.0.0.1 that shows the result as it comes. It sits in
 * the cli stage and sees the pipeline only through {@link muster.cli.watch.Builder}, which the
 * command fills with the same steps {@code build} runs. {@link muster.cli.watch.Watch} is the front
 * door: {@link muster.cli.watch.Folders} notices saves, {@link muster.cli.watch.Board} holds what
 * each scenario looks like now, {@link muster.cli.watch.Routes} answers the browser and
 * {@link muster.cli.watch.OutputFiles} keeps every URL inside the output folder.
 */
package muster.cli.watch;

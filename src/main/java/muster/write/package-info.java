/**
 * Write stage: files land whole or not at all. Each file is written to a temporary name in its
 * folder and moved into place, so a failed build never leaves a partial PDF; names are checked
 * to stay inside the output folder. Front door: {@link muster.write.OutputWriter}.
 */
package muster.write;

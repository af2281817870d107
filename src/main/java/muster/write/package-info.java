/**
 * Write stage: a scenario's files land as a set or not at all. They are written into a hidden
 * folder beside the scenario's folder and swapped in whole with two renames, so a failed or
 * killed build never leaves a mix of old and new files; what a killed build left is cleared by
 * the next write ({@link muster.write.Leftovers}), and a failure says why in plain words
 * ({@link muster.write.Failures}). Names are checked to stay inside the output folder; a single
 * file (a booklet) is written to a temporary name and renamed. Front door:
 * {@link muster.write.OutputWriter}.
 */
package muster.write;

#!/usr/bin/env bash
# The long fuzz run of issue 15. First a plain Java driver (muster.fuzz.FuzzDriver) validates
# INPUTS mutations of the seed corpus (default 1,000,000; about 600 a second on 2 cores) and
# prints the counts: uncaught exceptions, inputs over 2 s, findings that break the one-line
# format or point outside their file; inputs that broke something are kept in FINDINGS.
# Then, with JAZZER_ROUNDS > 0, Jazzer's coverage-guided fuzz test runs that many rounds of
# its 15 s budget (its corpus grows in .cifuzz-corpus/ between rounds; a crash is written beside
# the seeds in src/test/resources/muster/fuzz/ScenarioFuzzTestInputs/validate/, to keep there).
# Usage: src/bench/fuzz.sh [INPUTS] [SEED] (env JAZZER_ROUNDS, default 0; FINDINGS, default a temp dir)
set -euo pipefail
cd "$(dirname "$0")/../.."
inputs=${1:-1000000}
seed=${2:-15}
findings=${FINDINGS:-$(mktemp -d)}
mvn -q -B test-compile dependency:build-classpath -Dmdep.outputFile=target/fuzz.classpath
java -Xmx2g -XX:+UseParallelGC -cp "target/classes:target/test-classes:$(cat target/fuzz.classpath)" muster.fuzz.FuzzDriver \
  "$inputs" "$seed" src/test/resources/muster/fuzz/ScenarioFuzzTestInputs/validate "$findings"
echo "findings (if any) in $findings"
for i in $(seq "${JAZZER_ROUNDS:-0}"); do
  JAZZER_FUZZ=1 mvn -q -B surefire:test -Dtest=ScenarioFuzzTest
done

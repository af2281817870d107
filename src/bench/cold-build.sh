#!/usr/bin/env bash
# Times one cold `muster build` of the bundled scenarios (a new JVM each run) and prints every
# run and the median. Usage: src/bench/cold-build.sh [RUNS] (default 5). Build the jar first
# with README's first command. Quote medians: this machine is noisy.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5}
jar=target/muster-0.1.0.jar
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
times=()
for i in $(seq "$runs"); do
  start=$(date +%s%N)
  java -jar "$jar" build -o "$out" scenarios >/dev/null 2>&1
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  times+=("$ms")
  echo "run $i: ${ms} ms"
done
sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median=$(printf '%s\n' "$sorted" | sed -n "$(( (runs + 1) / 2 ))p")
echo "median of $runs: ${median} ms"

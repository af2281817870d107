#!/usr/bin/env bash
# The bench: medians of wall time, CPU (user+sys) and peak RSS of whole processes, for
#   one   a cold build of scenarios/san-juan-heights.yaml (all its files)
#   all   every bundled scenario in one run
#   many  MANY copies (default 100) of the bundled scenarios with new ids, in one run
#   warm  a rebuild of one scenario after an edit, in a JVM that has built it WARM_N times
#         (default 20) before: the last build's wall and CPU, the process's peak RSS
#   warmgm  as warm, building the game master's pack alone (build --only GM_PACK, the live preview's
#         rebuild); not run for BASE jars older than that option
# and, where pdflatex is installed, the peer (../shared/bench/peer-pack.tex, six copies of its
# body, which it sets in 115 pages) run between them, so every ratio compares runs made at the same
# time. Ratios come twice: of the medians, and paired (the median of each round's ratio), the steadier.
#
# Usage: bash src/bench/run.sh [RUNS]          (RUNS default 5; build first with README's first command)
#   BASE=/path/old.jar   also runs an older jar (java -jar), interleaved A B A B, and prints new/old ratios;
#   BASE=/path/checkout  the same with an older build's checkout, run as users run it (its bin/muster, else
#                        java -jar on its jar) in its own folder on its own scenarios, which an older build may
#                        be the only one to read: the build issue 12 was measured on is aa7f5ae
#   CASES="one all"      only these cases (default: one all many warm warmgm)
#   MANY=100 WARM_N=20   sizes of the many and warm cases
#   PEER=path.tex        the peer pack (default /work/shared/bench/peer-pack.tex or ../shared/bench/)
#   JAR=/path/a.jar      the jar measured as "new" (java -jar), in place of the build's own
# The new build runs as users run it: bin/muster when it is there, else java -jar target/muster-0.1.0.jar.
# Do not rebuild while the bench runs.
# This machine is shared and noisy: quote medians and ratios measured in one run, with the load average.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
runs=${1:-5}
cases=${CASES:-one all many warm warmgm}
many=${MANY:-100}
warm_n=${WARM_N:-20}
jar=${JAR:-$root/target/muster-0.1.0.jar}
base=${BASE:-}
peer=${PEER:-}
for p in /work/shared/bench/peer-pack.tex "$root/../shared/bench/peer-pack.tex"; do
  [[ -z $peer && -f $p ]] && peer=$p
done
[[ -f $jar ]] || { echo "no $jar: build it first (README's first command)" >&2; exit 2; }

timer=/usr/bin/time
if ! [[ -x $timer ]] || ! $timer -f %e true >/dev/null 2>&1; then
  echo "installing GNU time" >&2
  { apt-get install -y time || sudo apt-get install -y time; } >/dev/null 2>&1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ -z ${JAR:-} && -x $root/bin/muster ]]; then new_cmd=("$root/bin/muster"); else new_cmd=(java -jar "$jar"); fi
contenders=(new)
[[ -n $base ]] && contenders+=(base)
base_jar=$base; base_cmd=(java -jar "$base"); base_root=$root
if [[ -n $base && -d $base ]]; then
  base_root=$(cd "$base" && pwd); base_jar=$base_root/target/muster-0.1.0.jar; base_cmd=(java -jar "$base_jar")
  [[ -x $base_root/bin/muster ]] && base_cmd=("$base_root/bin/muster")
fi
have_peer=false
if command -v pdflatex >/dev/null && [[ -f $peer ]]; then
  have_peer=true
  mkdir -p "$work/peer"
  begin=$(grep -n '^\\begin{document}' "$peer" | cut -d: -f1)
  end=$(grep -n '^\\end{document}' "$peer" | cut -d: -f1)
  { sed -n "1,${begin}p" "$peer"; for _ in 1 2 3 4 5 6; do sed -n "$((begin + 1)),$((end - 1))p" "$peer"; done
    echo '\end{document}'; } >"$work/peer/peer120.tex"
fi

# the many case's inputs: copies of the bundled scenarios, each with an id of its own (a base checkout's of its own)
copies() {
  local from=$1 to=$2 i=0 f id
  mkdir -p "$to"
  while (( i < many )); do
    for f in "$from"/scenarios/*.yaml; do
      (( i < many )) || break
      id=$(sed -n 's/^id: *//p' "$f")
      sed "s/^id: .*/id: ${id}-copy-$i/" "$f" >"$to/$(printf %03d $i)-$id.yaml"
      i=$((i + 1))
    done
  done
}
copies "$root" "$work/many-new"
[[ -n $base ]] && copies "$base_root" "$work/many-base"

# run_one CONTENDER CASE OUTDIR: prints "wall cpu rss_kb" of one run
run_one() {
  local who=$1 what=$2 out=$3 cmd
  rm -rf "$out"; mkdir -p "$out"
  if [[ $who == peer ]]; then
    (cd "$work/peer" && rm -f peer120.aux && $timer -f '%e %U %S %M' -o "$work/t" pdflatex -interaction=batchmode peer120.tex >/dev/null 2>&1 || true)
  else
    if [[ $who == new ]]; then cmd=("${new_cmd[@]}"); else cmd=("${base_cmd[@]}"); fi
    local j=$jar; [[ $who == base ]] && j=$base_jar
    local here=$root; [[ $who == base ]] && here=$base_root
    case $what in
      one) (cd "$here" && $timer -f '%e %U %S %M' -o "$work/t" "${cmd[@]}" build -o "$out" scenarios/san-juan-heights.yaml >/dev/null 2>&1) ;;
      all) (cd "$here" && $timer -f '%e %U %S %M' -o "$work/t" "${cmd[@]}" build -o "$out" scenarios >/dev/null 2>&1) ;;
      many) $timer -f '%e %U %S %M' -o "$work/t" "${cmd[@]}" build -o "$out" "$work/many-$who" >/dev/null 2>&1 ;;
      warm*) local only=(); [[ $what == warmgm ]] && only=(--only GM_PACK)
            # the JVM as bin/muster starts it for a watch (the full JIT, a serial collector)
            java -XX:+UseSerialGC -Xms128m -Xmx512m -Djava.awt.headless=true -cp "$j" "$root/src/bench/WarmBuild.java" scenarios/san-juan-heights.yaml "$out" "$warm_n" "${only[@]}" >"$work/w"
            read -r lw lc _ hwm <"$work/w"
            awk -v w="$lw" -v c="$lc" -v m="$hwm" 'BEGIN { printf "%.3f %.3f %d\n", w / 1000, c / 1000, m }'
            return ;;
    esac
  fi
  tail -1 "$work/t" | awk '{ printf "%.3f %.3f %d\n", $1, $2 + $3, $4 }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
pages() {
  if [[ $1 == peer ]]; then sed -n 's/.*(\([0-9]*\) pages.*/\1/p' "$work/peer/peer120.log" | head -1
  else java -cp "$jar" "$root/src/bench/PageCount.java" "$2"; fi
}

echo "muster bench: $runs runs per case, interleaved (${contenders[*]}$($have_peer && echo ' peer')); $(nproc) cores"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A wall cpu rss npages
for what in $cases; do
  order=(new); [[ $what != warmgm ]] && order=("${contenders[@]}")
  $have_peer && [[ $what != warm* ]] && order+=(peer)
  for r in $(seq "$runs"); do
    for who in "${order[@]}"; do
      read -r w c m < <(run_one "$who" "$what" "$work/out-$who")
      wall[$who-$what]+="$w "; cpu[$who-$what]+="$c "; rss[$who-$what]+="$m "
      if [[ $r == 1 ]]; then npages[$who-$what]=$( [[ $what == warm* ]] && echo 0 || pages "$who" "$work/out-$who"); fi
    done
  done
done

echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
printf '\n%-5s %-5s %9s %9s %9s %6s %8s %9s %9s\n' case who wall_s cpu_s rss_MB pages pages/s vs_peer vs_base
for what in $cases; do
  order=(new); [[ $what != warmgm ]] && order=("${contenders[@]}")
  $have_peer && [[ $what != warm* ]] && order+=(peer)
  pw=""; [[ -n ${wall[peer-$what]:-} ]] && pw=$(tr ' ' '\n' <<<"${wall[peer-$what]}" | grep . | median)
  bw=""; [[ -n ${wall[base-$what]:-} ]] && bw=$(tr ' ' '\n' <<<"${wall[base-$what]}" | grep . | median)
  for who in "${order[@]}"; do
    w=$(tr ' ' '\n' <<<"${wall[$who-$what]}" | grep . | median)
    c=$(tr ' ' '\n' <<<"${cpu[$who-$what]}" | grep . | median)
    m=$(tr ' ' '\n' <<<"${rss[$who-$what]}" | grep . | median)
    p=${npages[$who-$what]}
    pp=${npages[peer-$what]:-0}
    pb=${npages[base-$what]:-0}
    awk -v what="$what" -v who="$who" -v w="$w" -v c="$c" -v m="$m" -v p="$p" -v pw="$pw" -v pp="$pp" -v bw="$bw" -v pb="$pb" 'BEGIN {
      pps = (p > 0 && w > 0) ? p / w : 0
      vp = (pw != "" && pp > 0 && pps > 0 && who != "peer") ? sprintf("%.2fx", pps / (pp / pw)) : "-"
      vb = (bw != "" && pb > 0 && pps > 0 && who == "new") ? sprintf("%.2fx", pps / (pb / bw)) : "-"
      printf "%-5s %-5s %9.3f %9.3f %9.0f %6d %8.1f %9s %9s\n", what, who, w, c, m / 1024, p, pps, vp, vb }'
  done
done
# paired: the median of the ratios of runs made one after the other (round r of each), which a machine whose speed
# drifts during the bench moves less than the ratio of two medians does
paired() { paste -d' ' <(tr ' ' '\n' <<<"$1" | grep .) <(tr ' ' '\n' <<<"$2" | grep .) | awk '$2 > 0 { print $1 / $2 }' | median; }
echo
echo "paired, the median of each round's ratio:"
for what in $cases; do
  [[ $what == warm* ]] && continue
  line=""
  if [[ -n ${wall[peer-$what]:-} ]]; then
    r=$(paired "${wall[peer-$what]}" "${wall[new-$what]}")
    line+=$(awk -v r="$r" -v p="${npages[new-$what]}" -v pp="${npages[peer-$what]}" 'BEGIN { printf "  vs_peer %.2fx", r * p / pp }')
  fi
  if [[ -n ${wall[base-$what]:-} ]]; then
    line+=$(awk -v w="$(paired "${wall[base-$what]}" "${wall[new-$what]}")" -v c="$(paired "${cpu[base-$what]}" "${cpu[new-$what]}")" \
      -v p="${npages[new-$what]}" -v pb="${npages[base-$what]}" \
      'BEGIN { printf "  vs_base pages/s %.2fx cpu/page %.2fx (wall %.2fx, cpu %.2fx)", w * p / pb, c * p / pb, w, c }')
  fi
  [[ -n $line ]] && printf '%-5s%s\n' "$what" "$line"
done
echo
echo "vs_peer: muster's pages per second over pdflatex's (six copies of the peer's body, which it sets in 115 pages) in the"
echo "same runs; vs_base: the same over the old build's, each on its own scenarios (wall and cpu: old over new, per run)."
echo "warm: wall and CPU of the last of $warm_n builds in one JVM (the watch case), RSS of that JVM; warmgm: the same, the game master's pack alone."

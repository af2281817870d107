#!/bin/sh
# The release as a user gets it: target/muster-<version>.zip (made by `mvn package`) unzipped into a temporary folder
# outside the repository and run there with nothing but a Java runtime on the PATH (and the shell's own tools): the
# starting scenario `muster new` writes, checked and printed; every example printed as README.txt says; help.
# Run by .ci/run after the suite; `sh src/test/release/run.sh` after a `mvn package` runs it alone.
set -eu
cd "$(dirname "$0")/../../.."
repo=$(pwd)
zip=$(ls target/muster-*.zip 2>/dev/null | tail -n 1)
[ -n "$zip" ] || { echo "release test: no target/muster-*.zip; run mvn package first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case $work in "$repo"/*) echo "release test: $work is inside the repository" >&2; exit 1 ;; esac
java=$(command -v java)
[ -z "${JAVA_HOME:-}" ] || java=$JAVA_HOME/bin/java
javadir=$(dirname "$(readlink -f "$java")")
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok: $1"; }
fail() { failed=$((failed + 1)); echo "FAILED: $1" >&2; }
check() { # description, then a command that must succeed
  what=$1; shift
  if "$@" >"$work/last.log" 2>&1; then pass "$what"; else fail "$what"; sed 's/^/  | /' "$work/last.log" >&2; fi
}
# a user's shell: the Java runtime and the system's tools, nothing of this checkout or of Maven
user() { env -i HOME="$work/home" PATH="$javadir:/usr/bin:/bin" LANG=C.UTF-8 "$@"; }

unzip -q "$zip" -d "$work"
rel=$(ls -d "$work"/muster-*/)
rel=${rel%/}
mkdir -p "$work/home" "$work/mine"

check "bin/muster is POSIX sh (sh -n)" sh -n "$rel/bin/muster"
if command -v dash >/dev/null 2>&1; then check "bin/muster parses in dash" dash -n "$rel/bin/muster"; fi
check "bin/muster is executable as unzipped" test -x "$rel/bin/muster"
check "bin/muster.cmd has Windows line ends" sh -c "! grep -q \"\$(printf '[^\\r]\$')\" \"$rel/bin/muster.cmd\""
for f in lib/muster.jar README.txt docs/README.md docs/tutorial.md docs/format.md licences/DejaVu-fonts.txt \
    scenarios/scenario.schema.json templates/pack.ftlx convention.yaml; do
  check "the release holds $f" test -f "$rel/$f"
done

cd "$work/mine"
check "muster --version" user "$rel/bin/muster" --version
check "muster help build" user sh -c "'$rel/bin/muster' help build | grep -q -- --skip-blank"
check "muster new writes a scenario elsewhere" user "$rel/bin/muster" new first-battle --ruleset saw-quickplay -o battles
check "its \$schema resolves beside it" test -f battles/scenario.schema.json
check "muster validate passes it" user "$rel/bin/muster" validate battles/first-battle.yaml
check "muster build prints it" user "$rel/bin/muster" build battles -o printed
check "its game master's pack is a PDF" sh -c "head -c 5 printed/first-battle/first-battle-gm.pdf | grep -q '%PDF-'"
check "its table map and kit are there" test -s printed/first-battle/first-battle-table.pdf -a -s printed/first-battle/first-battle-kit.pdf
check "a symbolic link to the launcher works" sh -c "ln -s '$rel/bin/muster' '$work/home/muster' && env -i PATH='$javadir:/usr/bin:/bin' '$work/home/muster' --version"
check "java -jar lib/muster.jar works" user "$java" -jar "$rel/lib/muster.jar" validate battles/first-battle.yaml

cd "$rel"
check "bin/muster build prints every example (README.txt's command)" user bin/muster build
for s in scenarios/*.yaml; do
  id=$(basename "$s" .yaml)
  check "output/$id/$id-gm.pdf" test -s "output/$id/$id-gm.pdf"
done
check "the example convention prints" user bin/muster convention convention.yaml
check "the manual's worked example prints" user bin/muster build docs/examples/aguadores-ford.yaml -o "$work/example"
check "a mistyped path gets what was meant" user sh -c "bin/muster build scenarios/san-juan-heigths.yaml 2>&1 | grep -q 'did you mean scenarios/san-juan-heights.yaml'"

echo "release: $passed passed, $failed failed"
[ "$failed" = 0 ]

#!/usr/bin/env bash
# Does the README's set-up work on a machine that has never seen the project?
#
# Purges every development package the project builds with (Qt 6, Boost, nlohmann-json,
# GoogleTest, Google Benchmark) and what came with them, then runs the README's two commands
# from a clean clone of the committed HEAD: the run command offscreen until the window is ready,
# then the test command. With --ci it runs .ci/run afterwards as well. Stops at the first error,
# saying which step failed, and prints how long each step took.
#
# For people, not for CI: it removes packages from this machine (the commands put them back).
#   scripts/check-fresh.sh [--ci] [--keep]     --keep leaves the clone for a look afterwards
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)

with_ci=0
keep=0
for arg in "$@"; do
  case "$arg" in
    --ci) with_ci=1 ;;
    --keep) keep=1 ;;
    *)
      echo "check-fresh: unknown option '$arg' (use --ci, --keep)" >&2
      exit 2
      ;;
  esac
done

if [ "$(id -u)" -eq 0 ]; then SUDO=(); else SUDO=(sudo); fi
export DEBIAN_FRONTEND=noninteractive

fail() {
  echo >&2
  echo "check-fresh: FAILED at: $1" >&2
  echo "check-fresh: the clone is kept at $clone for a look" >&2
  exit 1
}

if [ -n "$(git -C "$here" status --porcelain --untracked-files=no)" ]; then
  echo "check-fresh: note: uncommitted changes are not in the clone; it tests HEAD" >&2
fi

# 1. Purge the project's -dev packages and whatever they pulled in.
pattern='^(qt6-[a-z0-9-]+-dev|qt6-base-dev-tools|libqt6[a-z0-9-]*-dev|libboost[a-z0-9.-]*-dev|nlohmann-json3-dev|libgtest-dev|libgmock-dev|googletest|libbenchmark-dev)$'
mapfile -t installed < <(dpkg-query -W -f='${Package} ${Status}\n' 2>/dev/null |
  awk '$NF == "installed" {print $1}' | sed 's/:.*//' | grep -E "$pattern" || true)
if [ ${#installed[@]} -gt 0 ]; then
  echo "check-fresh: purging ${#installed[@]} packages: ${installed[*]}"
  "${SUDO[@]}" apt-get purge -y -q "${installed[@]}" >/dev/null
fi
"${SUDO[@]}" apt-get autoremove --purge -y -q >/dev/null
left=$(dpkg-query -W -f='${Package} ${Status}\n' 2>/dev/null | awk '$NF == "installed" {print $1}' |
  sed 's/:.*//' | grep -E "$pattern" || true)
[ -z "$left" ] || fail "purge (still installed: $left)"
echo "check-fresh: the project's -dev packages are gone"

# 2. A clean clone, as a newcomer has it.
clone=$(mktemp -d /tmp/adc-fresh.XXXXXX)
git clone -q "$here" "$clone/aide-de-camp"
cd "$clone/aide-de-camp"
echo "check-fresh: clean clone of $(git rev-parse --short HEAD) in $PWD"

timings=()
step() {
  local name=$1
  shift
  echo
  echo "check-fresh: == $name: $*"
  local start end
  start=$(date +%s)
  "$@" || fail "$name ($*)"
  end=$(date +%s)
  timings+=("$(printf '%-12s %3d min %02d s' "$name" $(((end - start) / 60)) $(((end - start) % 60)))")
}

# The run command opens the window; offscreen it quits once the window is ready.
step run env QT_QPA_PLATFORM=offscreen scripts/run.sh --quit-when-ready
step test scripts/test.sh
if [ "$with_ci" -eq 1 ]; then
  step ci env CI=true bash .ci/run
fi

echo
echo "check-fresh: passed. Wall time of each step (packages purged first, so each includes"
echo "the apt-get installs it needed):"
printf '  %s\n' "${timings[@]}"
if [ "$keep" -eq 0 ]; then
  rm -rf "$clone"
else
  echo "check-fresh: the clone is at $clone/aide-de-camp"
fi

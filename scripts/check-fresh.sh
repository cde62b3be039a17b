#!/usr/bin/env bash
# Does the README's set-up work on a machine that has never seen the project?
#
# Purges every development package the project builds with (Qt 6, Boost, nlohmann-json,
# GoogleTest, Google Benchmark) and what came with them, then runs the README's two commands
# from a clean clone of the committed HEAD: the run command offscreen until the window is ready,
# then the test command. With --ci it runs .ci/run afterwards as well. With --deb it first makes
# the Debian package (scripts/package.sh, in a clone of its own, while the -dev packages are
# still here), and once they are purged installs it with apt-get, runs the installed programs
# (`adc validate` over the installed data, the window offscreen) and removes it again. Stops at
# the first error, saying which step failed, and prints how long each step took.
#
# For people, not for CI: it removes packages from this machine (the commands put them back).
#   scripts/check-fresh.sh [--ci] [--deb] [--keep]   --keep leaves the clone for a look afterwards
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)

with_ci=0
with_deb=0
keep=0
for arg in "$@"; do
  case "$arg" in
    --ci) with_ci=1 ;;
    --deb) with_deb=1 ;;
    --keep) keep=1 ;;
    *)
      echo "check-fresh: unknown option '$arg' (use --ci, --deb, --keep)" >&2
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

clone=$(mktemp -d /tmp/adc-fresh.XXXXXX)
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

# A newcomer has no settings: the programs run here with throwaway ones, so a last game
# remembered from an earlier run (in a clone since removed) cannot stop the window at a question.
XDG_CONFIG_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
export XDG_CONFIG_HOME XDG_DATA_HOME

# 0. With --deb: the package, made while the build packages are still installed.
deb=""
if [ "$with_deb" -eq 1 ]; then
  git clone -q "$here" "$clone/package"
  step package bash -c "cd '$clone/package' && scripts/package.sh > '$clone/deb-path'"
  deb="$clone/$(basename "$(tail -n 1 "$clone/deb-path")")"
  cp "$(tail -n 1 "$clone/deb-path")" "$deb"
  rm -rf "$clone/package"
fi

# 1. Purge the project's -dev packages and whatever they pulled in.
# libqrencode-dev, libfontconfig-dev and the side views' browser-test packages too: a new
# machine has none of them.
pattern='^(qt6-[a-z0-9-]+-dev|qt6-base-dev-tools|libqt6[a-z0-9-]*-dev|libboost[a-z0-9.-]*-dev|nlohmann-json3-dev|libgtest-dev|libgmock-dev|googletest|libbenchmark-dev|libqrencode-dev|libfontconfig1?-dev|chromium|chromium-driver|python3-selenium|python3-websocket)$'
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

# With --deb: the package on a machine without the -dev packages, as a user installs it.
if [ -n "$deb" ]; then
  step deb-install "${SUDO[@]}" apt-get install -y -q "$deb"
  step deb-validate bash -c 'adc validate --quiet /usr/share/aide-de-camp/rulesets/*.json /usr/share/aide-de-camp/scenarios/*.json'
  step deb-window env QT_QPA_PLATFORM=offscreen aide-de-camp --quit-when-ready
  # The modules loaded on first use (sharing, printing): every library they need installed by
  # the package's Depends, and sharing started from the installed module.
  step deb-modules bash -c 'mods=$(dpkg -L aide-de-camp | grep "/aide-de-camp-[a-z]*\.so$"); [ -n "$mods" ] && ! ldd $mods | grep "not found"'
  step deb-share bash -c 'env QT_QPA_PLATFORM=offscreen aide-de-camp --share 0 --quit-when-ready /usr/share/aide-de-camp/scenarios/fredericksburg-1862.json | grep -q ": http://.*/side/"'
  step deb-remove "${SUDO[@]}" apt-get purge -y -q aide-de-camp
  "${SUDO[@]}" apt-get autoremove --purge -y -q >/dev/null
fi

# 2. A clean clone, as a newcomer has it.
git clone -q "$here" "$clone/aide-de-camp"
cd "$clone/aide-de-camp"
echo "check-fresh: clean clone of $(git rev-parse --short HEAD) in $PWD"

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

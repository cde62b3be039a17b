#!/usr/bin/env bash
# Installs a build into a temporary DESTDIR (outside the build and source trees) and runs what
# was installed: `adc validate` over the installed rulesets and scenarios, `adc` found on PATH,
# the data followed when the installed tree is moved, no fallback to the source tree when the
# installed data is missing, and aide-de-camp started offscreen. Where the desktop's checkers
# are installed (desktop-file-utils, appstream, shared-mime-info, libxml2-utils, man-db) the
# desktop entry, metainfo, MIME type and manuals are checked with them too.
#   install_test.sh CMAKE BUILD_DIR VERSION GUI(0|1)
set -euo pipefail
cmake=$1
build=$2
version=$3
gui=$4

stage=$(realpath "$(mktemp -d "${TMPDIR:-/tmp}/adc-install-test.XXXXXX")")
trap 'rm -rf "$stage"' EXIT
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}
skip() { echo "skipped: $*"; }

# Nothing of the build's or the user's environment may steer the installed programs.
unset ADC_DATA_DIR
export HOME="$stage/home" XDG_CONFIG_HOME="$stage/home/.config" XDG_DATA_HOME="$stage/home/.local/share"
export XDG_CACHE_HOME="$stage/home/.cache" XDG_RUNTIME_DIR="$stage/runtime"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"

DESTDIR="$stage/root" "$cmake" --install "$build" --prefix /usr >"$stage/install.log" || {
  cat "$stage/install.log" >&2
  echo "FAIL: cmake --install" >&2
  exit 1
}
usr="$stage/root/usr"
data="$usr/share/aide-de-camp"
cd "$stage" # not the source tree, not the build tree

for f in bin/adc share/man/man1/adc.1.gz share/man/man1/aide-de-camp.1.gz \
  share/doc/aide-de-camp/copyright share/doc/aide-de-camp/changelog.gz \
  share/aide-de-camp/rulesets share/aide-de-camp/scenarios; do
  [ -e "$usr/$f" ] || fail "not installed: /usr/$f"
done
gzip -dc "$usr/share/doc/aide-de-camp/changelog.gz" | head -1 | grep -qF "aide-de-camp ($version)" ||
  fail "the changelog's latest entry is not version $version (resources/changelog)"

# adc over the installed data.
"$usr/bin/adc" validate --quiet "$data"/rulesets/*.json "$data"/scenarios/*.json ||
  fail "installed adc validate over the installed rulesets and scenarios"
# Started by name from PATH, as a user does, adc still finds itself and reads the installed files.
PATH="$usr/bin:$PATH" adc rulesets --json >"$stage/rulesets.json" || fail "adc rulesets, run from PATH"
for id in roe mwan jackson bluegray; do
  grep -qF "\"$data/rulesets/$id.json\"" "$stage/rulesets.json" ||
    fail "adc rulesets (from PATH) does not read $id from $data: $(cat "$stage/rulesets.json")"
done

# Moved elsewhere, the installed tree still finds its own data.
mv "$stage/root/usr" "$stage/root/elsewhere"
"$stage/root/elsewhere/bin/adc" rulesets >/dev/null || fail "adc rulesets after moving the install"
# With its data gone it says where it looked, and does not read the source tree instead.
mv "$stage/root/elsewhere/share/aide-de-camp" "$stage/data-away"
if "$stage/root/elsewhere/bin/adc" rulesets >"$stage/away.txt" 2>&1; then
  fail "adc rulesets succeeded with the installed data missing (read some other tree?)"
fi
grep -q "$stage/root/elsewhere/share/aide-de-camp" "$stage/away.txt" ||
  fail "adc without its data does not name its own data directory: $(cat "$stage/away.txt")"
mv "$stage/data-away" "$stage/root/elsewhere/share/aide-de-camp"
mv "$stage/root/elsewhere" "$stage/root/usr"

if [ "$gui" = 1 ]; then
  for f in bin/aide-de-camp share/applications/io.github.aidedecamp.AideDeCamp.desktop \
    share/metainfo/io.github.aidedecamp.AideDeCamp.metainfo.xml \
    share/mime/packages/aide-de-camp.xml share/icons/hicolor/scalable/apps/aide-de-camp.svg; do
    [ -e "$usr/$f" ] || fail "not installed: /usr/$f"
  done
  for size in 16 22 24 32 48 64 128 256 512; do
    png="$usr/share/icons/hicolor/${size}x${size}/apps/aide-de-camp.png"
    [ -s "$png" ] || fail "icon not installed: $png"
  done

  QT_QPA_PLATFORM=offscreen timeout 120 "$usr/bin/aide-de-camp" --quit-when-ready \
    >"$stage/gui.txt" 2>&1 || fail "installed aide-de-camp --quit-when-ready: $(cat "$stage/gui.txt")"
  QT_QPA_PLATFORM=offscreen timeout 120 "$usr/bin/aide-de-camp" --quit-when-ready \
    "$data/scenarios/fredericksburg-1862.json" >"$stage/gui-file.txt" 2>&1 ||
    fail "installed aide-de-camp opening an installed scenario: $(cat "$stage/gui-file.txt")"

  # The modules loaded on first use, from the installed tree (lib/.../aide-de-camp/, found
  # from bin/): sharing started from the installed module, and without it a clear refusal.
  mods=$(find "$usr/lib" -path '*/aide-de-camp/aide-de-camp-*.so' | sort)
  for m in sharing printing; do
    echo "$mods" | grep -q "/aide-de-camp-$m.so$" || fail "module not installed: aide-de-camp-$m.so (in: $mods)"
  done
  sharing=$(echo "$mods" | grep "/aide-de-camp-sharing.so$" || true)
  if QT_QPA_PLATFORM=offscreen timeout 120 "$usr/bin/aide-de-camp" --share 0 --quit-when-ready \
    "$data/scenarios/fredericksburg-1862.json" >"$stage/share.txt" 2>&1; then
    grep -q ': http://.*/side/.*?key=' "$stage/share.txt" ||
      fail "installed aide-de-camp --share printed no links: $(cat "$stage/share.txt")"
  else
    fail "installed aide-de-camp --share 0 (the installed sharing module): $(cat "$stage/share.txt")"
  fi
  if [ -n "$sharing" ]; then
    mv "$sharing" "$stage/sharing-away.so"
    if QT_QPA_PLATFORM=offscreen timeout 120 "$usr/bin/aide-de-camp" --share 0 --quit-when-ready \
      >"$stage/share-away.txt" 2>&1; then
      fail "aide-de-camp --share succeeded without its sharing module"
    fi
    grep -qF "$sharing could not be loaded" "$stage/share-away.txt" ||
      fail "without its module, --share does not name it: $(cat "$stage/share-away.txt")"
    mv "$stage/sharing-away.so" "$sharing"
  fi

  grep -q "<release version=\"$version\"" "$usr/share/metainfo/io.github.aidedecamp.AideDeCamp.metainfo.xml" ||
    fail "the metainfo has no release for version $version"
  if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$usr/share/applications/io.github.aidedecamp.AideDeCamp.desktop" ||
      fail "desktop-file-validate"
  else
    skip "desktop-file-validate (desktop-file-utils) not installed"
  fi
  if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$usr/share/metainfo/io.github.aidedecamp.AideDeCamp.metainfo.xml" ||
      fail "appstreamcli validate --no-net"
  else
    skip "appstreamcli (appstream) not installed"
  fi
  if command -v update-mime-database >/dev/null; then
    XDG_DATA_DIRS="$usr/share" update-mime-database "$usr/share/mime" || fail "update-mime-database"
    grep -q '^[0-9]*:application/x-aide-de-camp-game:\*\.adc\.json$' "$usr/share/mime/globs2" ||
      fail "the MIME database does not map *.adc.json to application/x-aide-de-camp-game"
  elif command -v xmllint >/dev/null; then
    xmllint --noout "$usr/share/mime/packages/aide-de-camp.xml" || fail "MIME type XML"
  else
    skip "update-mime-database (shared-mime-info) not installed"
  fi
fi

if command -v man >/dev/null; then
  for page in adc aide-de-camp; do
    # groff's warnings (bad macros, unknown escapes) are what lintian would report.
    warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 \
      -Z "$usr/share/man/man1/$page.1.gz" 2>&1 >/dev/null)
    [ -z "$warnings" ] || fail "man $page: $warnings"
  done
else
  skip "man (man-db) not installed"
fi

if [ "$failures" -gt 0 ]; then
  echo "install test: $failures failure(s)" >&2
  exit 1
fi
echo "install test: the installed programs run on their own data"

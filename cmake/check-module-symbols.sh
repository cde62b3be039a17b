#!/bin/sh
# check-module-symbols.sh MODULE PROGRAM: fails (naming them) when MODULE needs a symbol that
# neither PROGRAM exports nor a library MODULE links provides. The linker cannot check this
# itself (-z defs): a module that links against a position-independent executable is not a link
# ld accepts, so the module is linked with the program's symbols left open and checked here,
# after every link, so a missing symbol fails the build and never the user's first share.
set -eu
module=$1
program=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
names() { sed 's/@.*//' | sort -u; }
nm -D --undefined-only "$module" | awk '$1 == "U" { print $2 }' | names >"$work/wanted"
{
  nm -D --defined-only "$program"
  for lib in $(ldd "$module" | awk '$3 ~ /^\// { print $3 }'); do
    nm -D --defined-only "$lib"
  done
} | awk 'NF >= 3 { print $3 }' | names >"$work/offered"
comm -23 "$work/wanted" "$work/offered" >"$work/missing"
if [ -s "$work/missing" ]; then
  echo "$module needs symbols that $program does not export (module_exports.map, or the" >&2
  echo "program does not hold that code: link it in whole) and no library it links has:" >&2
  c++filt <"$work/missing" | sed 's/^/  /' >&2
  exit 1
fi

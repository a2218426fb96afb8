#!/bin/sh
# Rebuilds the documents of the import evaluation set (Tests/ImportCorpus/{dev,test,fresh,fresh2,fresh3,fresh4,fresh5,fresh6,fresh7,fresh8,fresh9,fresh10,fresh11,fresh12,fresh13,fresh14,fresh15,fresh16,fresh17}) from their
# sources. Their text is not committed: none of them carries a licence that allows it. Each entry of
# expected.json names its source repository, path and commit; this script reads it from a local bare
# mirror (MIRRORS, default /work/.mirror/OWNER+NAME/repo) or, failing that, from
# raw.githubusercontent.com. A document without a repository (source.store_id) must be fetched by
# hand as its note says. Tests that need a document skip it while it is absent.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
mirrors=${MIRRORS:-/work/.mirror}
for part in dev test fresh fresh2 fresh3 fresh4 fresh5 fresh6 fresh7 fresh8 fresh9 fresh10 fresh11 fresh12 fresh13 fresh14 fresh15 fresh16 fresh17; do
    dir="$root/Tests/ImportCorpus/$part"
    python3 - "$dir/expected.json" <<'PY' | while IFS="$(printf '\t')" read -r file repo path commit; do
import json, sys
for name, spec in json.load(open(sys.argv[1]))["documents"].items():
    s = spec["source"]
    print("\t".join([name, s.get("repo") or "", s.get("path") or "", s.get("commit") or ""]))
PY
        out="$dir/$file"
        [ -s "$out" ] && continue
        if [ -z "$repo" ]; then echo "skip $file: fetch by hand (see its source note)"; continue; fi
        git_dir="$mirrors/$(echo "$repo" | tr / +)/repo"
        if [ -d "$git_dir" ] && git --git-dir="$git_dir" show "$commit:$path" > "$out" 2>/dev/null; then
            echo "mirror $file"
        elif curl -fsSL "https://raw.githubusercontent.com/$repo/$commit/$path" -o "$out"; then
            echo "fetched $file"
        else
            rm -f "$out"; echo "missing $file ($repo $path $commit)"
        fi
    done
done

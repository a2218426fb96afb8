#!/usr/bin/env bash
# Fetches the repositories of the recipes check evaluation (repos.tsv) at their labelled commits
# into Bench/check-eval/repos/OWNER+NAME, for Bench/check-eval/score.py and `make bench`.
# A manual step: it needs the network, which CI does not have. Their code is not committed here
# (several licences do not allow it); labels.tsv keeps only paths, lines and verdicts.
#
# usage: Bench/check-eval/fetch.sh [DEST]   (default: Bench/check-eval/repos)
# CHECK_EVAL_GIT_BASE replaces https://github.com (a mirror holding OWNER/NAME repositories).
set -euo pipefail
cd "$(dirname "$0")"
dest=${1:-repos}
base=${CHECK_EVAL_GIT_BASE:-https://github.com}
mkdir -p "$dest"
grep -v '^#' repos.tsv | while IFS=$'\t' read -r repo commit half targets licence; do
    [ -n "$repo" ] || continue
    dir="$dest/${repo/\//+}"
    if [ "$(git -C "$dir" rev-parse HEAD 2>/dev/null)" = "$commit" ]; then
        echo "$repo: already at $commit"
        continue
    fi
    rm -rf "$dir"
    echo "$repo: fetching $commit"
    git init -q "$dir"
    git -C "$dir" fetch -q --depth 1 --filter=blob:limit=4m "$base/$repo" "$commit"
    git -C "$dir" -c advice.detachedHead=false checkout -q FETCH_HEAD
done

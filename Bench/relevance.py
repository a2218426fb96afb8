#!/usr/bin/env python3
"""Relevance of `recipes search` on Bench/queries.tsv: recall@1, recall@5 and MRR per half (dev, test).

usage: relevance.py QUERIES_TSV --bin RECIPES_BINARY --recipes DIR [--show dev|test|all]

Each answerable row is run as `recipes search --json --limit 10 -- QUERY` (a process per query, so the
numbers are those a user gets). A hit answers a row when it is one of the row's accepted answers:
`recipe#pitfall` matches that pitfall's hit, `recipe` matches any hit of the recipe. Rows with no
answers (the library's to-do list) are counted, not scored. `recipeLevel` scores the same runs by
recipe only (the level of the FTS5 and ripgrep baselines). Prints JSON; with --show, also prints the
rank of every row of that half to stderr (the view to tune the dev half with).
"""
import json
import subprocess
import sys


def load(path):
    """Rows of the query set as dicts: query, answers (list), missing, half, source."""
    rows = []
    header = None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        cols = line.split("\t")
        if header is None:
            header = cols
            continue
        row = dict(zip(header, cols + [""] * (len(header) - len(cols))))
        row["answers"] = row["answers"].split()
        rows.append(row)
    return rows


def hit_keys(hit):
    """The answer keys a `--json` hit satisfies: its recipe, and `recipe#pitfall` for a pitfall hit."""
    keys = {hit["id"]}
    if hit.get("pitfallID"):
        keys.add(hit["id"] + "#" + hit["pitfallID"])
    return keys


def rank(answers, hits):
    """1-based rank of the first hit that is an accepted answer, None when none is."""
    for i, hit in enumerate(hits):
        if hit_keys(hit) & set(answers):
            return i + 1
    return None


def score(ranks):
    n = len(ranks)
    if n == 0:
        return {"queries": 0}
    found = [r for r in ranks if r is not None]
    return {
        "queries": n,
        "recallAt1": sum(1 for r in found if r == 1) / n,
        "recallAt5": sum(1 for r in found if r <= 5) / n,
        "mrr": sum(1 / r for r in found) / n,
    }


def search(binary, recipes, text):
    out = subprocess.run([binary, "search", "--json", "--limit", "10", "--recipes", recipes, "--", text],
                         capture_output=True, text=True)
    if out.returncode not in (0, 1) or not out.stdout.strip():
        return []
    return json.loads(out.stdout)["hits"]


def main():
    args = sys.argv[1:]
    rows = load(args[0])
    binary = args[args.index("--bin") + 1]
    recipes = args[args.index("--recipes") + 1]
    show = args[args.index("--show") + 1] if "--show" in args else None
    report = {"todo": sum(1 for r in rows if not r["answers"]), "recipeLevel": {}}
    for half in ["dev", "test"]:
        ranks, recipe_ranks = [], []
        for row in rows:
            if row["half"] != half or not row["answers"]:
                continue
            hits = search(binary, recipes, row["query"])
            r = rank(row["answers"], hits)
            ranks.append(r)
            recipe_ranks.append(rank({a.split("#")[0] for a in row["answers"]}, hits))
            if show in (half, "all"):
                top = [sorted(hit_keys(h), key=len)[-1] for h in hits[:3]]
                print(f"{half} {r if r else '-':>2}  {row['query']}\n      want {' '.join(row['answers'])}\n      got  {' | '.join(top)}",
                      file=sys.stderr)
        report[half] = score(ranks)
        report["recipeLevel"][half] = score(recipe_ranks)
    print(json.dumps(report, indent=2, sort_keys=True))


if __name__ == "__main__":
    main()

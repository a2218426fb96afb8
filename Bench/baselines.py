#!/usr/bin/env python3
"""Baselines for make bench on the same files and queries: SQLite FTS5 (bm25, in memory) and
ripgrep (files that contain every word, in file order).

usage: baselines.py QUERIES_TSV NAME=DIR [NAME=DIR...] [--relevance NAME]
Prints JSON: per corpus the FTS5 build time and query latency (as typed with a prefix last word,
and one-letter prefixes), and for the --relevance corpus recall@1, recall@5 and MRR of FTS5 and
ripgrep per half of the query set (dev, test), at recipe level: a file is a recipe (its name is the
recipe id) and answers a row when its recipe is one of the row's answers.
"""
import json
import os
import re
import sqlite3
import subprocess
import sys
import time


def load_queries(path):
    """(query, answer recipe ids, half) per row; rows the library cannot answer have no ids."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from relevance import load
    return [(r["query"], {a.split("#")[0] for a in r["answers"]}, r["half"]) for r in load(path)]


def words(text):
    return re.findall(r"\w+", text.lower())


def summary(values):
    values = sorted(values)
    at = lambda q: values[min(len(values) - 1, int(q * len(values)))]
    return {"p50": at(0.5), "p99": at(0.99), "max": values[-1], "count": len(values)}


def files_of(folder):
    return sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".md"))


def fts5(folder, queries):
    start = time.perf_counter()
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE docs USING fts5(path UNINDEXED, body)")
    paths = files_of(folder)
    db.executemany("INSERT INTO docs VALUES (?, ?)", ((p, open(p, encoding="utf-8").read()) for p in paths))
    db.commit()
    build = time.perf_counter() - start

    def run(match):
        return [r[0] for r in db.execute("SELECT path FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT 10", (match,))]

    def ranked(text, prefix=True):
        toks = words(text)
        if not toks:
            return []
        quoted = ['"%s"' % t for t in toks]
        if prefix:
            quoted[-1] += "*"
        return run(" ".join(quoted)) or run(" OR ".join(quoted))

    timings, one_letter = [], []
    for text, _, _ in queries:
        for _ in range(5):
            t = time.perf_counter(); ranked(text); timings.append((time.perf_counter() - t) * 1000)
        letter = words(text)[0][0]
        for _ in range(5):
            t = time.perf_counter(); run(letter + "*"); one_letter.append((time.perf_counter() - t) * 1000)
    return {"buildSeconds": build, "queryMs": summary(timings), "oneLetterPrefixMs": summary(one_letter)}, ranked


def rg_ranked(folder, text):
    found = None
    for w in words(text):
        out = subprocess.run(["rg", "-i", "-l", "-F", "-e", w, folder], capture_output=True, text=True).stdout.split()
        found = set(out) if found is None else found & set(out)
    return sorted(found or [])


def relevance(ranker, queries):
    """Per half: recall@1, recall@5 and MRR of the first file whose recipe is an answer."""
    from relevance import score
    report = {}
    for half in ["dev", "test"]:
        ranks = []
        for text, recipes, row_half in queries:
            if row_half != half or not recipes:
                continue
            ids = [os.path.basename(p)[:-3] for p in ranker(text)]
            ranks.append(next((i + 1 for i, name in enumerate(ids) if name in recipes), None))
        report[half] = score(ranks)
    return report


def main():
    args = sys.argv[1:]
    queries = load_queries(args[0])
    rel = args[args.index("--relevance") + 1] if "--relevance" in args else None
    report = {}
    for spec in args[1:]:
        if "=" not in spec:
            continue
        name, folder = spec.split("=", 1)
        stats, ranked = fts5(folder, queries)
        report[name] = {"fts5": stats}
        if name == rel:
            report[name]["relevance"] = {
                "fts5": relevance(ranked, queries),
                "rg": relevance(lambda t: rg_ranked(folder, t), queries),
            }
    print(json.dumps(report, indent=2, sort_keys=True))


if __name__ == "__main__":
    main()

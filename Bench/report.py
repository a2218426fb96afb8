#!/usr/bin/env python3
"""Merges the JSON files of Bench/run into OUT/report.json and prints the text table.

usage: report.py OUT_DIR
"""
import json
import os
import sys

TARGETS = {"p50Ms": 0.3, "p99Ms": 1.0, "coldLoadIndexSeconds10k": 2.0, "warmEndToEndMs10k": 50.0}


def load(out, name):
    path = os.path.join(out, name)
    return json.load(open(path)) if os.path.exists(path) else None


def e2e(out, corpus):
    data = load(out, f"e2e-{corpus}.json")
    if not data:
        return {}
    return {r["command"]: {"medianMs": r["median"] * 1000, "meanMs": r["mean"] * 1000, "minMs": r["min"] * 1000}
            for r in data["results"]}


def main():
    out = sys.argv[1]
    baselines = load(out, "baselines.json") or {}
    report = {"corpora": {}, "targets": TARGETS}
    for corpus in ["bundled", "1000", "10000"]:
        search = load(out, f"search-{corpus}.json")
        if not search:
            continue
        report["corpora"][corpus] = {
            "recipes": search["recipes"],
            "loadSeconds": search["loadSeconds"],
            "indexSeconds": search["indexSeconds"],
            "peakRSSBytes": search["peakRSSBytes"],
            "index": search["index"],
            "latencyMs": search["latencyMs"],
            "endToEnd": e2e(out, corpus),
            "fts5": baselines.get(corpus, {}).get("fts5"),
        }
        if "relevance" in search:
            report["relevance"] = {"recipes search": search["relevance"], **baselines.get(corpus, {}).get("relevance", {})}
    with open(os.path.join(out, "report.json"), "w") as f:
        json.dump(report, f, indent=2, sort_keys=True)

    print("\n== Relevance (Bench/queries.tsv, bundled library) ==")
    rel = report.get("relevance", {})
    print(f"{'engine':<18}{'MRR':>8}{'recall@5':>10}   level")
    if "recipes search" in rel:
        r = rel["recipes search"]
        print(f"{'recipes search':<18}{r['mrr']:>8.3f}{r['recallAt5']:>10.3f}   exact pitfall (or recipe)")
        print(f"{'recipes search':<18}{r['recipeMRR']:>8.3f}{r['recipeRecallAt5']:>10.3f}   recipe")
    for name in ["fts5", "rg"]:
        if name in rel:
            print(f"{name:<18}{rel[name]['mrr']:>8.3f}{rel[name]['recallAt5']:>10.3f}   recipe (file)")

    print("\n== In-process query latency, ms (p50 / p99 / max) ==")
    shapes = ["asTyped", "complete", "prefix", "oneLetter", "typo", "twoTypoIdentifier", "target", "all"]
    print(f"{'shape':<20}" + "".join(f"{c + ' recipes':>26}" for c in report["corpora"]))
    for shape in shapes:
        cells = []
        for c in report["corpora"].values():
            l = c["latencyMs"].get(shape, {})
            cells.append(f"{l.get('p50', 0):.3f} / {l.get('p99', 0):.3f} / {l.get('max', 0):.2f}" if l else "-")
        print(f"{shape:<20}" + "".join(f"{cell:>26}" for cell in cells))
    cells = []
    for c in report["corpora"].values():
        f = c.get("fts5") or {}
        q, o = f.get("queryMs", {}), f.get("oneLetterPrefixMs", {})
        cells.append((f"{q.get('p50', 0):.3f} / {q.get('p99', 0):.3f} / {q.get('max', 0):.2f}",
                      f"{o.get('p50', 0):.3f} / {o.get('p99', 0):.3f} / {o.get('max', 0):.2f}"))
    print(f"{'FTS5 as typed':<20}" + "".join(f"{a:>26}" for a, _ in cells))
    print(f"{'FTS5 one letter*':<20}" + "".join(f"{b:>26}" for _, b in cells))

    print("\n== Load and index ==")
    print(f"{'corpus':<10}{'load s':>9}{'index s':>9}{'docs':>8}{'terms':>8}{'index MB':>10}{'peak RSS MB':>13}{'FTS5 build s':>14}")
    for name, c in report["corpora"].items():
        fb = (c.get("fts5") or {}).get("buildSeconds", 0)
        print(f"{name:<10}{c['loadSeconds']:>9.3f}{c['indexSeconds']:>9.3f}{c['index']['documents']:>8}{c['index']['terms']:>8}"
              f"{c['index']['bytes'] / 1e6:>10.1f}{c['peakRSSBytes'] / 1e6:>13.1f}{fb:>14.3f}")

    print("\n== End to end, one-term query as a process, median ms ==")
    print(f"{'corpus':<10}{'recipes search':>16}{'rg -i':>10}{'fzf --filter':>14}")
    for name, c in report["corpora"].items():
        e = c["endToEnd"]
        cell = lambda k: f"{e[k]['medianMs']:.1f}" if k in e else "-"
        print(f"{name:<10}{cell('recipes search'):>16}{cell('rg -i'):>10}{cell('fzf --filter'):>14}")
    print(f"\nreport: {os.path.join(out, 'report.json')}")


if __name__ == "__main__":
    main()

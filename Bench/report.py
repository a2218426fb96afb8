#!/usr/bin/env python3
"""Merges the JSON files of Bench/run into OUT/report.json and prints the text table.

usage: report.py OUT_DIR
"""
import json
import os
import sys

TARGETS = {"p50Ms": 0.3, "p99Ms": 1.0, "coldLoadIndexSeconds10k": 2.0, "warmEndToEndMs10k": 50.0, "keystrokeToFrameMs10k": 16.0,
           "indexPerTextBytes10k": 3.0, "peakRSSMB10k": 200.0}
SHAPES = ["asTyped", "complete", "prefix", "oneLetter", "typo", "twoTypoIdentifier", "target", "all"]


def load(out, name):
    path = os.path.join(out, name)
    return json.load(open(path)) if os.path.exists(path) else None


def e2e(out, corpus):
    data = load(out, f"e2e-{corpus}.json")
    if not data:
        return {}
    return {r["command"]: {"medianMs": r["median"] * 1000, "meanMs": r["mean"] * 1000, "minMs": r["min"] * 1000}
            for r in data["results"]}


def cell(summary, digits=3):
    if not summary:
        return "-"
    return f"{summary.get('p50', 0):.{digits}f} / {summary.get('p99', 0):.{digits}f} / {summary.get('max', 0):.2f}"


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
            "textBytes": search.get("textBytes"),
            "loadSeconds": search["loadSeconds"],
            "warmLoadSeconds": search.get("warmLoadSeconds"),
            "indexSeconds": search["indexSeconds"],
            "peakRSSBytes": search["peakRSSBytes"],
            "index": search["index"],
            "hitsPerQuery": search.get("limit"),
            "latencyMs": search["latencyMs"],
            "cpuLatencyMs": search.get("cpuLatencyMs", {}),
            "tui": load(out, f"tui-{corpus}.json"),
            "endToEnd": e2e(out, corpus),
            "fts5": baselines.get(corpus, {}).get("fts5"),
        }
        if corpus == "bundled":
            report["relevance"] = {"recipes search": load(out, "relevance.json") or {}, **baselines.get(corpus, {}).get("relevance", {})}
    shapes = load(out, "shapes.json")
    if shapes:
        report["scaling"] = shapes
    with open(os.path.join(out, "report.json"), "w") as f:
        json.dump(report, f, indent=2, sort_keys=True)
    corpora = report["corpora"]

    print("\n== Relevance (Bench/queries.tsv: real issue titles, bundled library; tuned on dev only) ==")
    rel = report.get("relevance", {})
    print(f"{'engine':<18}{'half':<6}{'queries':>8}{'recall@1':>10}{'recall@5':>10}{'MRR':>8}   level")
    rows = [("recipes search", "recipes search", "answer: the labelled pitfall, or any hit of a labelled recipe"),
            ("recipes search", "recipes search/recipe", "recipe (any hit of a labelled recipe)"),
            ("fts5", "fts5", "recipe (file)"), ("rg", "rg", "recipe (file)")]
    for name, key, level in rows:
        engine = rel.get(key.split("/")[0], {})
        if key.endswith("/recipe"):
            engine = engine.get("recipeLevel", {})
        for half in ["dev", "test"]:
            r = engine.get(half)
            if r and r.get("queries"):
                print(f"{name:<18}{half:<6}{r['queries']:>8}{r['recallAt1']:>10.3f}{r['recallAt5']:>10.3f}{r['mrr']:>8.3f}   {level}")
    if "todo" in rel.get("recipes search", {}):
        print(f"rows the library cannot answer yet (its to-do list): {rel['recipes search']['todo']}")

    for title, key in [("wall clock", "latencyMs"), ("CPU time of the searching thread", "cpuLatencyMs")]:
        print(f"\n== In-process query latency, {title}, ms (p50 / p99 / max), first 10 hits with highlights ==")
        print(f"{'shape':<20}" + "".join(f"{c + ' recipes':>26}" for c in corpora))
        for shape in SHAPES:
            print(f"{shape:<20}" + "".join(f"{cell(c[key].get(shape)):>26}" for c in corpora.values()))
    fts = [(c.get("fts5") or {}) for c in corpora.values()]
    print(f"{'FTS5 as typed':<20}" + "".join(f"{cell(f.get('queryMs')):>26}" for f in fts))
    print(f"{'FTS5 one letter*':<20}" + "".join(f"{cell(f.get('oneLetterPrefixMs')):>26}" for f in fts))

    print("\n== Browser (KeystrokeDriver at 120x40), ms (p50 / p99 / max) ==")
    print(f"{'step':<28}" + "".join(f"{c + ' recipes':>26}" for c in corpora))
    for label, key in [("keystroke -> frame", "keystrokeToFrameMs"), ("keystroke -> frame, CPU", "keystrokeToFrameCPUMs"),
                       ("search -> results frame", "searchToFrameMs"), ("search -> results frame, CPU", "searchToFrameCPUMs")]:
        print(f"{label:<28}" + "".join(f"{cell((c.get('tui') or {}).get(key)):>26}" for c in corpora.values()))

    print("\n== Load and index ==")
    print(f"{'corpus':<10}{'cold load s':>12}{'warm load s':>12}{'index s':>9}{'docs':>8}{'terms':>8}{'text MB':>9}{'index MB':>10}"
          f"{'peak RSS MB':>13}{'FTS5 build s':>14}")
    for name, c in corpora.items():
        fb = (c.get("fts5") or {}).get("buildSeconds", 0)
        warm = f"{c['warmLoadSeconds']:.3f}" if c.get("warmLoadSeconds") is not None else "-"
        text = f"{c['textBytes'] / 1e6:.1f}" if c.get("textBytes") else "-"
        print(f"{name:<10}{c['loadSeconds']:>12.3f}{warm:>12}{c['indexSeconds']:>9.3f}{c['index']['documents']:>8}"
              f"{c['index']['terms']:>8}{text:>9}{c['index']['bytes'] / 1e6:>10.1f}{c['peakRSSBytes'] / 1e6:>13.1f}{fb:>14.3f}")

    print("\n== End to end, one-term query as a process, median ms ==")
    names = ["recipes search", "recipes search --no-cache", "rg -i", "fzf --filter"]
    print(f"{'corpus':<10}" + "".join(f"{n:>28}" for n in names))
    for name, c in corpora.items():
        e = c["endToEnd"]
        medians = [f"{e[n]['medianMs']:.1f}" if n in e else "-" for n in names]
        print(f"{name:<10}" + "".join(f"{m:>28}" for m in medians))
    print("ratios (same run): recipes search / rg -i, recipes search / fzf --filter, query p50 / FTS5 p50")
    for name, c in corpora.items():
        e, ours = c["endToEnd"], c["endToEnd"].get("recipes search", {}).get("medianMs")
        ratios = [f"{ours / e[n]['medianMs']:.2f}" if ours and n in e else "-" for n in ["rg -i", "fzf --filter"]]
        fts = (c.get("fts5") or {}).get("queryMs", {}).get("p50")
        p50 = c["latencyMs"].get("all", {}).get("p50")
        ratios.append(f"{p50 / fts:.2f}" if p50 and fts else "-")
        print(f"{name:<10}" + "".join(f"{r:>28}" for r in ratios))

    big = corpora.get("10000")
    if big:
        print("\n== Targets at 10,000 recipes ==")
        lat, e = big["latencyMs"].get("all", {}), big["endToEnd"]
        tui = (big.get("tui") or {}).get("keystrokeToFrameMs", {})
        cpu = big["cpuLatencyMs"].get("all", {})
        bundled = (corpora.get("bundled") or {}).get("endToEnd", {})
        ours, rg = bundled.get("recipes search", {}).get("medianMs"), bundled.get("rg -i", {}).get("medianMs")
        text = big.get("textBytes")
        checks = [
            ("query p50 < 0.3 ms (all shapes, wall)", lat.get("p50"), TARGETS["p50Ms"]),
            ("query p50 < 0.3 ms (all shapes, CPU)", cpu.get("p50"), TARGETS["p50Ms"]),
            ("query p99 < 1 ms (all shapes, wall)", lat.get("p99"), TARGETS["p99Ms"]),
            ("query p99 < 1 ms (all shapes, CPU)", cpu.get("p99"), TARGETS["p99Ms"]),
            ("cold load + index < 2 s", big["loadSeconds"] + big["indexSeconds"], TARGETS["coldLoadIndexSeconds10k"]),
            ("warm recipes search < 50 ms", e.get("recipes search", {}).get("medianMs"), TARGETS["warmEndToEndMs10k"]),
            ("keystroke -> frame p99 < 16 ms", tui.get("p99"), TARGETS["keystrokeToFrameMs10k"]),
            ("bundled search / rg -i <= 1 (ratio)", ours / rg if ours and rg else None, 1.0 + 1e-9),
            ("index <= 3x the text (ratio)", big["index"]["bytes"] / text if text else None, TARGETS["indexPerTextBytes10k"] + 1e-9),
            ("peak RSS < 200 MB (load + index + queries)", big["peakRSSBytes"] / 1e6, TARGETS["peakRSSMB10k"]),
        ]
        for label, value, target in checks:
            verdict = "-" if value is None else ("met" if value < target else "missed")
            print(f"{label:<40}{'-' if value is None else f'{value:.3f}':>12}   {verdict}")
    mcp = [m for m in (load(out, f"mcp-{c}.json") for c in ("bundled", "10000")) if m]
    if mcp:
        print("\n== recipes mcp: search_recipes round trip through the MCP Python SDK, ms (p50 / p99 / max) ==")
        for m in mcp:
            print(f"{m['corpus'] + ' recipes':<20}{cell(m):>26}   ({m['calls']} calls; in-process query above)")
    if shapes:
        print(f"\n== Pathological shapes of the audit: CPU s at n, 2n, 4n, 8n, 16n; growth per doubling (target <= {shapes['target']}x) ==")
        print(f"{'shape':<40}{'finding':>8}  {'CPU seconds':<40}{'growth':<28}worst  verdict")
        for s in shapes["shapes"]:
            times = " ".join("-" if r["cpuSeconds"] is None else f"{r['cpuSeconds']:.3f}" for r in s["sizes"])
            growth = " ".join("-" if g is None else f"{g:.2f}" for g in s["growthPerDoubling"])
            worst = "-" if s["worstGrowth"] is None else f"{s['worstGrowth']:.2f}"
            print(f"{s['shape']:<40}{s['finding']:>8}  {times:<40}{growth:<28}{worst:<7}{'met' if s['met'] else 'missed'}")
    print(f"\nreport: {os.path.join(out, 'report.json')}")


if __name__ == "__main__":
    main()

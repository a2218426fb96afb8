#!/usr/bin/env python3
"""Per-rule precision and recall of `recipes check` on the labelled public repositories.

Reads repos.tsv (repository, commit, half, targets) and labels.tsv (one place a rule should or
should not fire, judged by reading the code: right, wrong or unclear, with the reason), runs
`recipes check --all --json` on every repository present under REPOS (fetch them with
fetch.sh; CI has no network), once per target, and matches findings to labels by path, line and
rule. Prints, for each half (tune: the rules were developed on it; score: only scored), per
rule: findings, right, wrong, unclear, unlabelled, precision = right / (right + wrong) and
recall = right found / right labelled; then the same for the rules on by default together.
The holdout half was fetched and labelled only after the rules were frozen.
Findings without a label are listed so they can be judged and added.

usage: Bench/check-eval/score.py [--bin .build/release/recipes] [--repos Bench/check-eval/repos] [--out FILE]
"""
import argparse
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def read_tsv(name, columns):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) < columns:
                sys.exit(f"{name}:{number}: expected {columns} tab-separated fields, found {len(fields)}")
            rows.append(fields)
    return rows


def run_check(binary, folder, target):
    result = subprocess.run([binary, "check", folder, "--all", "--target", target, "--json", "--no-color"],
                            capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"recipes check {folder} --target {target} failed ({result.returncode}): {result.stderr.strip()}")
    document = json.loads(result.stdout)
    return document["findings"], document["summary"]


def ratio(numerator, denominator):
    return None if denominator == 0 else numerator / denominator


def percent(value):
    return "-" if value is None else f"{value * 100:.0f}%"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=os.path.join(HERE, "..", "..", ".build", "release", "recipes"))
    parser.add_argument("--repos", default=os.path.join(HERE, "repos"))
    parser.add_argument("--out")
    args = parser.parse_args()

    repos = read_tsv("repos.tsv", 5)
    labels = {}
    for repo, path, line, rule, verdict, why in read_tsv("labels.tsv", 6):
        if verdict not in ("right", "wrong", "unclear"):
            sys.exit(f"labels.tsv: {repo} {path}:{line}: verdict must be right, wrong or unclear, not {verdict!r}")
        labels[(repo, path, int(line), rule)] = verdict
    rules = json.loads(subprocess.run([args.bin, "check", "--list-rules", "--json"], capture_output=True, text=True, check=True).stdout)
    default_rules = {r["id"] for r in rules if r["onByDefault"]}

    tally = {}  # (half, rule) -> counter
    unlabelled, missing, checked = [], [], {}
    for repo, commit, half, targets, _ in repos:
        folder = os.path.join(args.repos, repo.replace("/", "+"))
        if not os.path.isdir(folder):
            missing.append(repo)
            continue
        found = {}
        for target in targets.split(","):
            findings, summary = run_check(args.bin, folder, target)
            checked[repo] = summary
            for f in findings:
                path = os.path.relpath(f["path"], folder)
                found[(repo, path, f["line"], f["rule"])] = f["message"]
        for key in found:
            verdict = labels.get(key, "unlabelled")
            tally.setdefault((half, key[3]), collections.Counter())[verdict] += 1
            if verdict == "unlabelled":
                unlabelled.append((half,) + key + (found[key],))
        for key, verdict in labels.items():
            if key[0] == repo and verdict == "right":
                tally.setdefault((half, key[3]), collections.Counter())["rightLabelled"] += 1
                if key in found:
                    tally[(half, key[3])]["rightFound"] += 1

    report = {"missingRepositories": missing, "checked": checked, "defaultRules": sorted(default_rules), "halves": {}}
    for half in ("tune", "score", "holdout"):
        rows = {}
        for (h, rule), c in sorted(tally.items()):
            if h != half:
                continue
            rows[rule] = {"findings": sum(c[v] for v in ("right", "wrong", "unclear", "unlabelled")), "right": c["right"], "wrong": c["wrong"],
                          "unclear": c["unclear"], "unlabelled": c["unlabelled"], "rightLabelled": c["rightLabelled"],
                          "precision": ratio(c["right"], c["right"] + c["wrong"]), "recall": ratio(c["rightFound"], c["rightLabelled"]),
                          "onByDefault": rule in default_rules}
        on = [r for rule, r in rows.items() if r["onByDefault"]]
        right, wrong = sum(r["right"] for r in on), sum(r["wrong"] for r in on)
        found_right = sum(tally[(half, rule)]["rightFound"] for rule in rows if rows[rule]["onByDefault"])
        labelled = sum(r["rightLabelled"] for r in on)
        report["halves"][half] = {"rules": rows, "defaultRules": {"right": right, "wrong": wrong, "precision": ratio(right, right + wrong),
                                                                 "recall": ratio(found_right, labelled)}}
    report["unlabelled"] = [{"half": u[0], "repo": u[1], "path": u[2], "line": u[3], "rule": u[4], "message": u[5]} for u in unlabelled]

    print("recipes check on labelled public repositories (Bench/check-eval)")
    if missing:
        print(f"  not present (run Bench/check-eval/fetch.sh): {', '.join(missing)}")
    for half, data in report["halves"].items():
        print(f"\n== {half} half ==")
        print(f"{'rule':<32}{'default':>8}{'found':>7}{'right':>7}{'wrong':>7}{'unclear':>9}{'new':>5}{'precision':>11}{'recall':>8}")
        for rule, r in data["rules"].items():
            print(f"{rule:<32}{'on' if r['onByDefault'] else 'off':>8}{r['findings']:>7}{r['right']:>7}{r['wrong']:>7}{r['unclear']:>9}"
                  f"{r['unlabelled']:>5}{percent(r['precision']):>11}{percent(r['recall']):>8}")
        d = data["defaultRules"]
        print(f"{'rules on by default':<32}{'':>8}{'':>7}{d['right']:>7}{d['wrong']:>7}{'':>9}{'':>5}{percent(d['precision']):>11}{percent(d['recall']):>8}")
    if unlabelled:
        print("\nfindings without a label (judge them and add them to labels.tsv):")
        for u in report["unlabelled"]:
            print(f"  [{u['half']}] {u['repo']} {u['path']}:{u['line']} {u['rule']}: {u['message'][:140]}")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=2)


if __name__ == "__main__":
    main()

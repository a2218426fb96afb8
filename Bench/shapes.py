#!/usr/bin/env python3
"""The reliability audit's pathological shapes (F1, F2, F6, F7, F8), each doubled four times from
its starting size (the audit's size or a quarter of it; every size stays under the 4 MiB file
limit): CPU time (user + sys of the child) per size and its growth per doubling.
Target: at most 2.5x per doubling (linear or n log n). Writes JSON to stdout; a shape whose run
goes over the time limit stops there and counts as missed.

usage: shapes.py RECIPES_BINARY [--only NAME] [--limit SECONDS]
"""
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile

TARGET = 2.5
# The loader skips files larger than this (4 MiB).
FILE_LIMIT = 4 * 1024 * 1024
RECIPE = ("struct V%d: UIViewRepresentable {\n func makeUIView(context: Context) -> UIView { UIView() }\n"
          " func updateUIView(_ v: UIView, context: Context) {}\n}\n")
# A representable whose coordinator calls the struct's closure, and a view that constructs it:
# coordinator lookup, the stale-parent call-site question and finding scopes, per representable.
COORDINATED = ("struct W%d: UIViewRepresentable {\n var onTap: () -> Void\n"
               " func makeCoordinator() -> Coordinator { Coordinator(parent: self) }\n"
               " func makeUIView(context: Context) -> UIView { UIView() }\n"
               " func updateUIView(_ v: UIView, context: Context) {}\n"
               " final class Coordinator: NSObject {\n  let parent: W%d\n  init(parent: W%d) { self.parent = parent }\n"
               "  @objc func tap() { parent.onTap() }\n }\n}\n"
               "struct S%d: View {\n @State var n = 0\n let step: Int\n var body: some View { W%d { n += step } }\n}\n")
HOUSE = "# T\n\n> Summary.\n\n- Platform: iOS\n- Minimum: iOS 15\n\n## Wrapper\n\n```swift\n" + (RECIPE % 0) + "```\n\n"


def files(name, text):
    return {name: text}


# name, finding, command (lint | export | check | list), start n, files(n) -> {name: text}
SHAPES = [
    ("nested quotes `>`", "F1", "lint", 40_000, lambda n: files("q.md", ">" * n + " x\n")),
    ("nested lists `- `", "F1", "lint", 23_000, lambda n: files("l.md", "# T\n\n" + "- " * n + "x\n")),
    ("nested `> - `", "F1", "lint", 16_000, lambda n: files("ql.md", "> - " * n + "x\n")),
    ("nested interpolation `\"\\(`", "F2", "check", 60_000,
     lambda n: files("i.swift", "struct V: UIViewRepresentable { let x = " + "\"\\(" * n + "\n")),
    ("nested types `struct A {`", "F2", "check", 4_000,
     lambda n: files("n.swift", "struct V: UIViewRepresentable {\n" + "struct A {\n" * n)),
    ("plain text, unclosed `struct A {`", "F2/F6", "export", 4_000, lambda n: files("p.txt", "struct A {\n" * n)),
    ("inline nested list `- - x`", "F6", "export", 2_000, lambda n: files("a.md", "- " * n + "x\n")),
    ("ordered nested list `1. 1. x`", "F6", "export", 2_000, lambda n: files("o.md", "1. " * n + "x\n")),
    ("fenced representables, no headings", "F6", "export", 50,
     lambda n: files("b.md", "".join("```swift\n" + RECIPE % i + "```\n\n" for i in range(n)))),
    ("sections with the same heading", "F6", "export", 1_000,
     lambda n: files("s.md", "".join("## Map\n\n```swift\n" + RECIPE % i + "```\n\n" for i in range(n)))),
    ("duplicate pitfall titles", "F6", "lint", 2_000,
     lambda n: files("c.md", HOUSE + "## Pitfalls\n\n" + "- **Same.** x\n" * n)),
    ("one document in N files", "F6", "list", 500, lambda n: {f"copy-{i}.md": HOUSE for i in range(n)}),
    ("table row of empty cells", "F7", "lint", 16_000, lambda n: files("t.md", "|a|\n|-|\n" + "|" * n + "\n")),
    ("table with n columns", "F7", "lint", 16_000, lambda n: files("tc.md", "|a" * n + "|\n" + "|-" * n + "|\n")),
    ("`![[]()` runs", "F7", "lint", 10_000, lambda n: files("br.md", "![[]()" * n + "\n")),
    ("run of `#` in check", "F8", "check", 200_000,
     lambda n: files("h.swift", "struct V: UIViewRepresentable {\n" + "#" * n + "\n}\n")),
    ("suppression comments", "F8", "check", 6_250,
     lambda n: files("d.swift", "struct V: UIViewRepresentable {\n" + "// recipes:disable stale-parent\n" * n + "}\n")),
    ("representables in one file", "F8", "check", 625,
     lambda n: files("r.swift", "".join(RECIPE % i for i in range(n)))),
    ("methods whose closing brace is left out", "F2/F6", "export", 2_000,
     lambda n: files("u.md", "```swift\nstruct V: UIViewRepresentable {\n" + "".join(f"  func f{i}() {{\n  let x = {i}\n" for i in range(n)) + "}\n```\n")),
    ("nested `if #available` left open around a fallback", "F6", "export", 2_000,
     lambda n: files("av.md", "```swift\nstruct V: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIView { UIView() }\n}\n"
                     + "if #available(iOS 17, *) {\n  x.scrollClipDisabled()\n} else {\n" * n + "  V()\n```\n")),
    ("coordinated representables and callers", "F8", "check", 500,
     lambda n: files("c.swift", "".join(COORDINATED % ((i,) * 5) for i in range(n)))),
]

COMMANDS = {
    "lint": lambda binary, folder, main: [binary, "lint", main],
    "export": lambda binary, folder, main: [binary, "export", "--json", "--no-cache", "--recipes", main],
    "check": lambda binary, folder, main: [binary, "check", main],
    "list": lambda binary, folder, main: [binary, "list", "--no-cache", "--recipes", folder],
}


def cpu_seconds(argv, limit):
    """CPU seconds (user + sys) of one run, None when it went over `limit` seconds of wall time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=limit,
                       env={**os.environ, "SWIFT_BACKTRACE": "enable=no"})
    except subprocess.TimeoutExpired:
        return None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure(binary, shape, limit):
    name, finding, command, start, make = shape
    rows = []
    for step in range(5):
        n = start * 2 ** step
        folder = tempfile.mkdtemp(prefix="recipes-shape-")
        try:
            written = make(n)
            size = 0
            for file, text in written.items():
                with open(os.path.join(folder, file), "w") as f:
                    f.write(text)
                size += len(text.encode())
            # A file over the loader's limit is skipped at once: its time would say nothing of the shape.
            if max(len(text.encode()) for text in written.values()) > FILE_LIMIT:
                raise SystemExit(f"shapes.py: {name} at n={n} writes a file over {FILE_LIMIT} bytes; start it smaller")
            main = os.path.join(folder, sorted(written)[0])
            argv = COMMANDS[command](binary, folder, main)
            # Best of three (start-up and scheduling noise) for runs up to 2.5 s, one run for longer ones.
            times = []
            for _ in range(3):
                t = cpu_seconds(argv, limit)
                times.append(t)
                if t is None or t > 2.5:
                    break
            best = None if None in times else min(times)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        rows.append({"n": n, "bytes": size, "cpuSeconds": best})
        if best is None:
            break
    growth = []
    for a, b in zip(rows, rows[1:]):
        if a["cpuSeconds"] is None or b["cpuSeconds"] is None:
            growth.append(None)
        else:
            growth.append(b["cpuSeconds"] / max(a["cpuSeconds"], 0.005))
    complete = len(rows) == 5 and rows[-1]["cpuSeconds"] is not None
    # Runs under 50 ms are mostly start-up time and clock ticks: their ratios are noise, not growth.
    meaningful = [g for g, a in zip(growth, rows) if g is not None and (a["cpuSeconds"] or 0) >= 0.05]
    worst = max(meaningful) if meaningful else (max(g for g in growth if g is not None) if any(g is not None for g in growth) else None)
    return {"shape": name, "finding": finding, "command": command, "sizes": rows, "growthPerDoubling": growth,
            "worstGrowth": worst, "met": complete and (worst is None or worst <= TARGET)}


def main():
    binary = sys.argv[1]
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else None
    limit = float(sys.argv[sys.argv.index("--limit") + 1]) if "--limit" in sys.argv else 30.0
    results = []
    for shape in SHAPES:
        if only and only not in shape[0]:
            continue
        result = measure(binary, shape, limit)
        results.append(result)
        print(f"  {result['shape']:<40} " + " ".join("-" if r["cpuSeconds"] is None else f"{r['cpuSeconds']:.3f}" for r in result["sizes"])
              + f"  worst x{result['worstGrowth'] or 0:.2f} {'met' if result['met'] else 'MISSED'}", file=sys.stderr)
    json.dump({"target": TARGET, "shapes": results}, sys.stdout, indent=2)


if __name__ == "__main__":
    main()

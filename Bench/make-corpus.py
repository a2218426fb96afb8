#!/usr/bin/env python3
"""Writes N synthetic recipe files built from the bundled Recipes/, deterministically from a seed.

Each file keeps the house format: a bundled recipe's title, summary, metadata, wrapper and call-site
code (cut to about 3 KB in all), with its type names renamed per file, three or four pitfalls
drawn from its own and other recipes, and its prefer-native section. Vocabulary and sizes are
those of real recipes, not lorem ipsum.

usage: make-corpus.py RECIPES_DIR OUT_DIR COUNT [SEED]
"""
import os
import random
import re
import sys


def sections(text):
    """Splits a recipe into its header (title, summary, metadata) and its level-2 sections."""
    parts = re.split(r"(?m)^## ", text)
    head, named = parts[0], {}
    for part in parts[1:]:
        name, _, body = part.partition("\n")
        named[name.strip()] = body
    return head, named


def first_block(body, limit):
    """The first fenced code block of a section, cut to about `limit` characters at a line end."""
    match = re.search(r"```swift\n(.*?)```", body, re.S)
    if not match:
        return ""
    code = match.group(1)
    if len(code) > limit:
        code = code[:limit].rsplit("\n", 1)[0] + "\n    // …\n"
    return "```swift\n" + code + "```\n"


def bullets(body):
    """Top-level bullets of a list section, each with its continuation lines."""
    items = re.split(r"(?m)^- ", body)
    return ["- " + item.rstrip() for item in items[1:] if item.strip()]


def main():
    source, out, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 7)
    recipes = []
    for name in sorted(os.listdir(source)):
        if name.endswith(".md") and name.lower() != "readme.md":
            with open(os.path.join(source, name), encoding="utf-8") as f:
                head, named = sections(f.read())
            if "Wrapper" in named and "Pitfalls" in named:
                recipes.append((name[:-3], head, named))
    all_pitfalls = [p for _, _, named in recipes for p in bullets(named["Pitfalls"])]
    os.makedirs(out, exist_ok=True)
    for i in range(count):
        rid, head, named = recipes[i % len(recipes)]
        types = sorted(set(re.findall(r"\bstruct (\w+): (?:UI|NS)\w+Representable", named["Wrapper"])))
        rename = lambda text: re.sub(r"\b(" + "|".join(types) + r")\b", lambda m: m.group(1) + str(i), text) if types else text
        title, _, rest = head.partition("\n")
        own = bullets(named["Pitfalls"])
        pitfalls = rng.sample(own, min(len(own), rng.choice([2, 3]))) + [rng.choice(all_pitfalls)]
        parts = [
            f"{title} ({i})\n" + rest.rstrip() + "\n",
            "## Wrapper\n\n" + rename(first_block(named["Wrapper"], 1500)),
            "## Call site\n\n" + rename(first_block(named.get("Call site", ""), 400)),
            "## Pitfalls\n\n" + "\n".join(pitfalls) + "\n",
            "## Prefer native\n\n" + named.get("Prefer native", "None as of iOS 26.\n").strip() + "\n",
        ]
        with open(os.path.join(out, f"{rid}-{i:05d}.md"), "w", encoding="utf-8") as f:
            f.write("\n".join(parts))


if __name__ == "__main__":
    main()

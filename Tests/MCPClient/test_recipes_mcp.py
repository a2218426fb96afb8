#!/usr/bin/env python3
"""Drives `recipes mcp` with the official MCP Python SDK as a real client.

usage: test_recipes_mcp.py BINARY RECIPES_FOLDER

Initializes, lists and calls every tool, reads a resource, checks the errors for bad arguments and a
ping after an error. Prints one line per check and a closing 'N passed, N failed' line; exit 1 on any
failure.
"""
import asyncio
import json
import os
import sys
import tempfile

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

BINARY, RECIPES = sys.argv[1], sys.argv[2]
results = []


def check(name, condition, detail=""):
    results.append(bool(condition))
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)


def text_of(result):
    return "".join(getattr(block, "text", "") for block in result.content)


UNGUARDED_TEXT = """
import SwiftUI
struct Field: UIViewRepresentable {
    @Binding var text: String
    var onCommit: () -> Void
    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.delegate = context.coordinator
        return field
    }
    func updateUIView(_ field: UITextField, context: Context) {
        field.text = text
    }
    final class Coordinator: NSObject, UITextFieldDelegate {
        let parent: Field
        init(parent: Field) { self.parent = parent }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { parent.onCommit(); return true }
    }
}
"""


async def main():
    with tempfile.TemporaryDirectory(prefix="recipes-mcp-sdk-") as cache:
        await session_checks(cache)


async def session_checks(cache):
    params = StdioServerParameters(command=BINARY, args=["mcp", "--recipes", RECIPES],
                                   env={"XDG_CACHE_HOME": cache, "HOME": cache})
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            check("initialize negotiates a handshake version", init.protocol_version in ("2025-11-25", "2025-06-18"), init.protocol_version)
            check("server names itself", init.server_info.name == "recipes", init.server_info)

            tools = (await session.list_tools()).tools
            names = [t.name for t in tools]
            check("four tools listed", names == ["search_recipes", "get_recipe", "list_recipes", "check_swift"], names)
            check("every tool has input and output schemas",
                  all(t.input_schema.get("type") == "object" and (t.output_schema or {}).get("type") == "object" for t in tools))

            found = await session.call_tool("search_recipes", {"query": "region loops while panning the map", "limit": 5})
            hits = (found.structured_content or {}).get("hits", [])
            check("search_recipes finds the map region loop", any(h["recipe"] == "mkmapview" for h in hits), hits[:2])
            check("search_recipes has a text rendering", "mkmapview" in text_of(found))

            recipe = await session.call_tool("get_recipe", {"id": "MKMapVeiw", "target": "ios16"})
            sc = recipe.structured_content or {}
            check("get_recipe tolerates a typo", sc.get("id") == "mkmapview", sc.get("id"))
            check("get_recipe judges prefer-native at the target",
                  all("availableAtTarget" in n for n in sc.get("preferNative", [])) and sc.get("preferNative"), sc.get("preferNative"))
            section = await session.call_tool("get_recipe", {"id": "mkmapview", "section": "pitfalls"})
            check("get_recipe returns one section", len((section.structured_content or {}).get("pitfalls", [])) >= 2)

            listed = await session.call_tool("list_recipes", {"target": "ios16", "needsWrapper": True})
            entries = (listed.structured_content or {}).get("recipes", [])
            check("list_recipes at ios16 lists wrappers still needed", entries and all(e["stillNeeded"] for e in entries), len(entries))
            mac = await session.call_tool("list_recipes", {"platform": "macOS"})
            check("list_recipes filters by platform", all(e["platform"] == "macOS" for e in (mac.structured_content or {}).get("recipes", [])))

            checked = await session.call_tool("check_swift", {"code": UNGUARDED_TEXT})
            findings = (checked.structured_content or {}).get("findings", [])
            check("check_swift finds the unguarded text write", any(f["rule"] == "update-without-guard" for f in findings), findings)
            with tempfile.TemporaryDirectory() as folder:
                with open(os.path.join(folder, "Field.swift"), "w") as f:
                    f.write(UNGUARDED_TEXT)
                by_path = await session.call_tool("check_swift", {"path": folder})
                check("check_swift reads a folder", (by_path.structured_content or {}).get("filesChecked") == 1, by_path.structured_content)

            resources = (await session.list_resources()).resources
            check("every recipe is a resource", any(str(r.uri) == "recipe://mkmapview" for r in resources), len(resources))
            templates = (await session.list_resource_templates()).resource_templates
            check("the recipe:// template is listed", any(t.uri_template == "recipe://{id}" for t in templates))
            read = await session.read_resource("recipe://mkmapview")
            check("a resource reads as Markdown", read.contents and read.contents[0].text.startswith("# MKMapView"))

            bad = await session.call_tool("search_recipes", {"limit": 3})
            check("a missing argument is a tool error naming it", bad.is_error and "`query`" in text_of(bad), text_of(bad))
            wrong = await session.call_tool("get_recipe", {"id": "mkmapview", "target": "android"})
            check("a bad target is a tool error naming it", wrong.is_error and "`target`" in text_of(wrong), text_of(wrong))
            try:
                await session.call_tool("no_such_tool", {})
                check("an unknown tool is a protocol error", False, "no error raised")
            except Exception as error:  # McpError
                check("an unknown tool is a protocol error", "Unknown tool" in str(error), error)
            await session.send_ping()
            check("ping answers after errors", True)


asyncio.run(main())
failed = results.count(False)
print(f"{len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)

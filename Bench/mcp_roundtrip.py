#!/usr/bin/env python3
"""Times `search_recipes` round trips through the official MCP Python SDK client.

usage: mcp_roundtrip.py BINARY RECIPES_FOLDER QUERIES_TSV CORPUS_NAME [--calls N]

Starts `recipes mcp`, initializes, then calls search_recipes once per query of the TSV (cycled to N
calls) and prints JSON: round-trip p50 / p99 / max in ms, measured in the client (send, the server's
work, the reply parsed and validated by the SDK).
"""
import asyncio, json, statistics, sys, tempfile, time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

binary, recipes, queries_path, corpus = sys.argv[1:5]
calls = int(sys.argv[sys.argv.index("--calls") + 1]) if "--calls" in sys.argv else 200
queries = [line.split("\t")[0] for line in open(queries_path, encoding="utf-8")
           if line.strip() and not line.startswith("#") and not line.startswith("query\t")]


async def main():
    with tempfile.TemporaryDirectory(prefix="recipes-mcp-bench-") as cache:
        await round_trips(cache)


async def round_trips(cache):
    params = StdioServerParameters(command=binary, args=["mcp", "--recipes", recipes], env={"XDG_CACHE_HOME": cache, "HOME": cache})
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            await session.call_tool("search_recipes", {"query": "warm up"})
            times = []
            for i in range(calls):
                start = time.perf_counter()
                result = await session.call_tool("search_recipes", {"query": queries[i % len(queries)], "limit": 10})
                times.append((time.perf_counter() - start) * 1000)
                assert not result.is_error, result
    times.sort()
    print(json.dumps({"corpus": corpus, "calls": calls, "p50": statistics.median(times),
                      "p99": times[min(len(times) - 1, int(len(times) * 0.99))], "max": times[-1]}))


asyncio.run(main())

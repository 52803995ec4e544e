"""A class answers together: answer → counted on the teacher's side, for 30 and 300 learners
(a script, not a test).

    .venv/bin/python benchmarks/bench_room.py [--learners 30 300] [--runs 3] [--spread 5]

Issue 43's goal: the 95th percentile under 1 s with 30 learners and under 2 s with 300. A real
room server (``python -m solitaire room`` on a free 127.0.0.1 port, a fresh SQLite file) and
scripted learners, each with its own cookie, its own event stream open and its own connection:
they join, wait for the question on their stream, and answer at a random moment within
``--spread`` seconds (a class does not answer in the same millisecond). Each learner answers a
move of its own, so the teacher's tally stream shows the moment each answer is counted: the
latency is from the start of the learner's POST to the teacher's event that first counts it.
Also: question → on every phone (the learners' streams), and the server's memory (resident
now and at its peak). The learners run on the same two cores as the server, so the figures are
an upper bound; compare medians of runs.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "room"))

from live_room import TOKEN, start_room_server  # noqa: E402

GOALS = {30: 1.0, 300: 2.0}


def question_for(learners: int) -> dict:
    """A move question with one right move and as many distinct answers as learners."""
    said = lambda text: {"en": text, "uk": text, "ru": text}  # noqa: E731
    verdicts = {f"M{n}→F1": {"right": n == 0, "reason": said(f"Move {n}.")} for n in range(learners)}
    return {"kind": "move", "title": said("Which move?"), "size": [100, 100], "places": {"F1": [0, 0, 10, 10]},
            "example": "M0→F1", "key": {"verdicts": verdicts, "spellings": {}}}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


async def events(response):
    """The JSON of each ``data:`` line of an event stream."""
    async for line in response.aiter_lines():
        if line.startswith("data:"):
            yield json.loads(line[5:])


async def one_run(url: str, code: str, learners: int, spread: float) -> dict:
    import httpx2
    limits = httpx2.Limits(max_connections=4)
    timeout = httpx2.Timeout(60)
    teacher = httpx2.AsyncClient(base_url=url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=timeout,
                                 trust_env=False)
    phones = [httpx2.AsyncClient(base_url=url, timeout=timeout, limits=limits, trust_env=False)
              for _ in range(learners)]
    counted: dict[str, float] = {}
    sent: dict[str, float] = {}
    seen_question: list[float] = []
    everyone = asyncio.Event()
    try:
        for number, phone in enumerate(phones):
            reply = await phone.post(f"/api/rooms/{code}/join", json={"name": f"Learner {number}", "language": "en"})
            reply.raise_for_status()

        async def follow_tally():
            async with teacher.stream("GET", f"/api/rooms/{code}/tally/events") as response:
                async for state in events(response):
                    now = time.perf_counter()
                    for row in (state.get("tally") or {}).get("counts", []):
                        counted.setdefault(row["answer"], now)
                    if len(counted) >= learners:
                        everyone.set()
                        return

        async def learner(number: int, phone):
            async with phone.stream("GET", f"/api/rooms/{code}/events") as response:
                async for state in events(response):
                    if state["question"] is not None:
                        seen_question.append(time.perf_counter())
                        break
                await asyncio.sleep(random.uniform(0, spread))
                answer = f"M{number}→F1"
                sent[answer] = time.perf_counter()
                reply = await phone.post(f"/api/rooms/{code}/answer", json={"question": question_id[0],
                                                                               "answer": answer})
                reply.raise_for_status()
                await everyone.wait()      # the stream stays open, as a phone's does

        question_id = [None]
        tasks = [asyncio.create_task(follow_tally())]
        tasks += [asyncio.create_task(learner(number, phone)) for number, phone in enumerate(phones)]
        await asyncio.sleep(1.0)    # every stream open
        asked_at = time.perf_counter()
        reply = await teacher.post(f"/api/rooms/{code}/questions", json=question_for(learners))
        question_id[0] = reply.json()["id"]
        await asyncio.wait_for(asyncio.gather(*tasks), timeout=120 + spread)
    finally:
        for client in phones + [teacher]:
            await client.aclose()
    latencies = [counted[answer] - start for answer, start in sent.items()]
    return {"latencies": latencies, "question_to_phones": max(seen_question) - asked_at}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, nargs="+", default=[30, 300])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--spread", type=float, default=5.0, help="seconds over which the learners answer")
    options = parser.parse_args(argv)
    random.seed(1)
    for learners in options.learners:
        p50s, p95s, reach, memory = [], [], [], []
        for run in range(options.runs):
            with tempfile.TemporaryDirectory() as folder:
                server = start_room_server(Path(folder) / "room.sqlite", room_size=max(learners, 100))
                try:
                    result = asyncio.run(one_run(server.url, server.code, learners, options.spread))
                    memory.append((server.memory_mb(), _peak_mb(server)))
                finally:
                    server.stop()
            p50s.append(statistics.median(result["latencies"]))
            p95s.append(percentile(result["latencies"], 0.95))
            reach.append(result["question_to_phones"])
            print(f"{learners} learners, run {run + 1}: answer → counted p50 {p50s[-1] * 1000:.0f} ms, "
                  f"p95 {p95s[-1] * 1000:.0f} ms; question → every phone {reach[-1] * 1000:.0f} ms; "
                  f"server {memory[-1][0]:.0f} MB (peak {memory[-1][1]:.0f} MB)", flush=True)
        goal = GOALS.get(learners)
        verdict = "" if goal is None else (" (goal p95 < %.0f s: %s)" % (goal, "met" if statistics.median(p95s) < goal
                                                                         else "NOT met"))
        print(f"== {learners} learners, median of {options.runs} runs: answer → counted p50 "
              f"{statistics.median(p50s) * 1000:.0f} ms, p95 {statistics.median(p95s) * 1000:.0f} ms{verdict}; "
              f"question → every phone {statistics.median(reach) * 1000:.0f} ms; server memory "
              f"{statistics.median(m[0] for m in memory):.0f} MB (peak {statistics.median(m[1] for m in memory):.0f} MB)",
              flush=True)
    return 0


def _peak_mb(server) -> float:
    for line in Path(f"/proc/{server.process.pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


if __name__ == "__main__":
    sys.exit(main())

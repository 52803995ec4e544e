"""Which failed chunks of a cluster run are sent again: those the executor lost, never those
that failed by their own code (which must reach the user as they are)."""
from concurrent.futures import CancelledError

from solitaire.solver.stats import _lost_by_the_executor


def _raised_in(filename: str, source: str) -> BaseException:
    namespace = {}
    exec(compile(source, filename, "exec"), namespace)
    try:
        namespace["run"]()
    except Exception as problem:  # noqa: BLE001 - the test wants the problem itself
        return problem
    raise AssertionError("nothing raised")


def test_a_chunk_that_fails_by_its_own_code_is_not_sent_again():
    problem = _raised_in("/work/solitaire/solver/chunk.py", "def run():\n    raise ValueError('bad deal')\n")
    assert not _lost_by_the_executor(problem)


def test_a_chunk_whose_worker_was_killed_is_sent_again():
    # dask's executor unpacks a lost future's result as (type, error, traceback) and fails doing it
    problem = _raised_in("/venv/site-packages/distributed/cfexecutor.py",
                         "def run():\n    result = ('lost',)\n    typ, exc, tb = result\n")
    assert isinstance(problem, ValueError) and _lost_by_the_executor(problem)
    assert _lost_by_the_executor(CancelledError())
    assert _lost_by_the_executor(type("KilledWorker", (Exception,), {})("worker died"))

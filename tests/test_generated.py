"""Generated modules (drivers, turn recorder, data bots' rules) imported from several threads
at once, as a Dask worker's threads do: every thread gets the module fully executed."""
import threading

from simcore.generated import load


def test_threads_wait_for_the_module_to_finish_executing(tmp_path):
    text = "import time\ntime.sleep(0.3)\nrun = 'ready'\n"
    calls = []

    def write():
        calls.append(1)
        return text

    got = []
    threads = [threading.Thread(target=lambda: got.append(
        getattr(load("domsim_test_slow_module", tmp_path, write), "run", None)))
        for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == ["ready"] * 4
    assert calls == [1]                   # written once
    assert (tmp_path / "domsim_test_slow_module.py").read_text() == text


def test_a_module_that_fails_is_not_kept(tmp_path):
    (tmp_path / "domsim_test_failing.py").write_text("raise ValueError('no')\n")
    for _ in range(2):                    # the second try runs it again, not a half module
        try:
            load("domsim_test_failing", tmp_path, lambda: "")
        except ValueError as e:
            assert str(e) == "no"
        else:
            raise AssertionError("the failing module loaded")

"""The search's sampler in its own process (simcore/sampler.py): what each generation is asked
from, the same candidates through the process as in this one, and a process that dies."""
import io
import pickle

import optuna
import pytest

from simcore.sampler import Sampler, SamplerError, _serve, fixed, params_space

SPACE = {"x": optuna.distributions.IntDistribution(0, 100),
         "c": optuna.distributions.CategoricalDistribution(["a", "b", "c"])}
CFG = {"seed": 5, "distributions": SPACE, "seeds": [{"x": 50, "c": "b"}], "startup": 3,
       "window": 8}
# generation 0 asks 6 (no incumbent yet), the others 5; scores all different
SIZES = [6, 5, 5, 5]


def messages():
    out, k = [CFG], 0
    for g, n in enumerate(SIZES):
        out.append(("ask", g, n))
        out.append(("tell", [round(0.01 * (k + i), 2) for i in range(n)]))
        k += n
    return out


def serve_here(msgs):
    """The sampler's answers to msgs, served in this process: [params per candidate]."""
    inp, out = io.BytesIO(b"".join(pickle.dumps(m) for m in msgs)), io.BytesIO()
    _serve(inp, out)
    out.seek(0)
    return [pickle.load(out) for _ in range(sum(SIZES))]


def test_each_generation_is_asked_from_the_last_window_told(monkeypatch):
    """Generation g's study holds the last `window` candidates told, oldest first, when it
    asks (the next generation's study is made while the games play and gets the newest
    told at the end)."""
    # (study, the scores it holds at its first ask): the studies kept alive, as a freed
    # study's id() may be taken by the next one
    seen = []
    real = optuna.study.Study.ask

    def ask(self, *a, **k):
        if not any(s is self for s, _ in seen):
            done = self.get_trials(deepcopy=False, states=(optuna.trial.TrialState.COMPLETE,))
            seen.append((self, [t.value for t in done]))
        return real(self, *a, **k)
    monkeypatch.setattr(optuna.study.Study, "ask", ask)
    asked = serve_here(messages())
    told = [v for m in messages()[1:] if m[0] == "tell" for v in m[1]]
    given = [v for _, v in seen]
    assert [len(v) for v in given] == [0, 6, 8, 8]
    assert given[1] == told[:6]
    assert given[2] == told[:11][-8:] and given[3] == told[:16][-8:]
    assert asked[0] == {"x": 50, "c": "b"}          # generation 0 starts from the seeds
    assert all(0 <= p["x"] <= 100 and p["c"] in "abc" for p in asked)


def test_the_process_asks_what_this_process_would():
    msgs = messages()
    with Sampler(CFG["seed"], SPACE, CFG["seeds"], CFG["startup"], CFG["window"]) as s:
        got = []
        for m in msgs[1:]:
            if m[0] == "ask":
                got += list(s.ask(m[1], m[2]))
            else:
                s.tell(m[1])
    assert got == serve_here(msgs)


def test_a_space_is_taken_from_its_suggest_and_answered_by_fixed_params():
    def suggest(trial):
        return {"n": trial.suggest_int("n", 1, 9), "c": trial.suggest_categorical("c", [0, 1])}
    space = params_space(suggest)
    assert list(space) == ["n", "c"]
    assert space["n"] == optuna.distributions.IntDistribution(1, 9)
    assert suggest(fixed({"n": 7, "c": 1})) == {"n": 7, "c": 1}


def test_a_sampler_that_died_is_an_error_not_a_hang():
    s = Sampler(1, SPACE)
    s._proc.kill()
    s._proc.wait()
    with pytest.raises(SamplerError, match="sampler process stopped"):
        list(s.ask(0, 2))
    s.close()


def test_scores_must_match_the_candidates_asked():
    with Sampler(1, SPACE) as s:
        list(s.ask(0, 2))
        with pytest.raises(ValueError, match="1 scores for 2 candidates"):
            s.tell([0.5])

"""A search's sampler (optuna's TPE) in a process of its own, so that it runs beside the
games on every core of this one.

In one process, optuna's Python (6-13 ms to ask a candidate) and the Python around each job
of games share the interpreter lock: the sampler held it most of the time, and each game
thread, done with its games, waited for it before it could start the next job
(benchmarks/README.md, "The optimiser"). Here the games' process keeps the lock for the
games' own Python.

    s = Sampler(seed, distributions, seeds=[params, ...], startup=24, window=250)
    for params in s.ask(g, k):   # generation g's k candidates, each as soon as it is made
        ...
    s.tell([score, ...])         # their scores, in the order asked
    s.close()

Generation g is asked by TPE (multivariate, seeded by (seed, g)) from a fresh study holding
the last `window` candidates told, oldest first; generation 0 first asks the `seeds`. The
candidates depend on the seed and the scores alone, not on the timing of either process.
`distributions` ({name: optuna distribution}, in the order the space suggests them) says
what a candidate is: `params_space(space.suggest)` takes them from a space.
"""
import pickle
import signal
import subprocess
import sys
import tempfile

from simcore import child


class SamplerError(RuntimeError):
    pass


def params_space(suggest):
    """{name: distribution} of what suggest(trial) asks, in its order (one throwaway trial
    of an in-memory study)."""
    import optuna
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    study = optuna.create_study(sampler=optuna.samplers.RandomSampler(seed=0))
    trial = study.ask()
    suggest(trial)
    return dict(trial.distributions)


def fixed(params):
    """A trial that answers every suggest_* call with params (for space.suggest)."""
    import optuna
    return optuna.trial.FixedTrial(params)


class Sampler:
    def __init__(self, seed, distributions, seeds=(), startup=24, window=250):
        # its own session: Ctrl-C stops the search, which then closes this process's input;
        # its messages go to a file (a pipe nobody reads could fill and stop it)
        self._err = tempfile.TemporaryFile()
        self._proc = child.start("simcore.sampler", stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, stderr=self._err,
                                 start_new_session=True)
        self._send({"seed": seed, "distributions": distributions, "seeds": list(seeds),
                    "startup": startup, "window": window})
        self._pending = 0

    def _send(self, msg):
        try:
            pickle.dump(msg, self._proc.stdin)
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError):
            self._died()

    def _died(self):
        self._proc.kill()
        self._proc.wait()
        self._err.seek(0)
        err = self._err.read().decode(errors="replace").strip().splitlines()
        raise SamplerError("the optimiser's sampler process stopped"
                           + (f": {err[-1]}" if err else ""))

    def ask(self, g, k):
        """Generation g's k candidates (parameter dicts), as they come."""
        self._send(("ask", g, k))
        for _ in range(k):
            try:
                yield pickle.load(self._proc.stdout)
            except EOFError:
                self._died()
        self._pending = k

    def tell(self, scores):
        """The scores of the candidates of the last ask, in their order."""
        if len(scores) != self._pending:
            raise ValueError(f"{len(scores)} scores for {self._pending} candidates asked")
        self._send(("tell", list(scores)))
        self._pending = 0

    def close(self):
        if self._proc.poll() is None:
            try:
                self._proc.stdin.close()
            except OSError:
                pass
            try:
                self._proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self._proc.kill()
        self._proc.stdout.close()
        self._err.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _serve(inp, out):
    """The sampler's process: answers asks and tells until its input closes."""
    import warnings

    import optuna
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    warnings.filterwarnings("ignore", category=optuna.exceptions.ExperimentalWarning)
    cfg = pickle.load(inp)
    window = cfg["window"]

    def study_for(g, trials):
        """Generation g's study: TPE from `trials` (its cost per candidate grows with the
        trials it reads: a fresh study per generation keeps it flat), multivariate over the
        whole space (every candidate suggests every parameter; group=True gave the same
        candidates, walking every trial at each ask), counting the candidates asked but not
        yet told as bad ones (the constant liar, so that a generation spreads out; optuna 5's
        default, named so that optuna 3 and 4 search the same way)."""
        sampler = optuna.samplers.TPESampler(seed=(cfg["seed"] * 1_000_003 + g) % 2 ** 32,
                                             n_startup_trials=cfg["startup"], multivariate=True,
                                             constant_liar=True)
        study = optuna.create_study(direction="maximize", sampler=sampler)
        study.add_trials(trials)
        if g == 0:
            for p in cfg["seeds"]:
                study.enqueue_trial(p)
        return study

    finished = []                   # the trials told, oldest first (the last `window`)
    now, asked, ahead = None, [], None     # now, ahead: (generation, its study)
    while True:
        try:
            msg = pickle.load(inp)
        except EOFError:
            return
        if msg[0] == "ask":
            _, g, k = msg
            now = ahead if ahead is not None and ahead[0] == g else (g, study_for(
                g, finished[-window:]))
            asked = []
            for _ in range(k):
                asked.append(now[1].ask(cfg["distributions"]))
                pickle.dump(asked[-1].params, out)
                out.flush()
            # the next generation's study while this one's games play: what stays in its
            # window once these k are told (adding 250 trials to a study takes 45 ms)
            ahead = (g + 1, study_for(g + 1, finished[-(window - k):] if k < window else []))
        else:
            told = [now[1].tell(trial, score) for trial, score in zip(asked, msg[1])]
            ahead[1].add_trials(told)
            finished += told
            del finished[:-window]


if __name__ == "__main__":
    signal.signal(signal.SIGINT, signal.SIG_IGN)    # the search decides when it stops
    _serve(sys.stdin.buffer, sys.stdout.buffer)

"""benchmarks.instructions names numba's machine code from the objects LLVM registers for
debuggers: the names must be found in this very process, and read as module.function."""
import shutil
import sys

import pytest

from benchmarks.instructions import jit_functions, readable
from simcore.rng import game_key


def test_readable_drops_abi_tags_and_argument_types():
    mangled = ("_ZN7simcore8dominion5zones7shuffleB2v3B40c8tJTIeFIjxB2IKSgI4CrvSCKg1MMfAwK4L"
               "IaQIAE6RecordILi404EEx")
    assert readable(mangled) == "simcore.dominion.zones.shuffle"
    assert readable("NRT_incref") == "NRT_incref"


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("nm") is None,
                    reason="reads /proc/self/maps and llvmlite's symbols with nm")
def test_the_compiled_functions_of_this_process_are_found_by_address():
    game_key(1, 2)                      # loaded (or compiled) and registered by now
    found = jit_functions()
    names = {readable(n) for n in found.values()}
    assert "simcore.rng.game_key" in names
    entry = game_key.overloads[game_key.signatures[0]].library.get_pointer_to_function(
        game_key.overloads[game_key.signatures[0]].fndesc.llvm_func_name)
    assert readable(found[entry]) == "simcore.rng.game_key"

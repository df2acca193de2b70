"""benchmarks.instructions names numba's machine code from the objects LLVM registers for
debuggers: the names must be found in this very process, and read as module.function. It
reads callgrind_annotate's report with one event (instructions) or five (with the branch
simulator)."""
import shutil
import sys

import pytest

from benchmarks.instructions import annotated, jit_functions, mispredicted, readable
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


_PLAIN = """Events shown:     Ir
--------------------------------------------------------------------------------
104,176,293 (100.0%)  PROGRAM TOTALS

--------------------------------------------------------------------------------
Ir                   file:function
--------------------------------------------------------------------------------
 24,619,562 (23.63%)  ???:0x00000000054de6b0 [???]
          1 ( 0.00%)  ./string/memset.S:__memset_avx2

--------------------------------------------------------------------------------
   100 (1.0%)  int x = 1;
"""

_BRANCHES = """Events shown:     Ir Bc Bcm Bi Bim
--------------------------------------------------------------------------------
51,042,732 (100.0%) 7,578,585 (100.0%) 527,552 (100.0%) 149,598 (100.0%) 54,167 (100.0%)  PROGRAM TOTALS

--------------------------------------------------------------------------------
Ir                  Bc                 Bcm              Bi              Bim              file:function
--------------------------------------------------------------------------------
17,667,255 (34.61%) 3,258,738 (43.00%) 268,987 (50.99%)  7,016 ( 4.69%)      1 ( 0.00%)  ???:0x000000002d52f000 [???]
 8,410,953 (16.48%)   545,733 ( 7.20%)  73,924 (14.01%)      .               .           ???:0x00000000054ea870 [???]
"""


def test_a_report_with_instructions_alone():
    totals, rows = annotated(_PLAIN)
    assert totals == {"Ir": 104176293}
    assert rows == [({"Ir": 24619562}, "???:0x00000000054de6b0"),
                    ({"Ir": 1}, "./string/memset.S:__memset_avx2")]     # not the source lines


def test_a_report_with_the_branch_simulator():
    totals, rows = annotated(_BRANCHES)
    assert totals == {"Ir": 51042732, "Bc": 7578585, "Bcm": 527552, "Bi": 149598, "Bim": 54167}
    assert mispredicted(totals) == 527552 + 54167
    assert rows[0] == ({"Ir": 17667255, "Bc": 3258738, "Bcm": 268987, "Bi": 7016, "Bim": 1},
                       "???:0x000000002d52f000")
    assert rows[1][0] == {"Ir": 8410953, "Bc": 545733, "Bcm": 73924, "Bi": 0, "Bim": 0}
    assert mispredicted(rows[1][0]) == 73924

"""The card effects beyond their vanilla bonuses, one module per card set, each with a
dispatch by card id (`base_effect`, ...). A card's function called only from its set's
dispatch is `inline="always"`, so it compiles inside the dispatch and not as a unit of its
own (docs/core.md, "numba conventions")."""

# SPDX-License-Identifier: GPL-3.0-or-later
"""retrosim: Return Fire (and GTA's engine) re-implemented; this package is the research
interface to Return Fire (docs/research.md): ``retrosim.rf.Env``, ``retrosim.rf.VecEnv``.

``import retrosim`` needs nothing but the standard library; ``retrosim.rf`` needs numpy.
"""

__all__ = ["rf"]


def __getattr__(name):
    if name == "rf":
        import importlib

        return importlib.import_module(".rf", __name__)
    raise AttributeError(f"module 'retrosim' has no attribute {name!r}")

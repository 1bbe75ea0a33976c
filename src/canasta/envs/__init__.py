"""Research environments (the ``canasta[rl]`` extra): action/observation encoding and adapters.

* :mod:`canasta.envs.encoding` - the integer action table of a rule set, legal-action masks and
  observation vectors built from a seat's view;
* :mod:`canasta.envs.pettingzoo` - a PettingZoo AEC environment, ``env(rules=..., players=...)``;
* :mod:`canasta.envs.openspiel` - an OpenSpiel Python game registered as ``python_canasta``;
* :mod:`canasta.envs.gymnasium` - a single-agent Gymnasium environment against bots.

The engine never imports this package; importing an adapter needs its framework installed.
"""

"""Play Canasta in the terminal: one person (seat 0) against bots, full screen (Textual).

* :mod:`canasta.tui.game` holds the match: the engine state, the game record, the bots (which
  see only their seat's view) and the log. It has no screen and is tested on its own.
* :mod:`canasta.tui.intent` turns what the person picked on screen (card kinds and a key such as
  "meld") into engine moves. The engine alone decides whether they are legal and why not.
* :mod:`canasta.tui.app` is the Textual application; :mod:`canasta.tui.cli` adds ``canasta play``.
"""

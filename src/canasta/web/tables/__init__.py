"""The tables area: the lobby API, a table's seats, bots, timer and rematch, the WebSocket, the
history, replays, records, imports and the check of fair deals. One :class:`~.owner.TableOwner`
per table in play alone changes it; :class:`~.registry.Tables` is the registry of owners."""

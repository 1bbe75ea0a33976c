"""The WebSocket protocol, version 1 (documented in docs/web.md).

Every message is one JSON object with a ``type``. Client messages are validated with the
pydantic models below; a message that does not fit gets an ``error`` reply, never a crash.
Every server message carries ``version``: the number of moves accepted at the table so far.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

PROTOCOL = 1


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid")


# ---------------------------------------------------------------- client -> server

class MoveMsg(_Msg):
    """One move, or several (a staged initial meld) applied in order, all or none."""

    type: Literal["move"]
    version: int
    moves: list[Annotated[str, Field(max_length=64)]] = Field(min_length=1, max_length=40)


class PreviewMsg(_Msg):
    """Try staged meld/add moves on a copy of the state; the reply shows the table as it would be."""

    type: Literal["preview"]
    version: int
    moves: list[Annotated[str, Field(max_length=64)]] = Field(max_length=40)


class ExplainMsg(_Msg):
    """Ask why a move is not allowed now (the engine's reason)."""

    type: Literal["explain"]
    version: int
    move: Annotated[str, Field(max_length=64)]


class ResyncMsg(_Msg):
    type: Literal["resync"]


class PingMsg(_Msg):
    type: Literal["ping"]


ClientMsg = Annotated[MoveMsg | PreviewMsg | ExplainMsg | ResyncMsg | PingMsg, Field(discriminator="type")]
CLIENT_MSG: TypeAdapter[Any] = TypeAdapter(ClientMsg)


# ---------------------------------------------------------------- server -> client

class SeatInfo(BaseModel):
    seat: int
    kind: Literal["human", "bot"]
    name: str
    level: str | None = None
    taken: bool
    online: bool = False


class StateMsg(BaseModel):
    """The table as one seat (or a spectator, seat -1) may see it."""

    type: Literal["state"] = "state"
    protocol: int = PROTOCOL
    version: int
    table: str
    owner: int | None = None
    seat: int
    seats: list[SeatInfo]
    view: dict[str, Any]
    info: dict[str, Any]
    log: list[dict[str, Any]]
    result: dict[str, Any] | None = None
    last: list[str] = []
    commitment: str | None = None  # SHA-256 commitment to the match's seed (canasta.fairness)


class PreviewReply(BaseModel):
    type: Literal["preview"] = "preview"
    version: int
    moves: list[str]
    view: dict[str, Any]
    info: dict[str, Any]


class ErrorMsg(BaseModel):
    type: Literal["error"] = "error"
    version: int
    code: Literal["bad_message", "syntax", "illegal", "stale", "not_your_turn", "spectator", "server"]
    message: str
    move: str | None = None


class ExplainReply(BaseModel):
    type: Literal["explain"] = "explain"
    version: int
    move: str
    legal: bool
    reason: str


class PongMsg(BaseModel):
    type: Literal["pong"] = "pong"
    version: int


# ---------------------------------------------------------------- HTTP API bodies

class NewUser(_Msg):
    name: Annotated[str, Field(min_length=1, max_length=40)]


class SeatSpec(_Msg):
    kind: Literal["human", "bot"] = "human"
    level: str | None = None


class NewTable(_Msg):
    preset: str = "classic"
    players: int = Field(default=4, ge=2, le=6)
    partnership: str | None = None
    target: int | None = Field(default=None, ge=50, le=1000000)
    rules: dict[str, str] = {}
    seats: list[SeatSpec] = []
    sit: int | None = 0
    seed: int | None = Field(default=None, ge=-(2**63), lt=2**63)  # stored as a 64-bit integer

"""The WebSocket protocol, version 1 (documented in docs/web.md).

Every message is one JSON object with a ``type``. Client messages are validated with the
pydantic models below; a message that does not fit gets an ``error`` reply, never a crash.
Every server message carries ``version``: the number of moves accepted at the table so far.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter

PROTOCOL = 1
# A browser names its token as a WebSocket subprotocol ``token.<token>`` beside ``canasta`` (which the
# server accepts): the token stays out of the URL, which proxies and access logs record.
SUBPROTOCOL = "canasta"
TOKEN_PREFIX = "token."


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


class HintMsg(_Msg):
    """Ask for a suggested move (after the staged moves, if any) and one line why."""

    type: Literal["hint"]
    version: int
    moves: list[Annotated[str, Field(max_length=64)]] = Field(default=[], max_length=40)
    lang: Literal["en", "fr", "sk", "it", "fi"] | None = None  # the language of the reason's text


class ChatMsg(_Msg):
    """A line of table chat, or a quick reaction (one of REACTIONS)."""

    type: Literal["chat"]
    text: Annotated[str, Field(max_length=200)] | None = None
    reaction: Annotated[str, Field(max_length=8)] | None = None


class ReclaimMsg(_Msg):
    """A player whose seat a bot took over (away past the turn timer) takes it back."""

    type: Literal["reclaim"]


class QuietMsg(_Msg):
    """A seated player silences the spectators' chat (``on``: true) or lets them chat again
    (security audit D21, web/chatguard.py)."""

    type: Literal["quiet"]
    on: bool


REACTIONS = ("up", "clap", "smile", "wow", "oops", "gg")  # shown in the page's language

ClientMsg = Annotated[MoveMsg | PreviewMsg | ExplainMsg | ResyncMsg | PingMsg | HintMsg | ChatMsg | ReclaimMsg
                      | QuietMsg,
                      Field(discriminator="type")]
CLIENT_MSG: TypeAdapter[Any] = TypeAdapter(ClientMsg)


# ---------------------------------------------------------------- server -> client

class SeatInfo(BaseModel):
    seat: int
    kind: Literal["human", "bot"]
    name: str
    level: str | None = None
    taken: bool
    online: bool = False
    away: bool = False  # a bot plays the seat of a player away past the turn timer (or given away by the creator)


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
    timer: dict[str, Any] | None = None       # the turn timer: seconds, bot level, deadline, server time
    rematch: str | None = None                # the new table of a rematch
    reveal: list[list[str] | None] | None = None  # every other hand, once the hand is over
    commitment: str | None = None  # SHA-256 commitment to the match's seed (canasta.fairness)
    closed: bool = False  # an organiser closed the table: no more moves (web/organiser.py)
    pace: str = "normal"  # how fast the bots play: slow, normal, fast (web/pace.py)


class NoticeMsg(BaseModel):
    """Something an organiser did at the table, for every client: ``table-closed``, or
    ``seat-removed`` (``seat``, ``name``: the player taken off it; ``level``: the bot now playing it)."""
    type: Literal["notice"] = "notice"
    version: int
    code: Literal["table-closed", "seat-removed"]
    seat: int | None = None
    name: str | None = None
    level: str | None = None


class SeatsMsg(BaseModel):
    """Who sits where and who is online, sent to the others when a seat's client connects or
    leaves (instead of the whole state)."""

    type: Literal["seats"] = "seats"
    version: int
    seats: list[SeatInfo]


class PreviewReply(BaseModel):
    type: Literal["preview"] = "preview"
    version: int
    moves: list[str]
    view: dict[str, Any]
    info: dict[str, Any]


class ErrorMsg(BaseModel):
    type: Literal["error"] = "error"
    version: int
    code: Literal["bad_message", "syntax", "illegal", "stale", "not_your_turn", "spectator", "server",
                  "rate_limited", "too_large", "dead_end", "storage", "chat", "closed"]
    message: str
    move: str | None = None
    # an engine refusal's stable reason (Fluent reason-<code>), its parameters and RULES.md id;
    # else the server's own message: Fluent server-<key> with these params (web/refusals.py)
    reason_code: str | None = None
    params: dict[str, int | float | str | list[str]] | None = None
    rule: str | None = None
    key: str | None = None


class ExplainReply(BaseModel):
    type: Literal["explain"] = "explain"
    version: int
    move: str
    legal: bool
    reason: str
    reason_code: str | None = None
    params: dict[str, int | str | list[str]] | None = None
    rule: str | None = None


class PongMsg(BaseModel):
    type: Literal["pong"] = "pong"
    version: int


# ---------------------------------------------------------------- HTTP API bodies

ZWJ = "\u200d"


def check_name(name: str) -> str:
    """A name shown to other people: no control characters (a NUL, a line break), no invisible
    formatting characters (zero-width spaces, right-to-left overrides and isolates), which could
    make one name look like another or reorder the text around it. A zero-width joiner is kept
    between two symbols (it joins emoji such as a family)."""
    name = unicodedata.normalize("NFC", name)
    for i, ch in enumerate(name):
        cat = unicodedata.category(ch)
        if ch == ZWJ and 0 < i < len(name) - 1 and unicodedata.category(name[i - 1]).startswith("S") \
                and unicodedata.category(name[i + 1]).startswith("S"):
            continue
        if cat in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp"):
            raise ValueError(f"a name cannot hold the invisible or control character U+{ord(ch):04X}")
    return name


Name = Annotated[str, Field(min_length=1, max_length=40), AfterValidator(check_name)]


class NewUser(_Msg):
    name: Name


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


class TimerBody(_Msg):
    """The table creator's turn timer: seconds a player may take (0: off), and the bot that then plays."""

    seconds: Literal[0, 30, 60, 120]
    level: Annotated[str, Field(max_length=20)] = "medium"

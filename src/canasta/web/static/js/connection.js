/* The table's connection: the WebSocket (reconnecting with a growing wait), what is sent on it, and the
 * messages the server sends (a state, or a patch of the last state, a preview, a refusal, the chat...). */
import {html} from "../vendor/lit-html/lit-html.js";
import {animateMoves} from "./animate.js";
import {addChat} from "./chat.js";
import {loadFullLog} from "./dialogs.js";
import {$, setStatus, show} from "./dom.js";
import {t} from "./i18n.js";
import {announce, answerNote, markFresh, presenceNotes, showError, topCard} from "./model.js";
import {applyPatch} from "./patch.js";
import {reasonOf} from "./refusals.js";
import {S} from "./store.js";
import {renderTable} from "./table.js";
import {moveLabel} from "./words.js";

/* ------------------------------------------------------------------ table: connection */
export function closeWS() {
  if (S.ws) { S.ws.onclose = null; S.ws.close(); }
  S.ws = null; S.wsTable = null; S.msg = null; S.preview = null; S.staged = []; S.selected = [];
  S.fullLogOpen = false; S.fullLog = null; S.tableNotice = null; S.rematch = null; S.rematchBy = null;
}
export async function openTable(tid) {
  if (S.wsTable === tid && S.ws) { renderTable(); return; }
  closeWS();
  S.wsTable = tid;
  show($("#main"), html`<p>${t("common.loading")}</p>`);
  connect(tid);
}
function connect(tid) {
  lastState = null; resyncing = false; received = 0;  // a new socket starts with a full state
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${proto}://${location.host}/ws/${encodeURIComponent(tid)}?changes=1`, wsProtocols());
  S.ws = ws;
  ws.onopen = () => { S.retry = 0; setStatus(""); };
  ws.onmessage = ev => receive(ws, ev.data);
  ws.onclose = () => {
    if (S.wsTable !== tid) return;
    S.ws = null;
    const wait = Math.min(8000, 500 * 2 ** S.retry++);
    setStatus(() => t("table.reconnecting"));
    setTimeout(() => { if (S.wsTable === tid && !S.ws) connect(tid); }, wait);
  };
}
/* A message from the table's socket. A "state" is the whole table; a "patch" (sent to a client that asks for
 * changes, ?changes=1, as this one does) is a list of RFC 6902 ops on the last state: applied to a copy of
 * it, the result is handled exactly as a state. Its "base" is the number of states and patches the server
 * sent on this socket before it: a patch whose base is not the count received here (one was lost), that does
 * not apply, or that comes with no state before it asks the server for a full state, which it answers with
 * one; the patches that come before that state are dropped (it is asked for once). */
let lastState = null;  // the last state as the server sent it (JSON text: a clean copy, whatever the page did to S.msg)
let resyncing = false;  // a full state was asked for and has not come yet
let received = 0;  // the states and patches received on this socket
export function receive(ws, text) {  // (exported for tests/web/test_esm.py)
  let m;
  try { m = JSON.parse(text); } catch (e) { console.warn("table: not JSON", e); return; }
  if (m.type === "patch") {
    const base = received++;
    try {
      if (lastState === null) throw new Error("patch: no state to apply it to");
      if (m.base !== undefined && m.base !== base) throw new Error(`patch: base ${m.base}, but ${base} received`);
      m = applyPatch(JSON.parse(lastState), m.ops);
      lastState = JSON.stringify(m);
    } catch (e) {
      lastState = null;
      if (!resyncing) {
        console.warn(e.message);
        resyncing = true;
        if (ws.readyState === 1) ws.send(JSON.stringify({type: "resync"}));
      }
      return;
    }
  } else if (m.type === "state") { lastState = text; resyncing = false; received++; }
  onMessage(m);
}
// the token goes as a WebSocket subprotocol, not in the URL (which proxies and access logs record)
function wsProtocols() { return S.user ? ["canasta", "token." + S.user.token] : ["canasta"]; }
// a seat's client came or left: the server sends who sits where, not the whole state
function onSeats(m) {
  if (S.msg && S.msg.table && m.seats) {
    presenceNotes(S.msg.seats, m.seats);  // a friend who left or came back is said in words (defect 26)
    S.msg.seats = m.seats; renderTable();
  }
}
export function send(obj) { if (S.ws && S.ws.readyState === 1) S.ws.send(JSON.stringify(obj)); else setStatus(() => t("table.reconnecting")); }
/* ------------------------------------------------------------------ messages from the server */
export function onMessage(m) {
  document.body.dataset.n = String(+(document.body.dataset.n || 0) + 1);  // lets tests wait for a reply
  if (m.type === "state") {
    if (S.msg && S.msg.table === m.table && m.version < S.msg.version && m.seat === S.msg.seat) return;  // overtaken
    // the commitment to the deal's seed, noted as first seen, for the fair-deal check after the match
    if (m.commitment && !localStorage.getItem("canasta.commitment." + m.table)) localStorage.setItem("canasta.commitment." + m.table, m.commitment);
    const prev = S.msg && S.msg.table === m.table ? S.msg : null;
    const changed = !prev || prev.version !== m.version;
    markFresh(prev, m);
    S.msg = m;
    if (changed) { S.preview = null; S.staged = []; S.selected = []; S.lastError = ""; S.hint = null; if (S.fullLogOpen) loadFullLog(); }
    if (changed && prev) answerNote(prev, m);
    renderTable();
    if (changed && m.result) document.querySelectorAll(".flying").forEach(e => e.remove());  // none over the end-of-hand dialog
    if (changed && prev && !m.result) animateMoves(prev, m);
    if (changed && m.last && m.last.length) announce(m);
    if (changed && m.result && m.last && m.last.length) { const h = $("#res-h"); if (h) { h.tabIndex = -1; h.focus(); } }
  } else if (m.type === "seats") {
    onSeats(m);
  } else if (m.type === "preview") {
    S.pendingPreview = false;
    S.preview = m; S.selected = []; S.lastError = ""; renderTable();
  } else if (m.type === "error" && (m.code === "stale" || m.code === "not_your_turn")) {
    S.pendingPreview = false; S.staged = []; S.preview = null;
    setStatus(() => t("table.resynced"));  // the table moved on first; a fresh state follows
  } else if (m.type === "error") {
    if ((m.code === "illegal" || m.code === "syntax") && S.pendingPreview) S.staged.pop();
    S.pendingPreview = false;
    if (S.staged.length === 0) S.preview = null;
    const r = reasonOf(m), top = topCard();  // refusals.js: the engine's reason through Fluent, and its rule
    showError(m.move ? () => t("table.not_allowed", {move: moveLabel(m.move, top), reason: r.text()}) : r.text, r.rule);
  } else if (m.type === "explain") {
    const r = reasonOf(m, m.reason), top = topCard();
    if (m.legal) showError(() => t("table.is_legal", {move: moveLabel(m.move, top)}));
    else showError(() => t("table.not_allowed", {move: moveLabel(m.move, top), reason: r.text()}), r.rule);
  } else if (m.type === "hint") {
    S.hint = m; S.lastError = ""; renderTable();
    const h = $("#hint-box"); if (h) h.focus();
  } else if (m.type === "chat") {
    addChat(m.items || [], !!m.history);
  } else if (m.type === "quiet") {
    S.quiet = {table: S.msg && S.msg.table, on: !!m.on}; renderTable();  // the spectators' chat silenced (D21)
  } else if (m.type === "rematch") {
    // a friend's rematch offer is announced, with its button, above the table (defect 9)
    S.rematch = m.table;
    if (m.by && !(S.user && S.user.name === m.by)) { S.rematchBy = {table: S.msg ? S.msg.table : null, name: m.by}; setStatus(() => t("table-rematch-offer", {name: m.by})); }
    renderTable();
  } else if (m.type === "notice") {
    // an organiser closed the table or took a player off a seat (the new state follows)
    const mine = S.msg && m.code === "seat-removed" && S.msg.seat === m.seat;
    if (mine) S.removedFrom = S.msg.table;  // the server refuses them that table's seats now: none offered
    const a = {name: m.name || "", n: (m.seat === null || m.seat === undefined ? 0 : m.seat) + 1};
    S.tableNotice = mine ? () => t("notice-you-were-removed") : m.code === "table-closed" ? () => t("notice-table-closed", a)
      : m.level ? () => t("notice-seat-removed-bot", a) : () => t("notice-seat-removed", a);
    setStatus(S.tableNotice);
    renderTable();
  }
}

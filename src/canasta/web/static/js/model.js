/* The table as the client sees it: the shown state (the staged preview, or the table), the seats' names,
 * the player's hand; sending moves (staged melds are previewed first); the notes a state change brings. */
import {send} from "./connection.js";
import {$, setStatus} from "./dom.js";
import {t} from "./i18n.js";
import {S} from "./store.js";
import {renderTable} from "./table.js";
import {faceKind, isSuited, kindIndex, levelShort, logLine, parseMove} from "./words.js";

/* A friend who drops out or comes back, and the partner's answer to "May I go out?", are said in words
 * (defect 26): a line in the chat, the status line and, for the answer, a banner until the asker moves. */
function tableLine(table, text) {
  // kept apart from the table's chat (S.chat is the server's), shown among its lines where it happened
  S.sysLines = S.sysLines || [];
  S.sysLines.push({table, after: (S.chat || []).length, text, system: true});
  setStatus(text);
}
export function presenceNotes(before, after) {
  if (!S.msg) return;
  for (const s of after) {
    const old = before.find(x => x.seat === s.seat);
    if (!old || s.kind !== "human" || !s.taken || s.seat === S.msg.seat || old.name !== s.name) continue;
    if (old.online && !s.online) tableLine(S.msg.table, () => t("table-friend-left", {name: s.name}));
    else if (!old.online && s.online) tableLine(S.msg.table, () => t("table-friend-back", {name: s.name}));
  }
}
export function answerNote(prev, m) {
  if (m.seat < 0 || prev.info.phase !== "answer" || prev.info.asker !== m.seat || !(m.last || []).some(x => x === "yes" || x === "no")) return;
  const no = m.last.includes("no"), name = seatName(prev.info.turn);
  const text = () => t(no ? "table-answer-no" : "table-answer-yes", {name});
  S.askNote = {version: m.version, table: m.table, text, no};
  setStatus(text);
}
// A refusal: a text or a function giving it (it follows a language switch), and the rule its "Why?" link explains.
export function showError(text, rule) { S.lastError = text; S.lastWhy = rule || null; renderTable(); const e = $("#move-error"); if (e) e.focus(); }
export function announce(m) {
  const last = m.log[m.log.length - 1];
  if (!last) return;
  const mine = m.seat >= 0 && m.info.turn === m.seat && m.view.legal_moves.length && !["hand_over", "match_over"].includes(m.info.phase);
  const end = m.info.phase === "match_over" ? " — " + t("table.match_over") : m.info.phase === "hand_over" ? " — " + t("table.hand_over") : "";
  setStatus(() => logText(last) + (mine ? " — " + t("table.your_turn") : end));
}

/* ------------------------------------------------------------------ table: model */
export function cur() { return S.preview || S.msg; }   // what is shown: the staged preview, or the table
export function topCard() { const c = cur(); return c ? c.info.pile_top : null; }
export function seatName(q) {
  const s = S.msg && S.msg.seats[q];
  if (!s) return t("table.seat_n", {n: q + 1});
  if (s.kind === "bot") return t("table.bot_name", {n: q + 1, level: levelShort(s.level)});
  return s.name || t("table.empty_seat", {n: q + 1});
}
export function myHand() {
  const c = cur();
  if (!c || c.view.seat < 0) return [];
  return c.view.hands[c.view.seat] || [];
}
export function legal() { const c = cur(); return c ? c.view.legal_moves : []; }
export function selectedKinds() { const h = myHand(); return S.selected.map(i => faceKind(h[i])); }
export function perform(text) {
  const m = parseMove(text);
  S.hint = null;
  if (m.action === "meld" || m.action === "add") {
    S.staged.push(text); S.pendingPreview = true;
    send({type: "preview", version: S.msg.version, moves: S.staged});
    return;
  }
  send({type: "move", version: S.msg.version, moves: S.staged.concat([text])});
}
export function tryMove(text) {
  if (legal().includes(text)) return perform(text);
  // not legal: ask the engine why (on the staged copy if something is staged)
  if (S.staged.length) { S.staged.push(text); S.pendingPreview = true; send({type: "preview", version: S.msg.version, moves: S.staged}); return; }
  send({type: "explain", version: S.msg.version, move: text});
}
export function undo() {
  if (!S.staged.length) return;
  S.staged.pop(); S.hint = null; S.lastError = "";
  if (!S.staged.length) { S.preview = null; renderTable(); return; }
  S.pendingPreview = true;
  send({type: "preview", version: S.msg.version, moves: S.staged});
}
/* The meld the selected cards make: a group names its kinds ("meld 7 7 2"); where the rules have sequences
 * (Samba, Bolivia), cards of one suit and of different ranks are a sequence, named with their suit low to
 * high ("meld 4h 5h 6h", as the engine writes it). */
export function meldTextOf(faces) {
  const ks = faces.map(faceKind);
  const c = cur();
  const seqs = !!(S.msg && S.msg.info && S.msg.info.sequences) || (c && c.view.legal_moves.some(x => x.startsWith("meld ") && x.split(" ").slice(1).every(isSuited)));
  if (seqs && faces.length >= 3 && faces.every(isSuited) && new Set(faces.map(f => f.slice(-1))).size === 1 && new Set(ks).size === ks.length) {
    return "meld " + [...faces].sort((a, b) => kindIndex(faceKind(a)) - kindIndex(faceKind(b))).join(" ");
  }
  return "meld " + canonicalKinds(ks).join(" ");
}
export function selectedFaces() { const h = myHand(); return S.selected.map(i => h[i]); }
export function canonicalKinds(ks) { return [...ks].sort((a, b) => kindIndex(b) - kindIndex(a)); }

/* The cards just drawn or taken are marked until the player's next turn ends. */
export function markFresh(prev, m) {
  if (!prev || m.seat < 0 || prev.seat !== m.seat) { S.fresh = []; return; }
  const before = prev.view.hands[m.seat], after = m.view.hands[m.seat];
  if (!Array.isArray(before) || !Array.isArray(after)) return;
  if (m.info.hand_no !== prev.info.hand_no) { S.fresh = []; return; }
  const left = before.slice(), gained = [];
  for (const f of after) { const i = left.indexOf(f); if (i >= 0) left.splice(i, 1); else gained.push(f); }
  if (gained.length) S.fresh = gained;
  else if (prev.info.turn === m.seat && m.info.turn !== m.seat) S.fresh = [];
}
/* ------------------------------------------------------------------ the log, in words */
export function logText(x) {
  // the sentences and their grammar are game.ftl's (words.js logLine); a take names the pile's size
  if (x.move === "deal" && x.by !== undefined && x.by !== x.seat) return t("tb.log_deal_for", {name: seatName(x.by)});
  return logLine(seatName(x.seat), x.move, x.pile, undefined, x.talon);
}

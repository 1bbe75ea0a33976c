/* Canasta web client: the table (rendering, moving by click, drag and keyboard, animation, hint, chat).
 * Loaded after app.js (which holds t(), the routing, the connection, the lobby and the history).
 * The server is authoritative: this file holds no rules; it shows the legal moves the server sends and
 * asks the server why a move is refused. */
"use strict";

const PREFS_KEY = "canasta.prefs";
const REACTIONS = ["up", "clap", "smile", "wow", "oops", "gg"];
function prefs() {
  try { return Object.assign({four: false, contrast: false, sound: false}, JSON.parse(localStorage.getItem(PREFS_KEY) || "{}")); }
  catch (e) { return {four: false, contrast: false, sound: false}; }
}
function setPref(k, v) { const p = prefs(); p[k] = v; localStorage.setItem(PREFS_KEY, JSON.stringify(p)); applyPrefs(); }
function applyPrefs() {
  const p = prefs();
  document.body.classList.toggle("four-colour", !!p.four);
  document.body.classList.toggle("high-contrast", !!p.contrast);
}
const reducedMotion = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
const has = key => hasMsg(key);  // app.js: the Fluent catalogs hold the message
function tOr(key, params, fallback) { return has(key) ? t(key, params) : fallback; }

/* ------------------------------------------------------------------ messages from the server */
function onMessage(m) {
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
    const r = reasonOf(m), top = topCard();  // app.js: the engine's reason through Fluent, and its rule
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
/* A friend who drops out or comes back, and the partner's answer to "May I go out?", are said in words
 * (defect 26): a line in the chat, the status line and, for the answer, a banner until the asker moves. */
function tableLine(table, text) {
  // kept apart from the table's chat (S.chat is the server's), shown among its lines where it happened
  S.sysLines = S.sysLines || [];
  S.sysLines.push({table, after: (S.chat || []).length, text, system: true});
  setStatus(text);
}
function presenceNotes(before, after) {
  if (!S.msg) return;
  for (const s of after) {
    const old = before.find(x => x.seat === s.seat);
    if (!old || s.kind !== "human" || !s.taken || s.seat === S.msg.seat || old.name !== s.name) continue;
    if (old.online && !s.online) tableLine(S.msg.table, () => t("table-friend-left", {name: s.name}));
    else if (!old.online && s.online) tableLine(S.msg.table, () => t("table-friend-back", {name: s.name}));
  }
}
function answerNote(prev, m) {
  if (m.seat < 0 || prev.info.phase !== "answer" || prev.info.asker !== m.seat || !(m.last || []).some(x => x === "yes" || x === "no")) return;
  const no = m.last.includes("no"), name = seatName(prev.info.turn);
  const text = () => t(no ? "table-answer-no" : "table-answer-yes", {name});
  S.askNote = {version: m.version, table: m.table, text, no};
  setStatus(text);
}
// A refusal: a text or a function giving it (it follows a language switch), and the rule its "Why?" link explains.
function showError(text, rule) { S.lastError = text; S.lastWhy = rule || null; renderTable(); const e = $("#move-error"); if (e) e.focus(); }
function announce(m) {
  const last = m.log[m.log.length - 1];
  if (!last) return;
  const mine = m.seat >= 0 && m.info.turn === m.seat && m.view.legal_moves.length && !["hand_over", "match_over"].includes(m.info.phase);
  const end = m.info.phase === "match_over" ? " — " + t("table.match_over") : m.info.phase === "hand_over" ? " — " + t("table.hand_over") : "";
  setStatus(() => logText(last) + (mine ? " — " + t("table.your_turn") : end));
}

/* ------------------------------------------------------------------ table: model */
function cur() { return S.preview || S.msg; }   // what is shown: the staged preview, or the table
function topCard() { const c = cur(); return c ? c.info.pile_top : null; }
function seatName(q) {
  const s = S.msg && S.msg.seats[q];
  if (!s) return t("table.seat_n", {n: q + 1});
  if (s.kind === "bot") return t("table.bot_name", {n: q + 1, level: levelShort(s.level)});
  return s.name || t("table.empty_seat", {n: q + 1});
}
function myHand() {
  const c = cur();
  if (!c || c.view.seat < 0) return [];
  return c.view.hands[c.view.seat] || [];
}
function legal() { const c = cur(); return c ? c.view.legal_moves : []; }
function selectedKinds() { const h = myHand(); return S.selected.map(i => faceKind(h[i])); }
function perform(text) {
  const m = parseMove(text);
  S.hint = null;
  if (m.action === "meld" || m.action === "add") {
    S.staged.push(text); S.pendingPreview = true;
    send({type: "preview", version: S.msg.version, moves: S.staged});
    return;
  }
  send({type: "move", version: S.msg.version, moves: S.staged.concat([text])});
}
function tryMove(text) {
  if (legal().includes(text)) return perform(text);
  // not legal: ask the engine why (on the staged copy if something is staged)
  if (S.staged.length) { S.staged.push(text); S.pendingPreview = true; send({type: "preview", version: S.msg.version, moves: S.staged}); return; }
  send({type: "explain", version: S.msg.version, move: text});
}
function undo() {
  if (!S.staged.length) return;
  S.staged.pop(); S.hint = null; S.lastError = "";
  if (!S.staged.length) { S.preview = null; renderTable(); return; }
  S.pendingPreview = true;
  send({type: "preview", version: S.msg.version, moves: S.staged});
}
function canonicalKinds(ks) { return [...ks].sort((a, b) => kindIndex(b) - kindIndex(a)); }

/* The cards just drawn or taken are marked until the player's next turn ends. */
function markFresh(prev, m) {
  if (!prev || m.seat < 0 || prev.seat !== m.seat) { S.fresh = []; return; }
  const before = prev.view.hands[m.seat], after = m.view.hands[m.seat];
  if (!Array.isArray(before) || !Array.isArray(after)) return;
  if (m.info.hand_no !== prev.info.hand_no) { S.fresh = []; return; }
  const left = before.slice(), gained = [];
  for (const f of after) { const i = left.indexOf(f); if (i >= 0) left.splice(i, 1); else gained.push(f); }
  if (gained.length) S.fresh = gained;
  else if (prev.info.turn === m.seat && m.info.turn !== m.seat) S.fresh = [];
}

/* ------------------------------------------------------------------ the hand's order (saved per table and seat) */
const SORTS = {
  rank: f => kindIndex(faceKind(f) === "3r" ? "3" : faceKind(f)) + (isWildKind(faceKind(f)) ? 20 : 0),
  wild: f => { const k = faceKind(f); return isWildKind(k) ? kindIndex(k) - 20 : (k === "3" || k === "3r" ? 40 : kindIndex(k)); },
};
function orderKey() { return `canasta.hand.${S.msg.table}.${S.msg.seat}`; }
function loadOrder() {
  try { return JSON.parse(localStorage.getItem(orderKey()) || "null") || {sort: "rank", order: []}; }
  catch (e) { return {sort: "rank", order: []}; }
}
function saveOrder(o) { localStorage.setItem(orderKey(), JSON.stringify(o)); }
/* Indices into the server's hand, in the order the player sees them. */
function handOrder(hand) {
  const o = loadOrder();
  const idx = hand.map((_, i) => i);
  if (o.sort === "rank" || o.sort === "wild") {
    const key = SORTS[o.sort];
    return idx.sort((a, b) => key(hand[a]) - key(hand[b]) || hand[a].localeCompare(hand[b]) || a - b);
  }
  const used = new Set(), out = [];
  for (const f of o.order) {
    const i = idx.find(j => !used.has(j) && hand[j] === f);
    if (i !== undefined) { used.add(i); out.push(i); }
  }
  return out.concat(idx.filter(i => !used.has(i)));
}
function setSort(kind) {
  const o = loadOrder(); o.sort = kind; saveOrder(o); renderTable();
  setStatus(() => t(kind === "rank" ? "tb.sorted_rank" : "tb.sorted_wild"));
}
function moveInHand(fromI, beforeI) {
  const hand = myHand();
  const order = handOrder(hand).filter(i => i !== fromI);
  const at = beforeI === null ? order.length : order.indexOf(beforeI);
  order.splice(at < 0 ? order.length : at, 0, fromI);
  saveOrder({sort: "custom", order: order.map(i => hand[i])});
  renderTable();
}

/* ------------------------------------------------------------------ cards as HTML */
function cardHTML(f, opts) {
  opts = opts || {};
  const tag = opts.button ? "button" : "span";
  if (f === null || f === undefined) return `<span class="cardback${opts.cls ? " " + opts.cls : ""}" role="img" aria-label="${esc(t("card-facedown"))}"></span>`;
  const k = faceKind(f);
  const cls = "card" + (f === "JK" ? " joker" : "") + (isWildKind(k) ? " wild" : "") + (opts.big ? " big" : "") + (opts.cls ? " " + opts.cls : "");
  const role = opts.button ? "" : ` role="img"`;
  return `<${tag} class="${cls}"${role} aria-label="${esc(cardLabel(f) + (opts.note ? ", " + opts.note : ""))}" data-face="${esc(f)}" ${opts.attrs || ""}>${cardSVG(f, f === "JK" ? null : faceText(f))}</${tag}>`;
}

/* ------------------------------------------------------------------ the log, in words */
function logText(x) {
  // the sentences and their grammar are game.ftl's (app.js logLine); a take names the pile's size
  if (x.move === "deal" && x.by !== undefined && x.by !== x.seat) return t("tb.log_deal_for", {name: seatName(x.by)});
  return logLine(seatName(x.seat), x.move, x.pile);
}

/* ------------------------------------------------------------------ layout helpers */
function seatPlaces(n, me) {
  // the other seats in play order from the player (or seat 0 for a spectator): left, across, right
  const base = me >= 0 ? me : 0;
  const others = [];
  for (let k = 1; k < n; k++) others.push((base + k) % n);
  const layout = {1: ["top"], 2: ["left", "right"], 3: ["left", "top", "right"], 4: ["left", "top", "top", "right"],
    5: ["left", "left", "top", "right", "right"]}[others.length] || others.map(() => "top");
  const out = {left: [], top: [], right: []};
  others.forEach((q, i) => out[layout[i]].push(q));
  if (me < 0) out.top.push(base);  // a spectator: seat 0 sits at the bottom of the ring, shown on top too
  return out;
}
function pileHTML(info, lm, myTurn) {
  const frozen = info.pile_reasons.some(r => r.startsWith("frozen"));
  const blocked = info.pile_reasons.some(r => r.startsWith("blocked"));
  const canTake = myTurn && lm.some(x => x.startsWith("take"));
  const state = frozen ? "frozen" : blocked ? "blocked" : "open";
  const label = t("table.pile_n", {n: info.pile_size}) + (info.pile_top ? ", " + cardLabel(info.pile_top) : "") +
    info.pile_reasons.map(r => ", " + t("pile." + r)).join("");
  return `<div class="stack pile ${state}${canTake ? " can-take" : ""}" data-testid="pile" data-drop="pile" role="group" aria-label="${esc(label)}">
    <div class="pile-cards" ${myTurn && info.phase === "draw" ? `data-drag="pile" tabindex="0" role="button" data-action="takepile" data-fk="pile" aria-label="${esc(t("tb.take_pile"))}"` : ""}>
      ${frozen ? `<span class="freeze-mark" aria-hidden="true">${cardSVG("2s")}</span>` : ""}
      ${info.pile_top ? cardHTML(info.pile_top, {big: true, cls: "pile-top"}) : `<span class="card big empty" role="img" aria-label="${esc(t("table.pile_empty"))}"></span>`}
      ${frozen ? `<span class="state-icon frozen" aria-hidden="true">❄</span>` : blocked ? `<span class="state-icon blocked" aria-hidden="true"><svg viewBox="0 0 20 20"><circle cx="10" cy="10" r="7.5" fill="none" stroke="#c8102e" stroke-width="3"/><path d="M4.7 15.3L15.3 4.7" stroke="#c8102e" stroke-width="3"/></svg></span>` : ""}
    </div>
    <div class="count">${esc(t("table.pile_n", {n: info.pile_size}))}</div>
    ${info.pile_reasons.map(r => `<div class="reason">${esc(t("pile." + r))}</div>`).join("")}
  </div>`;
}
function meldHTML(md, si, base, clickable) {
  const old = (base[si] || []).find(x => x.key === md.key);
  const staged = !old || old.cards.length !== md.cards.length;
  const wild = md.cards.filter(f => isWildKind(faceKind(f))).length;
  const canasta = md.cards.length >= 7;
  const kind = canasta ? (wild ? "mixed" : "natural") : "";
  const aria = meldName(md.key) + ", " + t("table.cards_n", {n: md.cards.length}) + (canasta ? ", " + (wild ? t("meld.mixed_canasta") : t("meld.natural_canasta")) : "") + (staged ? ", " + t("table.staged") : "");
  // a canasta is squared up: its top card (red for natural, black for mixed, as at a real table), its size
  const cards = canasta
    ? `<span class="squared ${kind}">${cardHTML(md.cards.find(f => !isWildKind(faceKind(f))) || md.cards[0])}<span class="badge ${kind}">${md.cards.length}</span></span>`
    : `<span class="fan n${md.cards.length}">${md.cards.map(f => cardHTML(f)).join("")}</span>`;
  const tag = clickable ? "button" : "div";
  return `<${tag} class="meld ${staged ? "staged" : ""} ${kind}" data-side="${si}" data-key="${esc(md.key)}" data-drop="meld:${esc(md.key)}" ${clickable ? `data-action="meldclick" data-fk="meld${esc(md.key)}"` : ""}
    aria-label="${esc(aria)}"><span class="mlabel" aria-hidden="true">${esc(md.key === "W" ? "★" : kindName(md.key))}${canasta ? ` · ${esc(t(wild ? "tb.mixed_short" : "tb.natural_short"))}` : ""}</span>${cards}</${tag}>`;
}
function sideHTML(sd, si, info, v, me, myTurn, mine) {
  const names = sd.seats.map(seatName).join(", ");
  const team = info.team_of[sd.seats[0]];
  const open = sd.opened ? "" : t("table.needs_opening", {min: sd.minimum, have: sd.progress});
  const melds = v.melds[si] || [];
  const canastas = melds.filter(md => md.cards.length >= 7);
  let html = `<div class="side" data-side="${si}"><h3><span>${esc(mine ? t("table.your_side") : t("table.side_n", {n: si + 1}))}</span>
    <span class="names">${esc(names)}</span> <span class="score" title="${esc(t("table-match-total"))}">${esc(t("table.score_n", {n: info.scores[team]}))}</span>
    ${onTableHTML(sd)}
    ${open ? `<span class="open">${esc(open)}</span>` : ""}
    ${!mine && canastas.length ? `<span class="canastas" aria-label="${esc(t("tb.canastas_n", {n: canastas.length}))}">${canastas.map(md => `<span class="cbadge ${md.cards.some(f => isWildKind(faceKind(f))) ? "mixed" : "natural"}">${esc(md.key === "W" ? "★" : kindName(md.key))}</span>`).join("")}</span>` : ""}
    </h3><div class="melds">${open ? `<span class="open-note" aria-hidden="true">${esc(open)}</span>` : ""}`;
  if (!melds.length) html += `<span class="hint">${esc(t("table.no_melds"))}</span>`;
  for (const md of melds) html += meldHTML(md, si, S.msg.view.melds, mine && myTurn);
  return html + `</div></div>`;
}
/* The running score (defect 5): what the side has on the table now, from its face-up melds and red threes
 * (the server counts it with the engine's scoring); the match total stays beside it. */
function onTableHTML(sd) {
  const o = sd.on_table;
  if (!o) return "";
  const detail = t("table-on-table-detail", {melded: o.melded, bonus: o.bonus, red3: o.red3});
  return `<span class="on-table" data-testid="on-table" title="${esc(detail)}" aria-label="${esc(t("table-on-table", {n: o.total}) + ": " + detail)}"><span class="long">${esc(t("table-on-table", {n: o.total}))}</span><span class="short" aria-hidden="true">${esc(String(o.total))}</span></span>`;
}
function chipHTML(q, info, v, m) {
  const s = m.seats[q];
  const active = info.turn === q && !["hand_over", "match_over"].includes(info.phase);
  const r3 = v.red3s[q] || [];
  const sideIdx = info.side_of[q];
  const me = q === m.seat;
  const cnt = info.hand_counts[q];
  const away = s.away ? ` <span class="away">${esc(t("tb.bot_plays"))}</span>` : "";
  const sit = m.seat < 0 && s.kind === "human" && !s.taken && S.user && info.phase !== "match_over" && !m.closed && S.removedFrom !== m.table
    ? `<button class="primary small" data-action="sit" data-seat="${q}" data-fk="sit${q}">${esc(t("table.sit_at", {n: q + 1}))}</button>` : "";
  return `<div class="seat ${active ? "turn" : ""} ${me ? "me" : ""}" data-seat="${q}" aria-label="${esc(seatName(q) + (active ? ", " + t("tb.to_play") : ""))}">
    <div class="sname" title="${esc(seatName(q))}"><span class="dot ${s.online ? "on" : ""}" aria-hidden="true"></span><strong>${esc(seatName(q))}</strong>${me ? " " + esc(t("table.you")) : ""}${info.dealer === q ? ` <span class="dealer" title="${esc(t("tb.dealer"))}" aria-label="${esc(t("tb.dealer"))}">${esc(t("tb.dealer_mark"))}</span>` : ""}${away}</div>
    <div class="meta"><span class="backs" aria-hidden="true">${me ? "" : `<span class="cardback mini"></span>`}</span>${esc(t("table.cards_n", {n: cnt}))}
      · ${esc(sideIdx < 0 ? t("table.sitting_out") : t("table.side_n", {n: sideIdx + 1}))}</div>
    ${r3.length ? `<div class="r3" aria-label="${esc(t("table.red_threes"))}">${r3.map(f => cardHTML(f, {cls: "mini"})).join("")}</div>` : ""}
    ${sit}<div class="bubble" id="bubble-${q}" aria-hidden="true"></div>
  </div>`;
}

/* ------------------------------------------------------------------ table: rendering */
function renderTable() {
  const m = S.msg;
  const main = $("#main");
  if (!m) return;
  applyPrefs();
  const c = cur();
  const v = c.view, info = c.info;
  const me = m.seat;
  const ae = document.activeElement;
  const focusKey = ae && ae.dataset ? ae.dataset.fk : null;
  const chatDraft = $("#chat-input") ? $("#chat-input").value : "";
  const chatFocused = ae && ae.id === "chat-input";
  const myTurn = me >= 0 && info.turn === me && !["hand_over", "match_over"].includes(info.phase);
  const ph = m.info.phase;  // the table's phase: staged going-out melds do not end the hand yet (defect 10)
  const tableTurn = me >= 0 && m.info.turn === me;  // nor make it someone else's turn ("Hana to play" to Hana)
  const turnText = ph === "match_over" ? t("table.match_over") : ph === "hand_over" ? t("table.hand_over")
    : tableTurn ? t("table.your_turn") : t("table.turn_of", {name: seatName(m.info.turn)});
  const lm = legal();
  const places = seatPlaces(info.players, me);
  const mySide = me >= 0 ? info.side_of[me] : 0;
  let html = `<h1 class="sr-only">${esc(t("table.title"))}</h1><div class="tbl${S.drawerOpen ? " drawer-open" : ""}">
  <div class="tbar">
    <span class="tinfo"><strong>${esc(t("preset." + info.preset))}</strong> · ${esc(t("table.hand_n", {n: info.hand_no + 1}))} · ${esc(info.scores.join(" – "))} / ${esc(String(info.target))}</span>
    <span id="turn" class="${tableTurn && !["hand_over", "match_over"].includes(ph) ? "yourturn" : "turnof"}">${esc(turnText)}</span>
    ${timerHTML(m)}
    <span class="tbtns">
      <button data-action="drawer" data-fk="drawer" class="drawer-btn" aria-expanded="${S.drawerOpen ? "true" : "false"}" aria-controls="aside">${esc(t("tb.log_chat"))}${S.unread ? ` <span class="unread">${S.unread}</span>` : ""}</button>
      <details class="menu" id="menu"${S.menuOpen ? " open" : ""}><summary data-fk="menu">${esc(t("tb.menu"))}</summary><div class="menu-body">${menuHTML(m, info)}</div></details>
    </span>
  </div>`;
  if (m.closed) html += `<div class="banner closed" data-testid="table-closed">${esc(t("table-closed-banner"))}</div>`;
  else if (S.tableNotice) html += `<div class="banner notice" data-testid="table-notice">${esc(S.tableNotice())}</div>`;
  if (me < 0 && !m.closed && S.removedFrom !== m.table) html += spectatorBanner(m);
  html += inviteHTML(m);
  if (S.askNote && S.askNote.table === m.table && S.askNote.version === m.version) {
    html += `<div class="banner ${S.askNote.no ? "answer-no" : "answer-yes"}" data-testid="answer-note" role="status">${esc(S.askNote.text())}</div>`;
  }
  if (S.rematchBy && S.rematchBy.table === m.table && (S.rematch || m.rematch)) {
    html += `<div class="banner rematch-offer" data-testid="rematch-offer" role="status"><span>${esc(t("table-rematch-offer", {name: S.rematchBy.name}))}</span>
      <a class="button primary" href="#/t/${esc(S.rematch || m.rematch)}">${esc(t("tb.to_rematch"))}</a></div>`;
  }
  if (me >= 0 && m.seats[me] && m.seats[me].away) {
    html += `<div class="banner" role="alert">${esc(t("tb.you_are_away"))} <button class="primary" data-action="reclaim" data-fk="reclaim">${esc(t("tb.reclaim"))}</button></div>`;
  }
  // the ring: the other seats around, the other sides' melds, stock and pile, our melds
  // a short ring lays the seats in one row, each group as wide as its seats need (see style.css)
  const cols = ["left", "top", "right"].map(k => places[k].length ? `minmax(0, ${places[k].length}fr)` : "0px").join(" ");
  html += `<div class="ringbox"><div class="ring" style="--seat-cols: ${cols}">
    <div class="r-top">${places.top.map(q => chipHTML(q, info, v, m)).join("")}</div>
    <div class="r-left">${places.left.map(q => chipHTML(q, info, v, m)).join("")}</div>
    <div class="r-right">${places.right.map(q => chipHTML(q, info, v, m)).join("")}</div>
    <section class="other-melds${S.othersOpen ? " open" : ""}" data-testid="other-melds" tabindex="0" data-fk="other-melds" aria-label="${esc(t("tb.other_melds"))}">
      <button class="fold" data-action="fold" data-fk="fold" aria-expanded="${S.othersOpen ? "true" : "false"}">${esc(S.othersOpen ? t("tb.fold") : t("tb.unfold"))}</button>
      ${info.sides.map((sd, si) => si === mySide ? "" : sideHTML(sd, si, info, v, me, myTurn, false)).join("")}
    </section>
    <section class="center" aria-label="${esc(t("table.pile_and_stock"))}">
      <div class="pilebox">
        <div class="stack stock" data-testid="stock" role="img" aria-label="${esc(t("table.stock_n", {n: info.stock}))}">
          <div class="stock-cards ${myTurn && lm.includes("draw") ? "can-draw" : ""}">${info.stock ? `<span class="cardback big"></span>` : `<span class="card big empty"></span>`}</div>
          <div class="count">${esc(t("table.stock_n", {n: info.stock}))}</div></div>
        ${pileHTML(info, lm, myTurn)}
      </div>
    </section>
    <section class="own-melds" data-testid="own-melds" data-drop="table" aria-label="${esc(t("tb.own_melds"))}">
      ${info.sides[mySide] ? sideHTML(info.sides[mySide], mySide, info, v, me, myTurn, me >= 0) : ""}
    </section>
  </div></div>`;
  // my hand and the moves
  if (me >= 0) {
    const hand = myHand();
    const order = handOrder(hand);
    const fresh = (S.fresh || []).slice();
    const sortNow = loadOrder().sort;
    html += `<section class="hand ${myTurn ? "myturn" : ""}" data-testid="hand" aria-labelledby="hand-h">
      <div class="hand-head">${chipHTML(me, info, v, m)}<h2 id="hand-h">${esc(t("table.your_hand", {n: hand.length}))}</h2>
        <span class="sorts"><button data-action="sort" data-sort="rank" data-fk="sortrank" aria-pressed="${sortNow === "rank"}">${esc(t("tb.sort_rank"))}</button>
        <button data-action="sort" data-sort="wild" data-fk="sortwild" aria-pressed="${sortNow === "wild"}">${esc(t("tb.sort_wild"))}</button></span>
        ${v.pending && v.pending.length ? `<span>${esc(lbl(t("table.pending")))} ${v.pending.map(f => cardHTML(f, {cls: "mini"})).join("")}</span>` : ""}</div>
      <div class="cards-row" data-drop="hand" style="--n: ${hand.length}">` + order.map(i => {
        const fi = fresh.indexOf(hand[i]);
        const isFresh = fi >= 0;
        if (isFresh) fresh.splice(fi, 1);
        return cardHTML(hand[i], {button: true, cls: isFresh ? "fresh" : "", note: isFresh ? t("tb.just_drawn") : "",
          attrs: `data-action="pick" data-i="${i}" data-fk="c${i}" data-drag="card" aria-pressed="${S.selected.includes(i)}"`});
      }).join("") + `</div></section>`;
    html += `<section class="movebar" data-testid="moves" aria-label="${esc(t("table.actions"))}">${m.closed ? `<span class="hint">${esc(t("table-closed-banner"))}</span>` : renderActions(myTurn, info)}</section>`;
  } else {
    html += `<section class="movebar" data-testid="moves" aria-label="${esc(t("table.actions"))}"><span class="hint">${esc(t("table.spectating"))}</span></section>`;
  }
  // the side panel: score, log, chat
  html += `<aside id="aside" class="aside" aria-label="${esc(t("tb.log_chat"))}">
    <section class="panel-sec" aria-labelledby="sheet-h" tabindex="0"><h2 id="sheet-h">${esc(t("table.score_sheet"))}</h2>${renderSheet(m.info)}</section>
    <section class="panel-sec logsec" data-testid="log" aria-labelledby="log-h" tabindex="0"><h2 id="log-h">${esc(t("table.move_log"))}</h2>${renderLog(m)}</section>
    <section class="panel-sec chatsec" data-testid="chat" aria-labelledby="chat-h"><h2 id="chat-h">${esc(t("tb.chat"))}</h2>${renderChat(m)}</section>
  </aside>`;
  if (m.result) html += renderResult(m);
  html += `</div>`;
  main.innerHTML = html;
  Object.assign(document.body.dataset, {version: String(m.version), seat: String(me), phase: info.phase, staged: String(S.staged.length)});
  bindJoinForm(m);
  renderDialog(m);
  const ci = $("#chat-input");
  if (ci) { ci.value = chatDraft; if (chatFocused) ci.focus(); }
  const lg = main.querySelector(".chat-list"); if (lg) lg.scrollTop = lg.scrollHeight;
  if (focusKey) { const el = main.querySelector(`[data-fk="${CSS.escape(focusKey)}"]`); if (el) el.focus(); }
  markScrollCues(main);
}
/* Melds that do not fit their area scroll inside it: a visible cue says so (defects 11 and 15), and
 * goes once the player has scrolled to the end. */
function markScrollCues(root) {
  for (const el of root.querySelectorAll('[data-testid="other-melds"], [data-testid="own-melds"]')) {
    const mark = () => el.classList.toggle("more-below", el.scrollHeight > el.clientHeight + 1 && el.scrollTop + el.clientHeight < el.scrollHeight - 1);
    mark();
    el.addEventListener("scroll", mark, {passive: true});
  }
}
function timerHTML(m) {
  if (!m.timer || !m.timer.seconds || !m.timer.deadline) return "";
  const left = Math.max(0, Math.round(m.timer.deadline - m.timer.now));
  return `<span class="timer" data-deadline="${Date.now() / 1000 + left}" aria-label="${esc(t("tb.timer_left", {n: left}))}">⏱ <span class="timer-n">${left}</span></span>`;
}
setInterval(() => {
  const el = document.querySelector(".timer");
  if (!el) return;
  const left = Math.max(0, Math.round(+el.dataset.deadline - Date.now() / 1000));
  const n = el.querySelector(".timer-n"); if (n) n.textContent = String(left);
}, 1000);
/* A seat waits for a friend: say so at once, with the link, Copy and the system share sheet (issue 40, defect 4). */
function inviteHTML(m) {
  const free = m.seats.some(s => s.kind === "human" && !s.taken);
  if (m.seat < 0 || !free || m.closed || m.info.phase === "match_over" || (S.inviteLater || {})[m.table]) return "";
  const url = location.origin + "/#/t/" + m.table;
  return `<div class="banner invite" data-testid="invite-prompt" role="status"><span>${esc(t("table.invite_prompt"))}</span>
    <input id="invite-now" readonly value="${esc(url)}" aria-label="${esc(t("table.invite"))}">
    <button class="primary" data-action="copy" data-src="invite-now" data-fk="copynow">${esc(t("table.copy"))}</button>
    ${navigator.share ? `<button data-action="share" data-fk="share">${esc(t("table.share"))}</button>` : ""}
    <button data-action="invitelater" data-fk="invitelater">${esc(t("table.later"))}</button></div>`;
}
function spectatorBanner(m) {
  const openSeats = m.seats.filter(s => s.kind === "human" && !s.taken);
  if (!openSeats.length || m.info.phase === "match_over") return `<div class="banner">${esc(t("table.spectating"))}</div>`;
  if (S.user) return `<div class="banner">${esc(t("table.spectating"))} ${openSeats.map(s => `<button class="primary" data-action="sit" data-seat="${s.seat}" data-fk="bsit${s.seat}">${esc(t("table.sit_at", {n: s.seat + 1}))}</button>`).join(" ")}</div>`;
  // an invite: name and seat on one screen, one step
  return `<form class="banner join" id="join-form"><label>${esc(t("lobby.your_name"))} <input id="name-input" maxlength="40" required autocomplete="nickname"></label>
    <label>${esc(t("tb.seat"))} <select id="join-seat">${openSeats.map(s => `<option value="${s.seat}">${esc(t("table.seat_n", {n: s.seat + 1}))}</option>`).join("")}</select></label>
    <button class="primary" type="submit">${esc(t("table.sit_down"))}</button></form>`;
}
function bindJoinForm(m) {
  const f = $("#join-form");
  if (!f) return;
  f.addEventListener("submit", async ev => {
    ev.preventDefault();
    const name = $("#name-input").value.trim();
    if (!name) return;
    const seat = $("#join-seat").value;
    try {
      saveUser(await api("/api/users", {method: "POST", body: JSON.stringify({name})}));
      await api(`/api/tables/${m.table}/sit/${seat}`, {method: "POST"});
      closeWS(); openTable(m.table);
    } catch (e) { setStatus(e.message); }
  });
}
function menuHTML(m, info) {
  const p = prefs();
  const owner = S.user && m.owner === S.user.id;
  let html = `<a id="table-rules" target="_blank" rel="noopener" href="/rules/table/${encodeURIComponent(m.table)}?lang=${S.lang}">${esc(t("rules-of-table"))}</a>
    ${m.commitment ? `<p class="hint" data-testid="commitment">${esc(t("club-commitment"))} <code>${esc(m.commitment)}</code></p>` : ""}
    <label>${esc(t("table.invite"))} <input id="invite" readonly value="${esc(location.origin + "/#/t/" + m.table)}"></label>
    <button data-action="copy" data-fk="copy">${esc(t("table.copy"))}</button>`;
  if (m.seat >= 0) html += `<details><summary>${esc(t("table.personal_link"))}</summary><p class="hint">${esc(t("table.personal_hint"))}</p>
      <input readonly aria-label="${esc(t("table.personal_link"))}" value="${esc(location.origin + "/#/t/" + m.table + "?token=" + (S.user ? S.user.token : ""))}"></details>`;
  if (!S.meta && !S.metaLoading) {  // opened directly (invite, reload, personal link): load the levels here
    S.metaLoading = true;
    api("/api/meta").then(mt => { S.meta = S.meta || mt; S.metaLoading = false; if (S.msg) renderTable(); }, () => { S.metaLoading = false; });
  }
  const lv = S.meta ? webLevels() : ["random"];
  if ((owner || S.organiser) && info.phase !== "match_over" && !m.closed) {
    const opts = sel => lv.map(l => `<option value="${esc(l)}" ${l === sel ? "selected" : ""}>${esc(levelName(l))}</option>`).join("");
    const givable = m.seats.filter(s => s.kind === "human" && s.seat !== m.seat && (!s.taken || !s.online || s.away));
    html += givable.map(s => `<div class="row"><label>${esc(s.taken ? t("tb.give_seat", {name: s.name}) : t("table.fill_seat", {n: s.seat + 1}))}
      <select id="fill-level-${s.seat}">${opts("medium")}</select></label>
      <button data-action="fill" data-seat="${s.seat}" data-fk="fill${s.seat}">${esc(t("table.fill_button"))}</button></div>`).join("");
    const tm = m.timer || {seconds: 0, level: "medium"};
    html += `<div class="row"><label>${esc(t("tb.turn_timer"))} <select id="timer-seconds">${[0, 30, 60, 120].map(s => `<option value="${s}" ${s === tm.seconds ? "selected" : ""}>${esc(s ? t("tb.seconds_n", {n: s}) : t("tb.timer_off"))}</option>`).join("")}</select></label>
      <label>${esc(t("tb.takeover_level"))} <select id="timer-level">${opts(tm.level || "medium")}</select></label>
      <button data-action="timer" data-fk="timer">${esc(t("tb.set"))}</button></div>`;
  }
  // the bots' pace (defect 28): any player at the table, while bots play there
  if ((m.seat >= 0 || owner) && info.phase !== "match_over" && !m.closed && m.seats.some(s => s.kind === "bot" || s.away)) {
    const pace = m.pace || "normal";
    html += `<div class="row"><label>${esc(t("table-pace"))} <select id="pace-select" data-fk="pace">${["slow", "normal", "fast"].map(x =>
      `<option value="${x}" ${x === pace ? "selected" : ""}>${esc(t("table-pace-" + x))}</option>`).join("")}</select></label></div>`;
  }
  if (S.organiser && info.phase !== "match_over" && !m.closed) {
    // the organiser's tools (web/organiser.py): take a player off a seat, close the table
    const taken = m.seats.filter(s => s.kind === "human" && s.taken && s.seat !== m.seat);
    html += `<fieldset class="org" data-testid="org-tools"><legend>${esc(t("org-tools"))}</legend>` + taken.map(s =>
      `<div class="row"><label>${esc(t("org-remove-seat", {name: s.name, n: s.seat + 1}))}
        <select id="org-then-${s.seat}"><option value="">${esc(t("org-free-seat"))}</option>${lv.map(l => `<option value="${esc(l)}">${esc(t("org-seat-bot-level", {level: levelName(l)}))}</option>`).join("")}</select></label>
        <button data-action="org-remove" data-seat="${s.seat}" data-fk="orgrm${s.seat}">${esc(t("org-remove-button"))}</button></div>`).join("") +
      `<button class="danger" data-action="org-close" data-fk="orgclose">${esc(t("org-close-table"))}</button></fieldset>`;
  }
  html += `<fieldset><legend>${esc(t("tb.deck"))}</legend>
    <label><input type="checkbox" data-pref="four" ${p.four ? "checked" : ""}> ${esc(t("tb.four_colour"))}</label>
    <label><input type="checkbox" data-pref="contrast" ${p.contrast ? "checked" : ""}> ${esc(t("tb.high_contrast"))}</label>
    <label><input type="checkbox" data-pref="sound" ${p.sound ? "checked" : ""}> ${esc(t("tb.sounds"))}</label></fieldset>
    <p class="hint">${esc(t("tb.keys"))}</p>`;
  return html;
}

function renderActions(myTurn, info) {
  const lm = legal();
  const sel = selectedKinds();
  let html = "";
  if (S.lastError) html += `<p class="error" id="move-error" tabindex="-1" role="alert">${esc(errorText())}${whyLink(S.lastWhy)}</p>`;
  if (S.hint) {
    const hm = S.hint;
    // a hint of the bots' hint API names its move itself ("discard the 9: ..."): the move's label
    // goes first only before a bare reason
    const own = hm.code && has("hint-" + hm.code);
    // the hint's cards (move notation) as the table names them: "K K K" is "R R R" in French
    const hp = Object.assign({}, hm.params || {});
    if (typeof hp.cards === "string") hp.cards = hp.cards.split(" ").map(k => kindName(k)).join(" ");
    const why = own ? t("hint-" + hm.code, hp) : (hm.reason_key && has(hm.reason_key) ? t(hm.reason_key, hm.params || {}) : hm.text);
    const line = own ? why.charAt(0).toUpperCase() + why.slice(1) : `${moveLabel(hm.move, info.pile_top)} — ${why}`;
    html += `<div class="hintbox" id="hint-box" tabindex="-1" role="status"><strong>${esc(lbl(t("tb.hint")))}</strong> ${esc(line)}
      ${legal().includes(hm.move) ? `<button class="primary small" data-action="move" data-move="${esc(hm.move)}" data-fk="hintplay">${esc(t("tb.play_it"))}</button>` : ""}</div>`;
  }
  if (S.staged.length) {
    html += `<div class="staging" role="region" aria-label="${esc(t("table.staged"))}"><strong>${esc(lbl(t("table.staged")))}</strong>
      ${S.staged.map(x => esc(moveLabel(x, null))).join(esc(t("list-sep")))}
      <button class="primary" data-action="confirm" data-fk="confirm">${esc(t("table.confirm"))}</button>
      <button data-action="undo" data-fk="undo" title="U">${esc(t("tb.undo"))}</button>
      <button data-action="unstage" data-fk="unstage">${esc(t("tb.undo_all"))}</button>
      <span class="hint">${esc(t("table.staged_hint"))}</span>
      ${S.preview && ["hand_over", "match_over"].includes(S.preview.info.phase) ? `<strong>${esc(t("table.staged_goes_out"))}</strong>` : ""}</div>`;
  }
  if (info.can_deal && S.msg.result && S.resultHidden !== S.msg.version) return html;  // the result shows the button
  if (info.can_deal) return html + `<div class="actions"><button class="primary" data-action="move" data-move="deal" data-fk="deal">${esc(t("move.deal"))}</button></div>`;
  if (!myTurn || info.phase === "answer") return html + (S.msg.seat >= 0 && !myTurn && !["hand_over", "match_over"].includes(S.msg.info.phase) ? `<span class="hint">${esc(t("table.turn_of", {name: seatName(info.turn)}))}</span>` : "");
  // buttons for the selection
  const btn = (text, label, isLegal, fk) => `<button class="${isLegal ? "legal" : ""}" data-action="try" data-move="${esc(text)}" data-fk="${esc(fk || text)}">${esc(label)}</button>`;
  const parts = [];
  if (sel.length) {
    const ck = canonicalKinds(sel);
    if (sel.length >= 1 && sel.length <= 3 && info.phase === "draw") {
      const takes = lm.filter(x => x.startsWith("take") && sameKinds(parseMove(x).cards, sel));
      takes.forEach(x => parts.push(btn(x, moveLabel(x, info.pile_top), true)));
    }
    if (sel.length >= 3) { const tx = "meld " + ck.join(" "); parts.push(btn(tx, moveLabel(tx), lm.includes(tx), "selmeld")); }
    if (sel.length === 1) {
      const k = sel[0];
      const adds = lm.filter(x => x.startsWith("add ") && parseMove(x).cards[0] === k);
      adds.forEach(x => parts.push(btn(x, moveLabel(x), true)));
      // only the moves open now are offered (defect 16): a refused one is still explained when dragged or typed
      const d = "discard " + k;
      if (lm.includes(d)) parts.push(btn(d, moveLabel(d), true, "seldiscard"));
    }
    // several cards laid off in one go (defect 16): each onto a meld it may join, staged one after the other
    const addAll = sel.length >= 2 ? sel.map(k => lm.find(x => x.startsWith("add ") && parseMove(x).cards[0] === k)) : [];
    if (addAll.length && addAll.every(Boolean)) {
      parts.push(`<button class="legal" data-action="addall" data-fk="addall">${esc(t("table-add-all", {n: sel.length}))}</button>`);
    } else if (sel.length === 2) parts.push(`<span class="hint">${esc(t("table.select_hint_n", {n: sel.length}))}</span>`);
  } else {
    parts.push(`<span class="hint">${esc(t("table.select_hint"))}</span>`);
  }
  html += `<div class="actions">${lm.includes("draw") ? `<button class="primary" data-action="move" data-move="draw" data-fk="bdraw">${esc(t("move.draw"))}</button>` : ""}${parts.join("")}
    ${S.staged.length ? "" : `<button data-action="undo" data-fk="undo0" disabled>${esc(t("tb.undo"))}</button>`}
    <button data-action="hint" data-fk="hint" title="H">${esc(t("tb.hint"))}</button></div>`;
  // every legal move, in one scrolling row
  const groups = {draw: [], take: [], meld: [], add: [], discard: [], other: []};
  for (const x of lm) { const a = parseMove(x).action; (groups[a] || groups.other).push(x); }
  const all = ["draw", "take", "meld", "add", "discard", "other"].flatMap(g => groups[g]);
  html += `<div role="region" id="legal" aria-label="${esc(t("table.legal_moves"))}" class="legal-row"><span class="lbl">${esc(lbl(t("table.legal_moves")))}</span>` +
    all.map(x => `<button class="legal" data-action="move" data-move="${esc(x)}" data-fk="lm:${esc(x)}">${esc(moveLabel(x, info.pile_top))}</button>`).join("") +
    `<details class="typed" id="typed"${S.typedOpen ? " open" : ""}><summary>${esc(t("table.type_move"))}</summary><form id="type-move" class="form-row"><label>${esc(t("table.notation"))}<input id="move-text" data-fk="movetext" aria-describedby="notation-help" placeholder="${esc(tAttr("notation-words", "meld").split(" ")[0] + " 7 7 7")}"></label><button>${esc(t("table.send"))}</button></form><p class="hint" id="notation-help">${esc(t("notation-help"))}</p></details></div>`;
  return html;
}

function renderResult(m) {
  const r = m.result;
  const rows = ["melded", "natural_canastas", "mixed_canastas", "canasta_bonus", "concealed_canasta_bonus", "red_threes", "red3_points", "going_out", "in_hand", "total"];
  const over = m.info.phase === "match_over";
  if (S.resultHidden === m.version) return `<button class="show-result primary" data-action="showresult" data-fk="showresult">${esc(t("tb.show_result"))}</button>`;
  // the top of the dialog stays in sight (defect 9): the outcome, the totals and every button
  let html = `<section class="result" aria-labelledby="res-h" id="result"><div class="result-body"><div class="result-top" data-testid="result-top">
    <button class="close" data-action="hideresult" data-fk="hideresult">${esc(t("tb.look_at_table"))}</button>
    <h2 id="res-h">${esc(over ? t("result.match_over") : t("result.hand_over", {n: m.info.hand_no + 1}))}</h2>`;
  if (r.went_out >= 0) html += `<p>${esc(t(r.concealed ? "result.went_out_concealed" : "result.went_out", {name: seatName(r.went_out)}))}</p>`;
  else html += `<p>${esc(t("result.ended_" + r.ended_by))}</p>`;
  if (over) {
    const w = m.info.winners.map(tm => m.info.teams[tm].map(seatName).join(" & ")).join(", ");
    html += `<p class="winner"><strong>${esc(t("result.winner", {names: w}))}</strong></p>`;
  }
  // each team's points this hand and its match total, side by side
  const team = q => m.info.team_of[q];
  html += `<table class="list totals" data-testid="result-totals"><thead><tr><th></th>${m.info.teams.map(tm => `<th>${esc(tm.map(seatName).join(" & "))}</th>`).join("")}</tr></thead><tbody>
    <tr><th scope="row">${esc(t("table-this-hand"))}</th>${m.info.teams.map((tm, i) => `<td>${esc(String(r.team_points ? r.team_points[i] : r.sides.filter(s => team(s.seats[0]) === i).reduce((a, s) => a + s.total, 0)))}</td>`).join("")}</tr>
    <tr><th scope="row">${esc(t("table-match-total"))}</th>${m.info.scores.map(x => `<td><strong>${esc(String(x))}</strong></td>`).join("")}</tr></tbody></table>`;
  html += `<div class="actions result-actions" data-testid="result-actions">`;
  if (!over && m.info.can_deal) html += `<button class="primary" data-action="move" data-move="deal" data-fk="deal2">${esc(t("move.deal"))}</button>`;
  else if (!over) html += `<span class="hint">${esc(t("result.waiting_deal"))}</span>`;
  if (over) {
    if (S.rematch || m.rematch) html += `<a class="button primary" data-testid="to-rematch" href="#/t/${esc(S.rematch || m.rematch)}">${esc(t("tb.to_rematch"))}</a>`;
    else if (m.seat >= 0) html += `<button class="primary" data-action="rematch" data-fk="rematch">${esc(t("tb.rematch"))}</button>`;
    html += ` <a class="button" href="#/r/${esc(m.table)}">${esc(t("history.replay"))}</a> <a class="button" href="/api/tables/${esc(m.table)}/record" download="canasta-${esc(m.table)}.json">${esc(t("history.export"))}</a>`;
  }
  html += `</div></div>`;
  // each side: its melds and red threes as cards, and the cards left in every hand of it
  const reveal = m.reveal || [];
  html += `<div class="breakdown">` + r.sides.map((s, si) => {
    const melds = m.view.melds[si] || [];
    return `<div class="bside"><h3>${esc(lbl(t("table.side_n", {n: si + 1})))} ${esc(s.seats.map(seatName).join(", "))} — ${esc(String(s.total))}</h3>
      <div class="melds">${melds.map(md => meldHTML(md, si, m.view.melds, false)).join("") || `<span class="hint">${esc(t("table.no_melds"))}</span>`}</div>
      ${s.seats.some(q => (m.view.red3s[q] || []).length) ? `<div class="r3line"><span>${esc(lbl(t("table.red_threes")))}</span> ${s.seats.flatMap(q => m.view.red3s[q] || []).map(f => cardHTML(f, {cls: "mini"})).join("")}</div>` : ""}
      ${s.seats.map(q => `<div class="left-hand" data-seat="${q}"><span>${esc(t("tb.left_in_hand", {name: seatName(q)}))}</span>
        <span class="fan">${(reveal[q] || (q === m.seat ? (m.view.hands[q] || []) : [])).map(f => cardHTML(f, {cls: "mini"})).join("") || esc(t("tb.none"))}</span></div>`).join("")}
    </div>`;
  }).join("") + `</div>`;
  html += `<table class="list sheet"><thead><tr><th></th>${r.sides.map((s, i) => `<th>${esc(t("table.side_n", {n: i + 1}))}</th>`).join("")}</tr></thead><tbody>`;
  const shown = (row, x) => row === "in_hand" && x > 0 ? "−" + x : String(x);
  for (const row of rows) html += `<tr><th scope="row">${esc(t("result." + row))}</th>${r.sides.map(s => `<td>${esc(shown(row, s[row]))}</td>`).join("")}</tr>`;
  html += `</tbody></table>`;
  if (over) html += `<h3>${esc(t("table.score_sheet"))}</h3>${renderSheet(m.info)}`;
  return html + `</div></section>`;
}
function renderSheet(info) {
  const teams = info.teams;
  let html = `<table class="list sheet"><thead><tr><th>${esc(t("table.hand"))}</th>${teams.map((tm, i) => `<th title="${esc(tm.map(seatName).join(" & "))}">${tm.length > 1
    ? `<span class="who-line">${esc(t("table.side_n", {n: (info.side_of[tm[0]] >= 0 ? info.side_of[tm[0]] : i) + 1}))}</span><span class="who-line names">${esc(tm.map(seatName).join(", "))}</span>`
    : `<span class="who-wrap">${esc(seatName(tm[0]))}</span>`}</th>`).join("")}</tr></thead><tbody>`;
  info.sheet.forEach((row, i) => { html += `<tr><td>${i + 1}</td>${row.map(x => `<td>${x}</td>`).join("")}</tr>`; });
  html += `<tr><th>${esc(t("table.total"))}</th>${info.scores.map(x => `<th>${x}</th>`).join("")}</tr></tbody></table>`;
  return html;
}
function renderLog(m) {
  const items = m.log.filter(x => x.hand === m.info.hand_no || (x.move === "deal" && x.hand === m.info.hand_no - 1));
  const li = items.slice(-80).reverse().map((x, i) => `<li class="${i === 0 ? "latest" : ""}">${esc(logText(x))}</li>`).join("");
  return `<ol class="log" reversed>${li || `<li>${esc(t("table.no_moves"))}</li>`}</ol>
    <details id="full-log" data-fk="full-log"${S.fullLogOpen ? " open" : ""}><summary>${esc(t("table.whole_game"))}</summary><div id="full-log-body">${S.fullLogHTML || ""}</div></details>`;
}
async function loadFullLog() {
  if (!S.msg) return;
  let rows;
  try { rows = await api(`/api/tables/${S.msg.table}/log`); } catch (e) { S.fullLogHTML = esc(e.message); return; }
  const hands = {};
  for (const x of rows) (hands[x.hand] = hands[x.hand] || []).push(x);
  S.fullLogHTML = Object.keys(hands).map(h => `<h3>${esc(t("table.hand_n", {n: +h + 1}))}</h3><ol class="log">` +
    hands[h].map(x => `<li value="${x.n}">${esc(logText(x))}</li>`).join("") + "</ol>").join("");
  const body = $("#full-log-body");
  if (body) body.innerHTML = S.fullLogHTML;
}
document.addEventListener("toggle", ev => {
  if (ev.target.id === "full-log") { S.fullLogOpen = ev.target.open; if (ev.target.open) loadFullLog(); }
  if (ev.target.id === "menu") S.menuOpen = ev.target.open;
  if (ev.target.id === "typed") S.typedOpen = ev.target.open;
}, true);
function renderDialog(m) {
  const root = $("#dialog-root");
  const info = m.info;
  if (info.phase === "answer" && m.seat >= 0 && info.turn === m.seat && m.view.legal_moves.includes("yes")) {
    if (root.dataset.open === String(m.version)) return;
    root.dataset.open = String(m.version);
    root.innerHTML = `<div class="dialog-back"><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="ask-h" aria-describedby="ask-p">
      <h2 id="ask-h">${esc(t("ask.title"))}</h2><p id="ask-p">${esc(t("ask.text", {name: seatName(info.asker)}))}</p>
      <div class="actions"><button class="primary" data-action="answer" data-move="yes">${esc(t("move.yes"))}</button>
      <button data-action="answer" data-move="no">${esc(t("move.no"))}</button></div></div></div>`;
    root.querySelector("button").focus();
  } else {
    root.innerHTML = ""; root.dataset.open = "";
    if (info.phase === "answer" && m.seat === info.asker) setStatus(() => t("ask.waiting"));
  }
}

/* ------------------------------------------------------------------ chat */
function renderChat(m) {
  const all = [];
  const sys = (S.sysLines || []).filter(x => x.table === m.table);
  (S.chat || []).forEach((x, i) => { sys.filter(y => y.after === i).forEach(y => all.push(y)); all.push(x); });
  sys.filter(y => y.after >= (S.chat || []).length).forEach(y => all.push(y));
  const items = all.filter(x => x.table === m.table).slice(-100);
  const quiet = !!(S.quiet && S.quiet.table === m.table && S.quiet.on);
  const canChat = !!S.user && (m.seat >= 0 || !quiet);
  return `<ol class="chat-list" aria-live="off" tabindex="0" aria-label="${esc(t("tb.chat"))}">${items.map(x => x.system ? `<li class="system"><em>${esc(typeof x.text === "function" ? x.text() : x.text)}</em></li>` : `<li class="${x.reaction ? "reaction" : ""}"><strong>${esc(x.name)}</strong>: ${esc(x.reaction ? reactionText(x.reaction) : x.text)}</li>`).join("") || `<li class="hint">${esc(t("tb.no_chat"))}</li>`}</ol>
    ${canChat ? `<div class="reactions" role="group" aria-label="${esc(t("tb.reactions"))}">${REACTIONS.map(r => `<button class="small" data-action="react" data-r="${esc(r)}" data-fk="react${esc(r)}" >${esc(reactionText(r))}</button>`).join("")}</div>
    <form id="chat-form" class="chat-form"><input id="chat-input" maxlength="200" autocomplete="off" aria-label="${esc(t("tb.chat_message"))}" placeholder="${esc(t("tb.chat_message"))}"><button type="submit">${esc(t("tb.send"))}</button></form>` : ""}
    ${quiet && m.seat < 0 ? `<p class="hint" data-testid="quiet-note">${esc(t("tb.quiet_note"))}</p>` : ""}
    ${m.seat >= 0 ? `<button class="small" data-action="quiet" data-testid="quiet" aria-pressed="${quiet}">${esc(t(quiet ? "tb.quiet_off" : "tb.quiet_on"))}</button>` : ""}`;
}
function reactionText(r) { return tOr("tb.react_" + r, null, r); }
function addChat(items, history) {
  S.chat = S.chat || [];
  const seen = new Set(S.chat.map(x => x.table + ":" + x.n));
  let fresh = 0;
  for (const x of items) {
    const key = x.table + ":" + x.n;
    if (seen.has(key)) continue;
    S.chat.push(x); fresh++;
    if (!history) {
      if (x.seat >= 0) showBubble(x.seat, x.reaction ? reactionText(x.reaction) : x.text);
      if (!S.drawerOpen && window.innerWidth < 900) S.unread = (S.unread || 0) + 1;
      setStatus(() => t("tb.chat_said", {name: x.name, text: x.reaction ? reactionText(x.reaction) : x.text}));
    }
  }
  if (fresh && S.msg) renderTable();
}
function showBubble(seat, text) {
  S.bubbles = S.bubbles || {};
  S.bubbles[seat] = {text, until: Date.now() + 3500};
  setTimeout(renderBubbles, 0);
  setTimeout(renderBubbles, 3600);
}
function renderBubbles() {
  for (const [q, b] of Object.entries(S.bubbles || {})) {
    const el = document.getElementById("bubble-" + q);
    if (!el) continue;
    const on = b.until > Date.now();
    el.textContent = on ? b.text : "";
    el.classList.toggle("on", on);
  }
}

/* ------------------------------------------------------------------ animation */
function seatEl(q) {
  if (S.msg && q === S.msg.seat) return document.querySelector('[data-testid="hand"] .cards-row') || document.querySelector('[data-testid="hand"]');
  return document.querySelector(`.ring .seat[data-seat="${q}"]`) || document.querySelector(`.seat[data-seat="${q}"]`);
}
function flyCard(face, fromEl, toEl, delay, hideDest) {
  if (!fromEl || !toEl) return;
  const a = fromEl.getBoundingClientRect(), b = toEl.getBoundingClientRect();
  const el = document.createElement("div");
  el.className = "flying";
  el.innerHTML = face ? cardHTML(face) : `<span class="cardback"></span>`;
  el.setAttribute("aria-hidden", "true");
  const w = 46;
  el.style.left = (a.left + a.width / 2 - w / 2) + "px";
  el.style.top = (a.top + a.height / 2 - w * 0.7) + "px";
  document.body.appendChild(el);
  const dx = (b.left + b.width / 2) - (a.left + a.width / 2), dy = (b.top + b.height / 2) - (a.top + a.height / 2);
  if (hideDest) hideDest.style.visibility = "hidden";
  const anim = el.animate([{transform: "translate(0,0) scale(1)", opacity: 1}, {transform: `translate(${dx}px,${dy}px) scale(1.05)`, opacity: 1}],
    {duration: 520, delay, easing: "cubic-bezier(.3,.7,.3,1)", fill: "forwards"});
  const done = () => { el.remove(); if (hideDest && hideDest.isConnected) hideDest.style.visibility = ""; };
  anim.onfinish = done; anim.oncancel = done;
  setTimeout(done, delay + 1500);
  click(delay);
}
let audioCtx = null;
function click(delay) {
  if (!prefs().sound) return;
  try {
    audioCtx = audioCtx || new (window.AudioContext || window.webkitAudioContext)();
    const o = audioCtx.createOscillator(), g = audioCtx.createGain();
    o.frequency.value = 520; g.gain.value = 0.05;
    o.connect(g); g.connect(audioCtx.destination);
    const at = audioCtx.currentTime + delay / 1000;
    o.start(at); o.stop(at + 0.04);
  } catch (e) { /* no sound */ }
}
function animateMoves(prev, m) {
  const fresh = m.log.filter(x => x.n > prev.version && x.hand === prev.info.hand_no);
  S.anims = S.anims || [];
  if (!fresh.length || fresh.length > 12) return;
  fresh.forEach((x, i) => {
    const mv = parseMove(x.move);
    S.anims.push({n: x.n, seat: x.seat, action: mv.action, animated: !reducedMotion()});
    if (reducedMotion()) return;
    const delay = i * 380;
    const pile = document.querySelector('[data-testid="pile"] .pile-cards');
    const stock = document.querySelector('[data-testid="stock"] .stock-cards');
    const side = m.info.side_of[x.seat];
    const meldEl = key => document.querySelector(`.ring .meld[data-side="${side}"][data-key="${CSS.escape(key)}"]`) ||
      document.querySelector(`.ring .side[data-side="${side}"] .melds`);
    const mine = x.seat === m.seat;
    if (mv.action === "draw") {
      const dest = mine ? (document.querySelector('[data-testid="hand"] .card.fresh') || seatEl(x.seat)) : seatEl(x.seat);
      flyCard(mine && S.fresh && S.fresh[0] ? S.fresh[0] : null, stock, dest, delay, mine ? document.querySelector('[data-testid="hand"] .card.fresh') : null);
    } else if (mv.action === "discard") {
      const top = pile && pile.querySelector(".card.pile-top");
      flyCard(m.info.pile_top, seatEl(x.seat), pile, delay, top);
    } else if (mv.action === "take") {
      flyCard(prev.info.pile_top, pile, mv.target ? meldEl(mv.target) : seatEl(x.seat), delay, null);
    } else if (mv.action === "meld") {
      const key = mv.cards.find(k => !isWildKind(k)) || "W";
      const faces = ((m.view.melds[side] || []).find(md => md.key === key) || {cards: []}).cards;
      flyCard(faces[0] || null, seatEl(x.seat), meldEl(key), delay, null);
    } else if (mv.action === "add") {
      const faces = ((m.view.melds[side] || []).find(md => md.key === mv.target) || {cards: []}).cards;
      flyCard(faces[faces.length - 1] || null, seatEl(x.seat), meldEl(mv.target), delay, null);
    }
  });
}

/* ------------------------------------------------------------------ dragging (pointer events: mouse, pen and touch) */
const DRAG = {start: null, ghost: null, moved: false, suppressClick: false};
document.addEventListener("pointerdown", ev => {
  if (ev.button !== 0 || !S.msg) return;
  const el = ev.target.closest("[data-drag]");
  if (!el) return;
  DRAG.start = {x: ev.clientX, y: ev.clientY, el, kind: el.dataset.drag, i: el.dataset.i !== undefined ? +el.dataset.i : null, id: ev.pointerId};
  DRAG.moved = false;
});
document.addEventListener("pointermove", ev => {
  const s = DRAG.start;
  if (!s || ev.pointerId !== s.id) return;
  if (!DRAG.moved) {
    if (Math.hypot(ev.clientX - s.x, ev.clientY - s.y) < 8) return;
    DRAG.moved = true;
    const r = s.el.getBoundingClientRect();
    const g = document.createElement("div");
    g.className = "ghost";
    // dragging a selected card takes the whole selection with it
    s.group = s.kind === "card" && S.selected.includes(s.i) ? S.selected.slice() : (s.kind === "card" ? [s.i] : []);
    const hand = myHand();
    g.innerHTML = s.kind === "pile" ? cardHTML(topCard()) : s.group.map(i => cardHTML(hand[i])).join("");
    g.style.left = r.left + "px"; g.style.top = r.top + "px";
    s.origin = {left: r.left, top: r.top};
    s.off = {x: s.x - r.left, y: s.y - r.top};
    document.body.appendChild(g);
    DRAG.ghost = g;
    s.el.classList.add("dragging");
  }
  ev.preventDefault();
  DRAG.ghost.style.left = (ev.clientX - s.off.x) + "px";
  DRAG.ghost.style.top = (ev.clientY - s.off.y) + "px";
  document.querySelectorAll(".drop-over").forEach(e => e.classList.remove("drop-over"));
  const over = dropAt(ev.clientX, ev.clientY);
  if (over) over.classList.add("drop-over");
}, {passive: false});
function dropAt(x, y) {
  const g = DRAG.ghost;
  if (g) g.style.display = "none";
  const el = document.elementFromPoint(x, y);
  if (g) g.style.display = "";
  if (!el) return null;
  const card = el.closest('[data-testid="hand"] button.card');
  if (card && DRAG.start && DRAG.start.kind === "card") return card;
  return el.closest("[data-drop]");
}
document.addEventListener("pointerup", ev => endDrag(ev, false));
document.addEventListener("pointercancel", ev => endDrag(ev, true));
function endDrag(ev, cancelled) {
  const s = DRAG.start;
  if (!s || ev.pointerId !== s.id) return;
  DRAG.start = null;
  document.querySelectorAll(".drop-over").forEach(e => e.classList.remove("drop-over"));
  if (!DRAG.moved) return;
  DRAG.suppressClick = true;
  setTimeout(() => { DRAG.suppressClick = false; }, 0);
  const target = cancelled ? null : dropAt(ev.clientX, ev.clientY);
  const ok = target ? drop(s, target) : false;
  const g = DRAG.ghost;
  DRAG.ghost = null;
  s.el.classList.remove("dragging");
  if (!g) return;
  if (ok || reducedMotion()) { g.remove(); return; }
  // snap back to where it came from
  const r = g.getBoundingClientRect();
  const a = g.animate([{transform: "translate(0,0)"}, {transform: `translate(${s.origin.left - r.left}px,${s.origin.top - r.top}px)`}], {duration: 260, easing: "ease-out"});
  a.onfinish = () => g.remove();
  setTimeout(() => g.remove(), 800);
}
/* A drop: returns true when it was a move the client sent or a reorder; false snaps back. Refused moves
 * are sent to the server all the same, to be told the engine's reason. */
function drop(s, target) {
  const hand = myHand();
  const myTurn = S.msg.seat >= 0 && cur().info.turn === S.msg.seat;
  if (s.kind === "card" && target.matches('[data-testid="hand"] button.card')) {
    const to = +target.dataset.i;
    if (to !== s.i) moveInHand(s.i, to);
    return true;
  }
  if (s.kind === "card" && target.dataset.drop === "hand") { moveInHand(s.i, null); return true; }
  const where = target.dataset.drop || "";
  if (!myTurn) { showError(() => t("tb.not_your_turn")); return false; }
  if (s.kind === "card") {
    const kinds = s.group.map(i => faceKind(hand[i]));
    if (where === "pile") {
      if (kinds.length !== 1) { showError(() => t("tb.discard_one")); return false; }
      tryMove("discard " + kinds[0]);
      return legal().includes("discard " + kinds[0]);
    }
    if (where.startsWith("meld:")) {
      const key = where.slice(5);
      if (kinds.length === 1) {
        const text = kinds[0] === key ? "add " + key : "add " + kinds[0] + " to " + key;
        tryMove(text);
        return legal().includes(text);
      }
      // several cards onto a meld: staged one by one
      S.selected = [];
      for (const k of kinds) S.staged.push(k === key ? "add " + key : "add " + k + " to " + key);
      S.pendingPreview = true;
      send({type: "preview", version: S.msg.version, moves: S.staged});
      return true;
    }
    if (where === "table") {
      if (kinds.length < 3) { showError(() => t("tb.meld_three")); return false; }
      const text = "meld " + canonicalKinds(kinds).join(" ");
      S.selected = [];
      tryMove(text);
      return legal().includes(text);
    }
    return false;
  }
  if (s.kind === "pile") {
    if (!(where === "table" || where.startsWith("meld:") || where === "hand")) return false;
    return takePile(where.startsWith("meld:") ? where.slice(5) : null);
  }
  return false;
}
function takePile(onKey) {
  const lm = legal().filter(x => x.startsWith("take"));
  const sel = selectedKinds();
  let pick = null;
  if (onKey) pick = lm.find(x => parseMove(x).target === onKey);
  if (!pick && sel.length) pick = lm.find(x => sameKinds(parseMove(x).cards, sel));
  if (!pick) pick = lm.find(x => !parseMove(x).target) || lm[0];
  if (!pick) { tryMove(sel.length ? "take " + canonicalKinds(sel).join(" ") : "take"); return false; }
  perform(pick);
  return true;
}

/* ------------------------------------------------------------------ clicks, keys, forms */
document.addEventListener("click", async ev => {
  if (DRAG.suppressClick) { ev.preventDefault(); ev.stopPropagation(); return; }
  const el = ev.target.closest("[data-action]");
  if (!el) return;
  const a = el.dataset.action;
  if (a === "pick") {
    const i = +el.dataset.i;
    S.selected = S.selected.includes(i) ? S.selected.filter(x => x !== i) : S.selected.concat([i]);
    S.lastError = "";
    renderTable();
  } else if (a === "try") tryMove(el.dataset.move);
  else if (a === "move") perform(el.dataset.move);
  else if (a === "answer") { $("#dialog-root").innerHTML = ""; send({type: "move", version: S.msg.version, moves: [el.dataset.move]}); }
  else if (a === "confirm") send({type: "move", version: S.msg.version, moves: S.staged});
  else if (a === "unstage") { S.staged = []; S.preview = null; S.lastError = ""; renderTable(); }
  else if (a === "undo") undo();
  else if (a === "hint") send({type: "hint", version: S.msg.version, moves: S.staged, lang: S.lang});
  else if (a === "takepile") takePile(null);
  else if (a === "addall") {
    const lm = legal();
    const adds = selectedKinds().map(k => lm.find(x => x.startsWith("add ") && parseMove(x).cards[0] === k));
    if (!adds.every(Boolean)) return;
    S.selected = []; S.hint = null;
    S.staged.push(...adds); S.pendingPreview = true;
    send({type: "preview", version: S.msg.version, moves: S.staged});
  }
  else if (a === "sort") setSort(el.dataset.sort);
  else if (a === "fold") { S.othersOpen = !S.othersOpen; renderTable(); }
  else if (a === "drawer") { S.drawerOpen = !S.drawerOpen; S.unread = 0; renderTable(); }
  else if (a === "hideresult") { S.resultHidden = S.msg.version; renderTable(); }
  else if (a === "showresult") { S.resultHidden = null; renderTable(); }
  else if (a === "react") send({type: "chat", reaction: el.dataset.r});
  else if (a === "quiet") send({type: "quiet", on: el.getAttribute("aria-pressed") !== "true"});
  else if (a === "meldclick") {
    const sel = selectedKinds();
    if (sel.length !== 1) { showError(() => t("table.pick_one_for_meld")); return; }
    const k = sel[0], key = el.dataset.key;
    tryMove(k === key ? "add " + k : "add " + k + " to " + key);
  } else if (a === "sit") {
    try { await api(`/api/tables/${S.msg.table}/sit/${el.dataset.seat}`, {method: "POST"}); send({type: "resync"}); }
    catch (e) { showError(e.message); }
  } else if (a === "fill") {
    const seat = el.dataset.seat, level = $("#fill-level-" + seat).value;
    try { await api(`/api/tables/${S.msg.table}/bot/${seat}?level=${encodeURIComponent(level)}`, {method: "POST"}); }
    catch (e) { showError(e.message); }
  } else if (a === "timer") {
    const body = {seconds: +$("#timer-seconds").value, level: $("#timer-level").value};
    try { await api(`/api/tables/${S.msg.table}/timer`, {method: "POST", body: JSON.stringify(body)}); setStatus(() => t("tb.timer_set")); }
    catch (e) { showError(e.message); }
  } else if (a === "org-remove") {
    const seat = el.dataset.seat, bot = $("#org-then-" + seat).value || null;
    if (!window.confirm(t("table.confirm_remove", {name: (S.msg.seats[+seat] || {}).name || ""}))) return;  // defect 19
    try { await api(`/api/admin/tables/${S.msg.table}/seats/${seat}/remove`, {method: "POST", body: JSON.stringify({bot})}); }
    catch (e) { showError(e.message); }
  } else if (a === "org-close") {
    if (!window.confirm(t("org-confirm-close"))) return;
    try { await api(`/api/admin/tables/${S.msg.table}/close`, {method: "POST"}); }
    catch (e) { showError(e.message); }
  } else if (a === "reclaim") send({type: "reclaim"});
  else if (a === "rematch") {
    try { const r = await api(`/api/tables/${S.msg.table}/rematch`, {method: "POST"}); location.hash = "#/t/" + r.id; }
    catch (e) { showError(e.message); }
  } else if (a === "share") {
    try { await navigator.share({title: t("table.title"), text: t("table.invite_prompt"), url: location.origin + "/#/t/" + S.msg.table}); } catch (e) { /* closed */ }
  } else if (a === "invitelater") {
    S.inviteLater = Object.assign(S.inviteLater || {}, {[S.msg.table]: true}); renderTable();
  } else if (a === "replay-step") { /* app.js */ } else if (a === "copy") {
    const inp = $("#" + (el.dataset.src || "invite")); inp.select();
    try { await navigator.clipboard.writeText(inp.value); setStatus(() => t("table.copied")); } catch (e) { document.execCommand && document.execCommand("copy"); }
  }
}, true);
function closeMenu() {
  const mn = document.getElementById("menu");
  if (mn && mn.open) { mn.open = false; S.menuOpen = false; return true; }
  return false;
}
document.addEventListener("pointerdown", ev => { if (!ev.target.closest || !ev.target.closest("#menu")) closeMenu(); });
document.addEventListener("keydown", ev => { if (ev.key === "Escape" && closeMenu()) { const su = document.querySelector("#menu summary"); if (su) su.focus(); } }, true);
document.addEventListener("change", async ev => {
  if (ev.target.id === "pace-select" && S.msg) {
    const pace = ev.target.value;
    try { await api(`/api/tables/${S.msg.table}/pace`, {method: "POST", body: JSON.stringify({pace})}); setStatus(() => t("table-pace-set", {pace: t("table-pace-" + pace)})); }
    catch (e) { showError(e.message); }
    return;
  }
  const p = ev.target.dataset && ev.target.dataset.pref;
  if (p) { setPref(p, ev.target.checked); if (S.msg) renderTable(); }
});
// Pointing at (or focusing) a move shows the hand cards it uses, e.g. the pair that takes the pile.
function showUses(ev) {
  document.querySelectorAll(".hand .card.uses").forEach(el => el.classList.remove("uses"));
  const b = ev.target.closest && ev.target.closest("button[data-move], #hint-box");
  if (!b || ev.type === "mouseout" || ev.type === "focusout") return;
  const move = b.dataset.move || (S.hint && S.hint.move);
  if (!move) return;
  const hand = myHand(), used = [];
  for (const k of parseMove(move).cards) {
    const free = j => faceKind(hand[j]) === k && !used.includes(j);
    let i = S.selected.find(free);
    if (i === undefined) i = hand.findIndex((_, j) => free(j));
    if (i === undefined || i < 0) continue;
    used.push(i);
    const el = document.querySelector(`.hand button[data-i="${i}"]`);
    if (el) el.classList.add("uses");
  }
}
["mouseover", "mouseout", "focusin", "focusout"].forEach(t_ => document.addEventListener(t_, showUses));
document.addEventListener("submit", ev => {
  if (ev.target.id === "type-move") {
    ev.preventDefault();
    const text = $("#move-text").value.trim().replace(/\s+/g, " ");
    if (!text) { showError(() => t("notation-empty")); return; }
    // the player's own words ("défausser D", "prilož 2 k 7") become the engine's notation on the server
    api(`/api/i18n/${S.lang}/move?text=${encodeURIComponent(text)}`).then(r => tryMove(r.move), e => showError(e.message));
  } else if (ev.target.id === "chat-form") {
    ev.preventDefault();
    const inp = $("#chat-input");
    const text = inp.value.trim();
    if (text) { send({type: "chat", text}); inp.value = ""; }
  }
});
document.addEventListener("keydown", ev => {
  if (!S.msg || S.replay || !S.wsTable) return;
  if (/INPUT|SELECT|TEXTAREA/.test(document.activeElement.tagName) || ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const key = ev.key.toLowerCase();
  const click = sel => { const b = document.querySelector(sel); if (b && !b.disabled) { ev.preventDefault(); b.click(); } };
  if ((ev.key === "Enter" || ev.key === " ") && document.activeElement.matches('[role="button"][data-action]')) {
    ev.preventDefault(); document.activeElement.click(); return;  // the pile, as a button
  }
  if (ev.key === "Escape" && S.staged.length) { S.staged = []; S.preview = null; renderTable(); }
  else if (key === "u") click('[data-action="undo"]');
  else if (key === "h") click('[data-action="hint"]');
  else if (key === "d") click('[data-move="draw"]');
  else if (key === "p") click('[data-action="takepile"]');
  else if (key === "c") click('[data-action="confirm"]');
  else if ((ev.key === "ArrowLeft" || ev.key === "ArrowRight") && document.activeElement.closest('[data-testid="hand"] .cards-row')) {
    const cards = [...document.querySelectorAll('[data-testid="hand"] .cards-row button.card')];
    const i = cards.indexOf(document.activeElement);
    const j = Math.max(0, Math.min(cards.length - 1, i + (ev.key === "ArrowLeft" ? -1 : 1)));
    if (ev.shiftKey && i >= 0 && j !== i) {  // Shift+arrow moves the card in the hand
      const fk = document.activeElement.dataset.fk;
      moveInHand(+cards[i].dataset.i, j > i ? (cards[j + 1] ? +cards[j + 1].dataset.i : null) : +cards[j].dataset.i);
      const el = document.querySelector(`[data-fk="${fk}"]`); if (el) el.focus();
    } else if (cards[j]) cards[j].focus();
    ev.preventDefault();
  }
});

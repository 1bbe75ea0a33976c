/* The table: its page as one lit-html template (the ring of seats, the melds, the stock and pile, the
 * hand, the move bar, the side panel), rendered again on every change; lit updates only what changed. */
import {html, nothing} from "../vendor/lit-html/lit-html.js";
import {renderActions} from "./actions.js";
import {api} from "./api.js";
import {cardHTML} from "./cards.js";
import {renderChat} from "./chat.js";
import {closeWS, openTable} from "./connection.js";
import {renderDialog, renderLog, renderResult, renderSheet} from "./dialogs.js";
import {$, setStatus, show} from "./dom.js";
import {handOrder, loadOrder} from "./hand.js";
import {t} from "./i18n.js";
import {chipHTML, pileHTML, seatPlaces, sideHTML} from "./melds.js";
import {cur, legal, myHand, seatName} from "./model.js";
import {applyPrefs, prefs} from "./prefs.js";
import {S} from "./store.js";
import {saveUser} from "./user.js";
import {lbl, levelName, webLevels} from "./words.js";

/* ------------------------------------------------------------------ table: rendering */
export function renderTable() {
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
  const banners = [];
  if (m.closed) banners.push(html`<div class="banner closed" data-testid="table-closed">${t("table-closed-banner")}</div>`);
  else if (S.tableNotice) banners.push(html`<div class="banner notice" data-testid="table-notice">${S.tableNotice()}</div>`);
  if (me < 0 && !m.closed && S.removedFrom !== m.table) banners.push(spectatorBanner(m));
  banners.push(inviteHTML(m));
  if (S.askNote && S.askNote.table === m.table && S.askNote.version === m.version) {
    banners.push(html`<div class="banner ${S.askNote.no ? "answer-no" : "answer-yes"}" data-testid="answer-note" role="status">${S.askNote.text()}</div>`);
  }
  if (S.rematchBy && S.rematchBy.table === m.table && (S.rematch || m.rematch)) {
    banners.push(html`<div class="banner rematch-offer" data-testid="rematch-offer" role="status"><span>${t("table-rematch-offer", {name: S.rematchBy.name})}</span>
      <a class="button primary" href="#/t/${S.rematch || m.rematch}">${t("tb.to_rematch")}</a></div>`);
  }
  if (me >= 0 && m.seats[me] && m.seats[me].away) {
    banners.push(html`<div class="banner" role="alert">${t("tb.you_are_away")} <button class="primary" data-action="reclaim" data-fk="reclaim">${t("tb.reclaim")}</button></div>`);
  }
  // the ring: the other seats around, the other sides' melds, stock and pile, our melds
  // a short ring lays the seats in one row, each group as wide as its seats need (see style.css)
  const cols = ["left", "top", "right"].map(k => places[k].length ? `minmax(0, ${places[k].length}fr)` : "0px").join(" ");
  const ring = html`<div class="ringbox"><div class="ring" style="--seat-cols: ${cols}">
    <div class="r-top">${places.top.map(q => chipHTML(q, info, v, m))}</div>
    <div class="r-left">${places.left.map(q => chipHTML(q, info, v, m))}</div>
    <div class="r-right">${places.right.map(q => chipHTML(q, info, v, m))}</div>
    <section class="other-melds${S.othersOpen ? " open" : ""}" data-testid="other-melds" tabindex="0" data-fk="other-melds" aria-label=${t("tb.other_melds")}>
      <button class="fold" data-action="fold" data-fk="fold" aria-expanded=${S.othersOpen ? "true" : "false"}>${S.othersOpen ? t("tb.fold") : t("tb.unfold")}</button>
      ${info.sides.map((sd, si) => si === mySide ? "" : sideHTML(sd, si, info, v, me, myTurn, false))}
    </section>
    <section class="center" aria-label=${t("table.pile_and_stock")}>
      <div class="pilebox">
        <div class="stack stock" data-testid="stock" role="img" aria-label=${t("table.stock_n", {n: info.stock})}>
          <div class="stock-cards ${myTurn && lm.includes("draw") ? "can-draw" : ""}">${info.stock ? html`<span class="cardback big"></span>` : html`<span class="card big empty"></span>`}</div>
          <div class="count">${t("table.stock_n", {n: info.stock})}</div></div>
        ${pileHTML(info, lm, myTurn)}
      </div>
    </section>
    <section class="own-melds" data-testid="own-melds" data-drop="table" aria-label=${t("tb.own_melds")}>
      ${info.sides[mySide] ? sideHTML(info.sides[mySide], mySide, info, v, me, myTurn, me >= 0) : ""}
    </section>
  </div></div>`;
  // my hand and the moves
  let hand = nothing, moves;
  if (me >= 0) {
    const cards = myHand();
    const order = handOrder(cards);
    const fresh = (S.fresh || []).slice();
    const sortNow = loadOrder().sort;
    hand = html`<section class="hand ${myTurn ? "myturn" : ""}" data-testid="hand" aria-labelledby="hand-h">
      <div class="hand-head">${chipHTML(me, info, v, m)}<h2 id="hand-h">${t("table.your_hand", {n: cards.length})}</h2>
        <span class="sorts"><button data-action="sort" data-sort="rank" data-fk="sortrank" aria-pressed=${String(sortNow === "rank")}>${t("tb.sort_rank")}</button>
        <button data-action="sort" data-sort="wild" data-fk="sortwild" aria-pressed=${String(sortNow === "wild")}>${t("tb.sort_wild")}</button></span>
        ${v.pending && v.pending.length ? html`<span>${lbl(t("table.pending"))} ${v.pending.map(f => cardHTML(f, {cls: "mini"}))}</span>` : ""}</div>
      <div class="cards-row" data-drop="hand" style="--n: ${cards.length}">${order.map(i => {
        const fi = fresh.indexOf(cards[i]);
        const isFresh = fi >= 0;
        if (isFresh) fresh.splice(fi, 1);
        return cardHTML(cards[i], {cls: isFresh ? "fresh" : "", note: isFresh ? t("tb.just_drawn") : "", pick: {i, pressed: S.selected.includes(i)}});
      })}</div></section>`;
    moves = m.closed ? html`<span class="hint">${t("table-closed-banner")}</span>` : renderActions(myTurn, info);
  } else {
    moves = html`<span class="hint">${t("table.spectating")}</span>`;
  }
  show(main, html`<h1 class="sr-only">${t("table.title")}</h1><div class="tbl${S.drawerOpen ? " drawer-open" : ""}">
  <div class="tbar">
    <span class="tinfo"><strong>${t("preset." + info.preset)}</strong>${` · ${t("table.hand_n", {n: info.hand_no + 1})} · ${info.scores.join(" – ")} / ${info.target}`}</span>
    <span id="turn" class=${tableTurn && !["hand_over", "match_over"].includes(ph) ? "yourturn" : "turnof"}>${turnText}</span>
    ${timerHTML(m)}
    <span class="tbtns">
      <button data-action="drawer" data-fk="drawer" class="drawer-btn" aria-expanded=${S.drawerOpen ? "true" : "false"} aria-controls="aside">${t("tb.log_chat")}${S.unread ? html` <span class="unread">${S.unread}</span>` : ""}</button>
      <details class="menu" id="menu" ?open=${!!S.menuOpen}><summary data-fk="menu">${t("tb.menu")}</summary><div class="menu-body">${menuHTML(m, info)}</div></details>
    </span>
  </div>${banners}${ring}${hand}<section class="movebar" data-testid="moves" aria-label=${t("table.actions")}>${moves}</section>
  <aside id="aside" class="aside" aria-label=${t("tb.log_chat")}>
    <section class="panel-sec" aria-labelledby="sheet-h" tabindex="0"><h2 id="sheet-h">${t("table.score_sheet")}</h2>${renderSheet(m.info)}</section>
    <section class="panel-sec logsec" data-testid="log" aria-labelledby="log-h" tabindex="0"><h2 id="log-h">${t("table.move_log")}</h2>${renderLog(m)}</section>
    <section class="panel-sec chatsec" data-testid="chat" aria-labelledby="chat-h"><h2 id="chat-h">${t("tb.chat")}</h2>${renderChat(m)}</section>
  </aside>${m.result ? renderResult(m) : nothing}</div>`);
  Object.assign(document.body.dataset, {version: String(m.version), seat: String(me), phase: info.phase, staged: String(S.staged.length)});
  renderDialog(m);
  const ci = $("#chat-input");
  if (ci) { ci.value = chatDraft; if (chatFocused) ci.focus(); }
  const lg = main.querySelector(".chat-list"); if (lg) lg.scrollTop = lg.scrollHeight;
  if (focusKey) { const el = main.querySelector(`[data-fk="${CSS.escape(focusKey)}"]`); if (el && el !== document.activeElement) el.focus(); }
  markScrollCues(main);
}
/* Melds that do not fit their area scroll inside it: a visible cue says so (defects 11 and 15), and
 * goes once the player has scrolled to the end. (lit keeps the areas from one render to the next: each
 * gets its scroll listener once.) */
const cued = new WeakSet();
function markScrollCues(root) {
  for (const el of root.querySelectorAll('[data-testid="other-melds"], [data-testid="own-melds"]')) {
    const mark = () => el.classList.toggle("more-below", el.scrollHeight > el.clientHeight + 1 && el.scrollTop + el.clientHeight < el.scrollHeight - 1);
    mark();
    if (!cued.has(el)) { cued.add(el); el.addEventListener("scroll", mark, {passive: true}); }
  }
}
function timerHTML(m) {
  if (!m.timer || !m.timer.seconds || !m.timer.deadline) return "";
  const left = Math.max(0, Math.round(m.timer.deadline - m.timer.now));
  // the count is the span's textContent (a property binding): the clock below changes it between renders
  return html`<span class="timer" data-deadline=${Date.now() / 1000 + left} aria-label=${t("tb.timer_left", {n: left})}>⏱ <span class="timer-n" .textContent=${String(left)}></span></span>`;
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
  if (m.seat < 0 || !free || m.closed || m.info.phase === "match_over" || (S.inviteLater || {})[m.table]) return nothing;
  const url = location.origin + "/#/t/" + m.table;
  return html`<div class="banner invite" data-testid="invite-prompt" role="status"><span>${t("table.invite_prompt")}</span>
    <input id="invite-now" readonly value=${url} aria-label=${t("table.invite")}>
    <button class="primary" data-action="copy" data-src="invite-now" data-fk="copynow">${t("table.copy")}</button>
    ${navigator.share ? html`<button data-action="share" data-fk="share">${t("table.share")}</button>` : ""}
    <button data-action="invitelater" data-fk="invitelater">${t("table.later")}</button></div>`;
}
function spectatorBanner(m) {
  const openSeats = m.seats.filter(s => s.kind === "human" && !s.taken);
  if (!openSeats.length || m.info.phase === "match_over") return html`<div class="banner">${t("table.spectating")}</div>`;
  if (S.user) return html`<div class="banner">${t("table.spectating")} ${openSeats.map((s, i) => html`${i ? " " : ""}<button class="primary" data-action="sit" data-seat=${s.seat} data-fk="bsit${s.seat}">${t("table.sit_at", {n: s.seat + 1})}</button>`)}</div>`;
  // an invite: name and seat on one screen, one step
  return html`<form class="banner join" id="join-form" @submit=${ev => joinSubmit(ev, m.table)}><label>${t("lobby.your_name")} <input id="name-input" maxlength="40" required autocomplete="nickname"></label>
    <label>${t("tb.seat")} <select id="join-seat">${openSeats.map(s => html`<option value=${s.seat}>${t("table.seat_n", {n: s.seat + 1})}</option>`)}</select></label>
    <button class="primary" type="submit">${t("table.sit_down")}</button></form>`;
}
async function joinSubmit(ev, table) {
  ev.preventDefault();
  const name = $("#name-input").value.trim();
  if (!name) return;
  const seat = $("#join-seat").value;
  try {
    saveUser(await api("/api/users", {method: "POST", body: JSON.stringify({name})}));
    await api(`/api/tables/${table}/sit/${seat}`, {method: "POST"});
    closeWS(); openTable(table);
  } catch (e) { setStatus(e.message); }
}
function menuHTML(m, info) {
  const p = prefs();
  const owner = S.user && m.owner === S.user.id;
  const parts = [html`<a id="table-rules" target="_blank" rel="noopener" href="/rules/table/${encodeURIComponent(m.table)}?lang=${S.lang}">${t("rules-of-table")}</a>
    ${m.commitment ? html`<p class="hint" data-testid="commitment">${t("club-commitment")} <code>${m.commitment}</code></p>` : ""}
    <label>${t("table.invite")} <input id="invite" readonly value=${location.origin + "/#/t/" + m.table}></label>
    <button data-action="copy" data-fk="copy">${t("table.copy")}</button>`];
  if (m.seat >= 0) parts.push(html`<details><summary>${t("table.personal_link")}</summary><p class="hint">${t("table.personal_hint")}</p>
      <input readonly aria-label=${t("table.personal_link")} value=${location.origin + "/#/t/" + m.table + "?token=" + (S.user ? S.user.token : "")}></details>`);
  if (!S.meta && !S.metaLoading) {  // opened directly (invite, reload, personal link): load the levels here
    S.metaLoading = true;
    api("/api/meta").then(mt => { S.meta = S.meta || mt; S.metaLoading = false; if (S.msg) renderTable(); }, () => { S.metaLoading = false; });
  }
  const lv = S.meta ? webLevels() : ["random"];
  if ((owner || S.organiser) && info.phase !== "match_over" && !m.closed) {
    const opts = sel => lv.map(l => html`<option value=${l} ?selected=${l === sel}>${levelName(l)}</option>`);
    const givable = m.seats.filter(s => s.kind === "human" && s.seat !== m.seat && (!s.taken || !s.online || s.away));
    parts.push(givable.map(s => html`<div class="row"><label>${s.taken ? t("tb.give_seat", {name: s.name}) : t("table.fill_seat", {n: s.seat + 1})}
      <select id="fill-level-${s.seat}">${opts("medium")}</select></label>
      <button data-action="fill" data-seat=${s.seat} data-fk="fill${s.seat}">${t("table.fill_button")}</button></div>`));
    const tm = m.timer || {seconds: 0, level: "medium"};
    parts.push(html`<div class="row"><label>${t("tb.turn_timer")} <select id="timer-seconds">${[0, 30, 60, 120].map(s => html`<option value=${s} ?selected=${s === tm.seconds}>${s ? t("tb.seconds_n", {n: s}) : t("tb.timer_off")}</option>`)}</select></label>
      <label>${t("tb.takeover_level")} <select id="timer-level">${opts(tm.level || "medium")}</select></label>
      <button data-action="timer" data-fk="timer">${t("tb.set")}</button></div>`);
  }
  // the bots' pace (defect 28): any player at the table, while bots play there
  if ((m.seat >= 0 || owner) && info.phase !== "match_over" && !m.closed && m.seats.some(s => s.kind === "bot" || s.away)) {
    const pace = m.pace || "normal";
    parts.push(html`<div class="row"><label>${t("table-pace")} <select id="pace-select" data-fk="pace">${["slow", "normal", "fast"].map(x =>
      html`<option value=${x} ?selected=${x === pace}>${t("table-pace-" + x)}</option>`)}</select></label></div>`);
  }
  if (S.organiser && info.phase !== "match_over" && !m.closed) {
    // the organiser's tools (web/organiser.py): take a player off a seat, close the table
    const taken = m.seats.filter(s => s.kind === "human" && s.taken && s.seat !== m.seat);
    parts.push(html`<fieldset class="org" data-testid="org-tools"><legend>${t("org-tools")}</legend>${taken.map(s =>
      html`<div class="row"><label>${t("org-remove-seat", {name: s.name, n: s.seat + 1})}
        <select id="org-then-${s.seat}"><option value="">${t("org-free-seat")}</option>${lv.map(l => html`<option value=${l}>${t("org-seat-bot-level", {level: levelName(l)})}</option>`)}</select></label>
        <button data-action="org-remove" data-seat=${s.seat} data-fk="orgrm${s.seat}">${t("org-remove-button")}</button></div>`)}<button class="danger" data-action="org-close" data-fk="orgclose">${t("org-close-table")}</button></fieldset>`);
  }
  parts.push(html`<fieldset><legend>${t("tb.deck")}</legend>
    <label><input type="checkbox" data-pref="four" .checked=${!!p.four}> ${t("tb.four_colour")}</label>
    <label><input type="checkbox" data-pref="contrast" .checked=${!!p.contrast}> ${t("tb.high_contrast")}</label>
    <label><input type="checkbox" data-pref="sound" .checked=${!!p.sound}> ${t("tb.sounds")}</label></fieldset>
    <p class="hint">${t("tb.keys")}</p>`);
  return parts;
}

/* The end of a hand (the result), the score sheet, the move log and the partner's "May I go out?"
 * dialog, as lit-html templates. */
import {html, nothing} from "../vendor/lit-html/lit-html.js";
import {api} from "./api.js";
import {cardHTML} from "./cards.js";
import {$, setStatus, show} from "./dom.js";
import {t} from "./i18n.js";
import {meldHTML} from "./melds.js";
import {logText, seatName} from "./model.js";
import {S} from "./store.js";
import {renderTable} from "./table.js";
import {lbl, threesWord} from "./words.js";

const BONUS3_ROWS = {red_threes: "threes", red3_points: "three_points"};

export function renderResult(m) {
  const r = m.result;
  const rows = ["melded", "natural_canastas", "mixed_canastas", "canasta_bonus", "concealed_canasta_bonus", "red_threes", "red3_points", "going_out", "in_hand", "total"];
  const over = m.info.phase === "match_over";
  const bonus3 = !!(m.view.rules && m.view.rules.black3_bonus);  // (MA-14: the rows name all threes)
  if (S.resultHidden === m.version) return html`<button class="show-result primary" data-action="showresult" data-fk="showresult">${t("tb.show_result")}</button>`;
  const winners = over ? m.info.winners.map(tm => m.info.teams[tm].map(seatName).join(" & ")).join(", ") : "";
  // each team's points this hand and its match total, side by side
  const team = q => m.info.team_of[q];
  let buttons;
  if (!over) {
    buttons = m.info.can_deal ? html`<button class="primary" data-action="move" data-move="deal" data-fk="deal2">${t("move.deal")}</button>`
      : html`<span class="hint">${t("result.waiting_deal")}</span>`;
  } else {
    buttons = html`${S.rematch || m.rematch ? html`<a class="button primary" data-testid="to-rematch" href="#/t/${S.rematch || m.rematch}">${t("tb.to_rematch")}</a>`
      : m.seat >= 0 ? html`<button class="primary" data-action="rematch" data-fk="rematch">${t("tb.rematch")}</button>` : ""} <a class="button" href="#/r/${m.table}">${t("history.replay")}</a> <a class="button" href="/api/tables/${m.table}/record" download="canasta-${m.table}.json">${t("history.export")}</a>`;
  }
  // each side: its melds and red threes as cards, and the cards left in every hand of it
  const reveal = m.reveal || [];
  const breakdown = r.sides.map((s, si) => {
    const melds = m.view.melds[si] || [];
    return html`<div class="bside"><h3>${lbl(t("table.side_n", {n: si + 1}))} ${s.seats.map(seatName).join(", ")} — ${String(s.total)}</h3>
      <div class="melds">${melds.length ? melds.map(md => meldHTML(md, si, m.view.melds, false)) : html`<span class="hint">${t("table.no_melds")}</span>`}</div>
      ${s.seats.some(q => (m.view.red3s[q] || []).length) ? html`<div class="r3line"><span>${lbl(threesWord(m.view.rules))}</span> ${s.seats.flatMap(q => m.view.red3s[q] || []).map(f => cardHTML(f, {cls: "mini"}))}</div>` : ""}
      ${s.seats.map(q => {
        // (a seat's own entry in reveal holds only its foot never picked up, Hand and Foot: its hand is in its view)
        const left = q === m.seat ? (m.view.hands[q] || []).concat(reveal[q] || []) : (reveal[q] || []);
        return html`<div class="left-hand" data-seat=${q}><span>${t("tb.left_in_hand", {name: seatName(q)})}</span>
        <span class="fan">${left.length ? left.map(f => cardHTML(f, {cls: "mini"})) : t("tb.none")}</span></div>`;
      })}
    </div>`;
  });
  const shown = (row, x) => row === "in_hand" && x > 0 ? "−" + x : String(x);
  // the top of the dialog stays in sight (defect 9): the outcome, the totals and every button
  return html`<section class="result" aria-labelledby="res-h" id="result"><div class="result-body"><div class="result-top" data-testid="result-top">
    <button class="close" data-action="hideresult" data-fk="hideresult">${t("tb.look_at_table")}</button>
    <h2 id="res-h">${over ? t("result.match_over") : t("result.hand_over", {n: m.info.hand_no + 1})}</h2>${r.went_out >= 0
      ? html`<p>${t(r.concealed ? "result.went_out_concealed" : "result.went_out", {name: seatName(r.went_out)})}</p>`
      : html`<p>${t("result.ended_" + r.ended_by)}</p>`}${over ? html`<p class="winner"><strong>${t("result.winner", {names: winners})}</strong></p>` : ""}<table class="list totals" data-testid="result-totals"><thead><tr><th></th>${m.info.teams.map(tm => html`<th>${tm.map(seatName).join(" & ")}</th>`)}</tr></thead><tbody>
    <tr><th scope="row">${t("table-this-hand")}</th>${m.info.teams.map((tm, i) => html`<td>${String(r.team_points ? r.team_points[i] : r.sides.filter(s => team(s.seats[0]) === i).reduce((a, s) => a + s.total, 0))}</td>`)}</tr>
    <tr><th scope="row">${t("table-match-total")}</th>${m.info.scores.map(x => html`<td><strong>${String(x)}</strong></td>`)}</tr></tbody></table><div class="actions result-actions" data-testid="result-actions">${buttons}</div></div><div class="breakdown">${breakdown}</div><table class="list sheet"><thead><tr><th></th>${r.sides.map((s, i) => html`<th>${t("table.side_n", {n: i + 1})}</th>`)}</tr></thead><tbody>${rows.map(row => html`<tr><th scope="row">${t("result." + (bonus3 ? BONUS3_ROWS[row] || row : row))}</th>${r.sides.map(s => html`<td>${shown(row, s[row])}</td>`)}</tr>`)}</tbody></table>${over ? html`<h3>${t("table.score_sheet")}</h3>${renderSheet(m.info)}` : nothing}</div></section>`;
}
export function renderSheet(info) {
  const teams = info.teams;
  return html`<table class="list sheet"><thead><tr><th>${t("table.hand")}</th>${teams.map((tm, i) => html`<th title=${tm.map(seatName).join(" & ")}>${tm.length > 1
    ? html`<span class="who-line">${t("table.side_n", {n: (info.side_of[tm[0]] >= 0 ? info.side_of[tm[0]] : i) + 1})}</span><span class="who-line names">${tm.map(seatName).join(", ")}</span>`
    : html`<span class="who-wrap">${seatName(tm[0])}</span>`}</th>`)}</tr></thead><tbody>${info.sheet.map((row, i) => html`<tr><td>${i + 1}</td>${row.map(x => html`<td>${x}</td>`)}</tr>`)}<tr><th>${t("table.total")}</th>${info.scores.map(x => html`<th>${x}</th>`)}</tr></tbody></table>`;
}
export function renderLog(m) {
  const items = m.log.filter(x => x.hand === m.info.hand_no || (x.move === "deal" && x.hand === m.info.hand_no - 1));
  const li = items.slice(-80).reverse().map((x, i) => html`<li class=${i === 0 ? "latest" : ""}>${logText(x)}</li>`);
  return html`<ol class="log" reversed>${li.length ? li : html`<li>${t("table.no_moves")}</li>`}</ol>
    <details id="full-log" data-fk="full-log" ?open=${!!S.fullLogOpen}><summary>${t("table.whole_game")}</summary><div id="full-log-body">${fullLog()}</div></details>`;
}
// the whole game's log, loaded when the player opens it: a list a hand
function fullLog() {
  const f = S.fullLog;
  if (!f) return nothing;
  if (f.error) return f.error;
  const hands = {};
  for (const x of f.rows) (hands[x.hand] = hands[x.hand] || []).push(x);
  return Object.keys(hands).map(h => html`<h3>${t("table.hand_n", {n: +h + 1})}</h3><ol class="log">${hands[h].map(x => html`<li value=${x.n}>${logText(x)}</li>`)}</ol>`);
}
export async function loadFullLog() {
  if (!S.msg) return;
  try { S.fullLog = {rows: await api(`/api/tables/${S.msg.table}/log`)}; } catch (e) { S.fullLog = {error: e.message}; return; }
  if (S.msg) renderTable();
}
document.addEventListener("toggle", ev => {
  if (ev.target.id === "full-log") { S.fullLogOpen = ev.target.open; if (ev.target.open) loadFullLog(); }
  if (ev.target.id === "menu") S.menuOpen = ev.target.open;
  if (ev.target.id === "typed") S.typedOpen = ev.target.open;
}, true);
export function renderDialog(m) {
  const root = $("#dialog-root");
  const info = m.info;
  if (info.phase === "answer" && m.seat >= 0 && info.turn === m.seat && m.view.legal_moves.includes("yes")) {
    if (root.dataset.open === String(m.version)) return;
    root.dataset.open = String(m.version);
    show(root, html`<div class="dialog-back"><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="ask-h" aria-describedby="ask-p">
      <h2 id="ask-h">${t("ask.title")}</h2><p id="ask-p">${t("ask.text", {name: seatName(info.asker)})}</p>
      <div class="actions"><button class="primary" data-action="answer" data-move="yes">${t("move.yes")}</button>
      <button data-action="answer" data-move="no">${t("move.no")}</button></div></div></div>`);
    root.querySelector("button").focus();
  } else {
    closeDialog();
    if (info.phase === "answer" && m.seat === info.asker) setStatus(() => t("ask.waiting"));
  }
}
export function closeDialog() { const root = $("#dialog-root"); show(root, nothing); root.dataset.open = ""; }

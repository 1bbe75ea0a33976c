import {api} from "./api.js";
import {cardHTML} from "./cards.js";
import {$, esc, setStatus} from "./dom.js";
import {t} from "./i18n.js";
import {meldHTML} from "./melds.js";
import {logText, seatName} from "./model.js";
import {S} from "./store.js";
import {lbl} from "./words.js";

export function renderResult(m) {
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
export function renderSheet(info) {
  const teams = info.teams;
  let html = `<table class="list sheet"><thead><tr><th>${esc(t("table.hand"))}</th>${teams.map((tm, i) => `<th title="${esc(tm.map(seatName).join(" & "))}">${tm.length > 1
    ? `<span class="who-line">${esc(t("table.side_n", {n: (info.side_of[tm[0]] >= 0 ? info.side_of[tm[0]] : i) + 1}))}</span><span class="who-line names">${esc(tm.map(seatName).join(", "))}</span>`
    : `<span class="who-wrap">${esc(seatName(tm[0]))}</span>`}</th>`).join("")}</tr></thead><tbody>`;
  info.sheet.forEach((row, i) => { html += `<tr><td>${i + 1}</td>${row.map(x => `<td>${x}</td>`).join("")}</tr>`; });
  html += `<tr><th>${esc(t("table.total"))}</th>${info.scores.map(x => `<th>${x}</th>`).join("")}</tr></tbody></table>`;
  return html;
}
export function renderLog(m) {
  const items = m.log.filter(x => x.hand === m.info.hand_no || (x.move === "deal" && x.hand === m.info.hand_no - 1));
  const li = items.slice(-80).reverse().map((x, i) => `<li class="${i === 0 ? "latest" : ""}">${esc(logText(x))}</li>`).join("");
  return `<ol class="log" reversed>${li || `<li>${esc(t("table.no_moves"))}</li>`}</ol>
    <details id="full-log" data-fk="full-log"${S.fullLogOpen ? " open" : ""}><summary>${esc(t("table.whole_game"))}</summary><div id="full-log-body">${S.fullLogHTML || ""}</div></details>`;
}
export async function loadFullLog() {
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
export function renderDialog(m) {
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

/* The history of games (yours, or all of the server's), importing a record, and the replay of a game
 * step by step; as lit-html templates. */
import {html, nothing} from "../vendor/lit-html/lit-html.js";
import {api} from "./api.js";
import {cardHTML} from "./cards.js";
import {$, show, showAnew} from "./dom.js";
import {t} from "./i18n.js";
import {nameForm, seatsText, stackCell} from "./lobby.js";
import {meldHTML} from "./melds.js";
import {S} from "./store.js";
import {levelShort, logLine, threesWord} from "./words.js";

document.addEventListener("click", ev => {
  const el = ev.target.closest("[data-action='replay-step']");
  if (el) { S.lastStepBtn = el.id.slice(3); stepReplay(+el.dataset.step); }  // (no inline handler: CSP)
});
document.addEventListener("keydown", ev => {
  if (S.replay && ["ArrowLeft", "ArrowRight", "Home", "End"].includes(ev.key) && !/INPUT|SELECT|TEXTAREA/.test(document.activeElement.tagName)) {
    const r = S.replay, n = r.steps, at = S.replayWant === undefined ? r.step : S.replayWant;
    const step = {ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: n}[ev.key];
    ev.preventDefault();
    stepReplay(Math.max(0, Math.min(n, step)));
  }
});

/* ------------------------------------------------------------------ history and replay */
async function importFile(ev) {
  const file = ev.currentTarget.files[0];
  if (!file) return;
  try {
    const text = await file.text();
    const r = await api("/api/records", {method: "POST", body: text});
    location.hash = "#/r/" + r.id;
  } catch (e) { show($("#import-msg"), html`<p class="error">${e.message}</p>`); }
}
export async function renderHistory() {
  const main = $("#main");
  showAnew(main, html`<section class="panel"><h1>${t("history.title")}</h1><div id="hist"></div></section>
    <section class="panel"><h2>${t("history.import")}</h2><p class="hint">${t("history.import_hint")}</p>
    ${S.user ? html`<input type="file" id="import-file" accept="application/json,.json" aria-label=${t("history.import")} @change=${importFile}>` : nameForm("lobby.start", renderHistory)}<div id="import-msg" role="alert"></div></section>`);
  // #hist is a box of its own (rendered into below, never by the page's template)
  show($("#hist"), t("common.loading"));
  let rows = [];
  try {  // a table an organiser closed is kept too (its record, replay and fair-deal check)
    rows = (await api("/api/tables?status=finished")).concat(await api("/api/tables?status=imported"), await api("/api/tables?status=closed"));
    rows.sort((x, y) => (y.finished || y.created) - (x.finished || x.created));
  }
  catch (e) { show($("#hist"), e.message); return; }
  const playing = await api("/api/tables?status=playing").catch(() => []);
  // my games (those I sat at or made), every game of the server one tick away (defect 21)
  const allRows = rows;
  if (S.user && !S.histAll) rows = rows.filter(tb => tb.mine || tb.owned);
  const closedMark = tb => tb.status === "closed" ? html` <span class="tag closed" data-testid="closed-mark">${t("history-closed")}</span>` : "";
  const when = x => x ? new Date(x * 1000).toLocaleString(S.lang, {dateStyle: "medium", timeStyle: "short"}) : "";
  const line = tb => html`<tr>${stackCell("tb.date", when(tb.finished || tb.created))}${stackCell("lobby.table", html`<code>${tb.id}</code>`)}${stackCell("lobby.preset", `${t("preset." + tb.preset)}, ${tb.players}`)}${stackCell("lobby.seats", seatsText(tb))}
    ${stackCell("lobby.score", html`${tb.result ? tb.result.scores.join(" – ") : ""}${closedMark(tb)}`)}
    <td class="stack-links"><a href="#/r/${tb.id}">${t("history.replay")}</a> · <a href="/api/tables/${tb.id}/record" download="canasta-${tb.id}.json">${t("history.export")}</a> · <a href="/club/verify/${tb.id}?lang=${S.lang}">${t("club-verify")}</a></td></tr>`;
  const toggle = S.user ? html`<label class="hist-all"><input type="checkbox" id="hist-all" .checked=${!!S.histAll}> ${t("history-all", {n: allRows.length})}</label>` : nothing;
  const shownPlaying = playing.filter(tb => S.histAll || !S.user || tb.mine || tb.owned);
  show($("#hist"), html`${toggle}${rows.length ? html`<table class="list stack-table"><thead><tr><th>${t("tb.date")}</th><th>${t("lobby.table")}</th><th>${t("lobby.preset")}</th><th>${t("lobby.seats")}</th><th>${t("lobby.score")}</th><th></th></tr></thead><tbody>${rows.map(line)}</tbody></table>`
    : html`<p class="hint">${S.user && !S.histAll && allRows.length ? t("history-none-mine") : t("history.none")}</p>`}${shownPlaying.length ? html`<h2>${t("history.in_progress")}</h2><ul>${shownPlaying.map(tb => html`<li><a href="#/t/${tb.id}">${tb.id}</a> — ${t("preset." + tb.preset)}, ${seatsText(tb)} (${tb.mine ? t("tb.resume") : t("lobby.watch")})</li>`)}</ul>` : nothing}`);
}
export async function openReplay(tid, step) {
  S.replayWant = step;
  let r;
  try { r = await api(`/api/tables/${tid}/replay?step=${step}`); }
  catch (e) { show($("#main"), html`<p class="error">${e.message}</p>`); return; }
  if (S.replayWant !== step) return;  // a later step was asked for meanwhile
  S.replay = r; S.replay.id = tid;
  renderReplay();
}
async function stepReplay(step) {
  if (!S.replay) return;
  await openReplay(S.replay.id, step);
  const b = $("#rp-" + (S.lastStepBtn || "next"));
  if (b && !b.disabled) b.focus();
}
// the replay's step buttons: a drawn icon (the label is the button's name and title; on a wide screen
// it is written too)
const RP_ICONS = {first: "M3 3h2v10H3zM13 3v10L6 8z", prevhand: "M8 3v10L2 8zM15 3v10L9 8z", prev: "M11 3v10L4 8z",
  next: "M5 3v10l7-5z", nexthand: "M1 3v10l6-5zM8 3v10l6-5z", last: "M11 3h2v10h-2zM3 3v10l7-5z"};
export function renderReplay() {
  const r = S.replay, p = r.position, info = r.info;
  const name = q => { const s = r.seats[q]; return s.kind === "bot" ? t("table.bot_name", {n: q + 1, level: levelShort(s.level)}) : (s.name || t("table.seat_n", {n: q + 1})); };
  const stepBtn = (id, n, label) => html`<button id="rp-${id}" class="rp-step" data-action="replay-step" data-step=${n} ?disabled=${n < 0 || n > r.steps}
    aria-label=${label} title=${label}><svg viewBox="0 0 16 16" aria-hidden="true"><path d=${RP_ICONS[id]}/></svg><span class="rp-label">${label}</span></button>`;
  // the ends of hands: the step before each "deal", and the last step
  const ends = r.moves.map((x, i) => x.move === "deal" ? i : -1).filter(i => i >= 0).concat([r.steps]);
  const nextEnd = ends.find(e => e > r.step);
  const prevEnd = [0].concat(ends).filter(e => e < r.step).pop();
  // the board as the table shows it: the stock and the pile, then each side with its melds and its
  // players' hands (every hand face up: the game is over, or the replay is the players' own)
  const sides = info.sides.map((sd, si) => {
    const melds = p.melds[si] || [];
    return html`<div class="side rp-side" data-side=${si}><h3><span>${t("table.side_n", {n: si + 1})}</span> <span class="score">${t("table.score_n", {n: info.scores[sd.team]})}</span></h3>
      <div class="melds">${melds.length ? melds.map(md => meldHTML(md, si, p.melds, false)) : html`<span class="hint">${t("table.no_melds")}</span>`}</div>
      <div class="replay-hands">${sd.seats.map(q => html`<div class="rp-hand ${info.turn === q ? "turn" : ""}" data-seat=${q}><span class="rp-who"><strong>${name(q)}</strong> (${p.hands[q].length})${info.dealer === q ? html` <span class="dealer" title=${t("tb.dealer")}>${t("tb.dealer_mark")}</span>` : ""}</span>
        <span class="rp-cards">${p.hands[q].map(f => cardHTML(f))}</span>${p.red3s[q].length ? html`<span class="r3" aria-label=${threesWord(p.rules)}>${p.red3s[q].map(f => cardHTML(f, {cls: "mini"}))}</span>` : ""}</div>`)}</div></div>`;
  });
  show($("#main"), html`<section class="panel rp-panel"><h1>${t("replay.title", {id: r.id})}</h1>
    <div class="actions rp-steps">${stepBtn("first", 0, t("replay.first"))}${stepBtn("prevhand", prevEnd === undefined ? -1 : prevEnd, t("replay.prev_hand"))}${stepBtn("prev", r.step - 1, t("replay.prev"))}${stepBtn("next", r.step + 1, t("replay.next"))}${stepBtn("nexthand", nextEnd === undefined ? r.steps + 1 : nextEnd, t("replay.next_hand"))}${stepBtn("last", r.steps, t("replay.last"))}</div>
    <p class="rp-now" aria-live="polite">${t("replay.step", {n: r.step, total: r.steps})}${r.step ? " — " + logLine(name(r.moves[r.step - 1].seat), r.moves[r.step - 1].move, 0, undefined, r.moves[r.step - 1].talon) : ""}</p>
    <p class="hint">${t("replay.keys")} · <a href="/api/tables/${r.id}/record" download="canasta-${r.id}.json">${t("history.export")}</a></p></section><div class="felt rp-board"><div class="rp-top"><span>${t("table.hand_n", {n: info.hand_no + 1})} · ${info.scores.join(" – ")}</span>
    <span class="rp-stack"><span class="cardback" aria-hidden="true"></span> ${t("table.stock_n", {n: info.stock})}</span>
    <span class="rp-stack">${info.pile_top ? cardHTML(info.pile_top) : html`<span class="card empty" aria-hidden="true"></span>`} ${t("table.pile_n", {n: info.pile_size})}</span></div>${sides}</div>${r.result ? html`<section class="panel"><h2>${t("result.hand_over", {n: info.hand_no + 1})}</h2><table class="list sheet"><tbody>${r.result.sides.map((s, i) => html`<tr><th>${t("table.side_n", {n: i + 1})}</th><td>${s.total}</td></tr>`)}</tbody></table></section>` : nothing}`);
}

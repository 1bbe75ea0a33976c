/* The lobby: your name, Play now, a new table with its house rules, the open tables; as lit-html templates. */
import {html, nothing} from "../vendor/lit-html/lit-html.js";
import {api} from "./api.js";
import {$, setStatus, show, showAnew} from "./dom.js";
import {t} from "./i18n.js";
import {route} from "./router.js";
import {S} from "./store.js";
import {clubLinks, saveUser} from "./user.js";
import {lbl, levelName, quickPreset, webLevels} from "./words.js";

/* ------------------------------------------------------------------ lobby */
// the name form of a newcomer; then: what to show once the name is taken
export function nameForm(after, then) {
  return html`<form class="form-row" id="name-form" @submit=${ev => nameSubmit(ev, then)}><label>${t("lobby.your_name")}
    <input id="name-input" name="name" maxlength="40" required autocomplete="nickname"></label>
    <button class="primary" type="submit">${t(after)}</button></form>`;
}
async function nameSubmit(ev, then) {
  ev.preventDefault();
  const f = ev.currentTarget;
  const name = $("#name-input").value.trim();
  if (!name) return;
  try { saveUser(await api("/api/users", {method: "POST", body: JSON.stringify({name})})); then(); }
  catch (e) {
    if (e.code !== "name-of-member") { setStatus(e.message); return; }
    // a member's name: said beside the field, with a way to sign in (issue 38, newcomer 24)
    let p = document.getElementById("name-error");
    if (!p) { p = document.createElement("p"); p.id = "name-error"; p.setAttribute("role", "alert"); p.dataset.testid = "name-error"; f.after(p); }
    p.textContent = e.message + " ";
    const a = document.createElement("a"); a.href = "/club/account?lang=" + encodeURIComponent(S.lang); a.textContent = t("nav.sign_in");
    p.append(a);
  }
}
const errorLine = text => text ? html`<p class="error">${text}</p>` : nothing;

export async function renderLobby() {
  const main = $("#main");
  if (!S.meta) S.meta = await api("/api/meta");
  if (!S.user) {
    show(main, html`<section class="panel"><h1>${t("lobby.welcome")}</h1><p>${t("lobby.intro")}</p>${nameForm("lobby.start", renderLobby)}</section>${clubLinks()}`);
    $("#name-input").focus();
    return;
  }
  const presets = Object.keys(S.meta.presets);
  const levels = webLevels();
  const qp = quickPreset();
  const quickLevel = levels.includes(localStorage.getItem("canasta.quickLevel")) ? localStorage.getItem("canasta.quickLevel")
    : levels.includes("medium") ? "medium" : levels[0];
  // the form's lists depend on one another (rule set -> players -> sides -> seats): each is rendered anew
  // when the one above changes, its default chosen again
  const fillPlayers = () => {
    const counts = S.meta.presets[$("#preset").value];
    showAnew($("#players"), counts.map(n => html`<option ?selected=${n === 4}>${n}</option>`));
    fillParts();
  };
  const fillParts = () => {
    const n = +$("#players").value;
    const ok = (S.meta.structures[$("#preset").value] || {})[n] || [];  // the engine's list, its default first
    showAnew($("#partnership"), ok.map((p, i) => html`<option value=${i ? p : ""}>${t("partnership." + p)}</option>`));
    fillSeats();
    S.house = {}; loadHouse();
  };
  const fillSeats = () => {
    const n = +$("#players").value;
    const bot = levels.includes("medium") ? "medium" : levels[0];
    showAnew($("#seat-specs"), Array.from({length: n}, (_, i) => html`<label>${t("table.seat_n", {n: i + 1})}<select class="seat-spec" data-i=${i}><option value="me" ?selected=${i === 0}>${t("lobby.seat_me")}</option><option value="human">${t("lobby.seat_human")}</option>${levels.map(l => html`<option value="bot:${l}" ?selected=${i > 0 && l === bot}>${t("lobby.seat_bot", {level: levelName(l)})}</option>`)}</select></label>`));
  };
  const resetHouse = () => { S.house = {}; loadHouse(); };
  const create = async ev => {
    ev.preventDefault();
    const bad = houseProblem();
    if (bad) { show($("#create-error"), errorLine(bad)); $("#house-box").open = true; return; }
    const rules = Object.assign({}, S.house || {});
    let sit = null;
    const seats = [...document.querySelectorAll(".seat-spec")].map((sel, i) => {
      if (sel.value === "me") { if (sit === null) sit = i; return {kind: "human"}; }
      if (sel.value === "human") return {kind: "human"};
      return {kind: "bot", level: sel.value.slice(4)};
    });
    const body = {preset: $("#preset").value, players: +$("#players").value, rules, seats, sit};
    if ($("#partnership").value) body.partnership = $("#partnership").value;
    if ($("#target").value) body.target = +$("#target").value;
    try {
      const tb = await api("/api/tables", {method: "POST", body: JSON.stringify(body)});
      location.hash = "#/t/" + tb.id;
    } catch (e) {
      show($("#create-error"), errorLine(e.message));
    }
  };
  // one click to a game: you and a computer partner against two computer players
  // in the language's rule set (defect 18), or classic by the button beside it
  const quick = async ev => {
    const level = $("#quick-level").value;
    localStorage.setItem("canasta.quickLevel", level);
    const bot = {kind: "bot", level};
    const preset = ev.currentTarget.dataset.preset || "classic";
    const counts = (S.meta.presets || {})[preset] || [4];
    const players = counts.includes(4) ? 4 : counts[0];
    try {
      const tb = await api("/api/tables", {method: "POST", body: JSON.stringify({preset, players, rules: {},
        seats: [{kind: "human"}].concat(Array(players - 1).fill(bot)), sit: 0})});
      location.hash = "#/t/" + tb.id;
    } catch (e) {
      show($("#quick-error"), errorLine(e.message));
    }
  };
  // the lists inside the form are rendered into their own boxes (above): the page is rendered anew
  showAnew(main, html`<section class="panel quick" aria-labelledby="quick-h"><div><h2 id="quick-h">${t("lobby-quick-title")}</h2>
      <p class="hint" id="quick-hint">${t("lobby-quick-hint-rules", {rules: t("preset." + qp)})}</p></div>
    <div class="quick-row"><label>${t("lobby-quick-level")}<select id="quick-level">${levels.map(l => html`<option value=${l} ?selected=${l === quickLevel}>${levelName(l)}</option>`)}</select></label>
      <button class="primary" id="quick" data-preset=${qp} @click=${quick}>${t("lobby-quick")}</button>
      ${qp !== "classic" ? html`<button id="quick-classic" data-preset="classic" @click=${quick}>${t("lobby-quick-classic")}</button>` : ""}</div>
    <div id="quick-error" role="alert"></div></section>
  ${clubLinks()}
  <div class="grid2">
  <section class="panel" aria-labelledby="new-h"><h2 id="new-h">${t("lobby.new_table")}</h2>
    <form id="new-table" novalidate @submit=${create}>
      <div class="form-row">
        <label>${t("lobby.preset")}<select id="preset" @change=${fillPlayers}>${presets.map(p => html`<option value=${p}>${t("preset." + p)}</option>`)}</select></label>
        <label>${t("lobby.players")}<select id="players" @change=${fillParts}></select></label>
        <label>${t("lobby.sides")}<select id="partnership" @change=${resetHouse}></select></label>
        <label>${t("lobby.target")}<input id="target" type="number" min="50" step="50" placeholder=${t("lobby.default")} inputmode="numeric"></label>
      </div>
      <fieldset><legend>${t("lobby.seats")}</legend><div id="seat-specs" class="form-row"></div></fieldset>
      <p><a id="rules-link" target="_blank" rel="noopener" href="#">${t("rules-of-table")}</a></p>
      <details id="house-box"><summary>${t("rule-house-legend")} <span id="house-count" class="hint"></span></summary>
        <p class="hint">${t("rule-house-hint")}</p><div id="house-fields" class="house-fields" @input=${houseChanged} @change=${houseChanged}></div>
        <button type="button" id="house-reset" @click=${resetHouse}>${t("rule-reset")}</button></details>
      <div id="create-error" role="alert"></div>
      <button class="primary" type="submit" id="create">${t("lobby.create")}</button>
    </form>
  </section>
  <section class="panel" aria-labelledby="open-h"><h2 id="open-h">${t("lobby.open_tables")}</h2>
    <div id="open-list"></div>
    <button id="refresh" @click=${listOpen}>${t("lobby.refresh")}</button>
  </section></div>`);
  show($("#open-list"), t("common.loading"));  // a box of its own, as the form's lists: listOpen() fills it
  fillPlayers();
  listOpen();
  clearInterval(S.lobbyTimer);
  S.lobbyTimer = setInterval(() => { if (route().parts.length === 0 && !document.hidden) listOpen(); else clearInterval(S.lobbyTimer); }, 5000);
}
/* House rules: one proper control per rule (checkbox, number, choice), its label and what the chosen value
 * means, in the player's language, from /api/house-rules; only the rules the player changes are sent. */
function houseQuery() {
  const preset = $("#preset").value, players = $("#players").value, part = $("#partnership").value;
  return {preset, players, q: `lang=${S.lang}` + (part ? `&partnership=${encodeURIComponent(part)}` : "") +
    (S.house && Object.keys(S.house).length ? `&rules=${encodeURIComponent(JSON.stringify(S.house))}` : "")};
}
function updateRulesLink() {
  const a = $("#rules-link");
  if (!a) return;
  const {preset, players, q} = houseQuery();
  a.href = `/rules/${encodeURIComponent(preset)}?players=${players}&${q}`;
  const n = Object.keys(S.house || {}).length;
  $("#house-count").textContent = n ? "(" + n + " " + t("rule-changed") + ")" : "";
}
function ruleControl(f) {
  const id = "hr-" + f.name, text = html`<p class="hint rule-text" id="${id}-text">${f.text}</p>`;
  if (f.control === "checkbox")
    return html`<div class="rule"><label><input type="checkbox" id=${id} data-rule=${f.name} ?checked=${f.value === "true"} aria-describedby="${id}-text"> ${f.label}</label>${text}</div>`;
  if (f.control === "number")
    return html`<div class="rule"><label>${f.label} <input type="number" id=${id} data-rule=${f.name} data-label=${f.label} min=${f.min} max=${f.max} value=${f.value} inputmode="numeric" aria-describedby="${id}-text"></label>${text}</div>`;
  if (f.control === "choice")
    return html`<fieldset class="rule"><legend>${f.label}</legend>${f.options.map(o =>
      html`<label class="choice"><input type="radio" name=${id} data-rule=${f.name} value=${o.value} ?checked=${o.value === f.value}> ${o.label}</label>`)}</fieldset>`;
  if (f.control === "members") {
    const on = f.value ? f.value.split(",") : [];
    return html`<fieldset class="rule"><legend>${f.label}</legend>${f.options.map((o, i) =>
      html`${i ? " " : ""}<label class="member"><input type="checkbox" data-rule=${f.name} data-member=${o.value} ?checked=${on.includes(o.value)}> ${o.label}</label>`)}${text}</fieldset>`;
  }
  return html`<div class="rule"><label>${f.label} <input id=${id} data-rule=${f.name} value=${f.value} aria-describedby="${id}-text"></label>${text}</div>`;
}
function readHouse() {  // the form's values that differ from the rulebook's
  const vals = {};
  for (const el of document.querySelectorAll("#house-fields [data-rule]")) {
    const n = el.dataset.rule;
    if (el.dataset.member !== undefined) { vals[n] = vals[n] || []; if (el.checked) vals[n].push(el.dataset.member); }
    else if (el.type === "checkbox") vals[n] = el.checked ? "true" : "false";
    else if (el.type === "radio") { if (el.checked) vals[n] = el.value; }
    else vals[n] = el.value.trim();
  }
  const out = {};
  for (const n in vals) {
    const v = Array.isArray(vals[n]) ? vals[n].sort().join(",") : vals[n];
    if (v !== S.houseDefaults[n]) out[n] = v;
  }
  return out;
}
function houseProblem() {  // a number out of its range, said in the player's language
  for (const el of document.querySelectorAll('#house-fields input[type=number]')) {
    const v = Number(el.value), lo = Number(el.min), hi = Number(el.max);
    if (el.value.trim() === "" || !Number.isInteger(v) || v < lo || v > hi) {
      return t("rule-out-of-range", {label: el.dataset.label.trim(), min: lo, max: hi});
    }
  }
  return "";
}
async function loadHouse(onlyTexts) {
  const box = $("#house-fields");
  if (!box) return;
  const {preset, players, q} = houseQuery();
  updateRulesLink();
  let data, err;
  try { data = await api(`/api/house-rules/${encodeURIComponent(preset)}/${players}?${q}`); } catch (e) { err = e; }
  const errBox = $("#create-error");
  if (!errBox || !$("#house-fields")) return;  // the player has left the lobby meanwhile
  show(errBox, errorLine(err ? err.message : ""));
  if (err) return;
  S.houseDefaults = data.defaults;
  if (onlyTexts) {
    for (const f of data.fields) { const p = $("#hr-" + f.name + "-text"); if (p) p.textContent = f.text; }
    return;
  }
  showAnew($("#house-fields"), data.fields.map(ruleControl));
}
function houseChanged() {
  S.house = readHouse();
  const bad = houseProblem(), errBox = $("#create-error");
  if (errBox) show(errBox, errorLine(bad));
  if (bad) return;
  clearTimeout(S.houseTimer);
  S.houseTimer = setTimeout(() => loadHouse(true), 250);
  updateRulesLink();
}
export function seatsText(tb) {
  return tb.seats.map(s => s.kind === "bot" ? t("lobby.seat_bot", {level: levelName(s.level)}) : (s.taken ? s.name : "—")).join(", ");
}
// a cell of a list that is a table on a wide screen and a card a row on a phone (.stack-table): it
// names its column, which the phone writes before it
export function stackCell(key, content) { return html`<td data-label=${lbl(t(key))}>${content}</td>`; }
async function listOpen() {
  const box = $("#open-list");
  if (!box) return;
  let tables;
  try { tables = await api("/api/tables?status=playing"); } catch (e) { show(box, e.message); return; }
  if (!tables.length) { show(box, html`<p class="hint">${t("lobby.no_tables")}</p>`); return; }
  show(box, html`<table class="list stack-table"><thead><tr><th>${t("lobby.table")}</th><th>${t("lobby.seats")}</th><th>${t("lobby.score")}</th><th></th></tr></thead><tbody>${
    tables.map(tb => html`<tr>${stackCell("lobby.table", html`${t("preset." + tb.preset)}, ${tb.players} · <code>${tb.id}</code>`)}${stackCell("lobby.seats", seatsText(tb))}
      ${stackCell("lobby.score", `${lbl(t("table.hand_n", {n: tb.hand || 1}))} ${(tb.scores || []).join(" – ")}`)}
      <td class="stack-links"><a href="#/t/${tb.id}" class=${tb.mine ? "resume" : nothing}>${tb.mine ? t("tb.resume") : tb.open_seats.length ? t("lobby.join") : t("lobby.watch")}</a></td></tr>`)}</tbody></table>`);
}

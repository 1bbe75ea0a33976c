import {api} from "./api.js";
import {$, esc, setStatus} from "./dom.js";
import {t} from "./i18n.js";
import {route} from "./router.js";
import {S} from "./store.js";
import {clubLinks, saveUser} from "./user.js";
import {lbl, levelName, quickPreset, webLevels} from "./words.js";

/* ------------------------------------------------------------------ lobby */
export function nameForm(after) {
  return `<form class="form-row" id="name-form"><label>${esc(t("lobby.your_name"))}
    <input id="name-input" name="name" maxlength="40" required autocomplete="nickname"></label>
    <button class="primary" type="submit">${esc(t(after))}</button></form>`;
}
export function bindNameForm(then) {
  const f = $("#name-form");
  if (!f) return;
  f.addEventListener("submit", async ev => {
    ev.preventDefault();
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
  });
}

export async function renderLobby() {
  const main = $("#main");
  if (!S.meta) S.meta = await api("/api/meta");
  if (!S.user) {
    main.innerHTML = `<section class="panel"><h1>${esc(t("lobby.welcome"))}</h1><p>${esc(t("lobby.intro"))}</p>${nameForm("lobby.start")}</section>${clubLinks()}`;
    bindNameForm(renderLobby);
    $("#name-input").focus();
    return;
  }
  const presets = Object.keys(S.meta.presets);
  const levels = webLevels();
  const qp = quickPreset();
  const quickLevel = levels.includes(localStorage.getItem("canasta.quickLevel")) ? localStorage.getItem("canasta.quickLevel")
    : levels.includes("medium") ? "medium" : levels[0];
  main.innerHTML = `<section class="panel quick" aria-labelledby="quick-h"><div><h2 id="quick-h">${esc(t("lobby-quick-title"))}</h2>
      <p class="hint" id="quick-hint">${esc(t("lobby-quick-hint-rules", {rules: t("preset." + qp)}))}</p></div>
    <div class="quick-row"><label>${esc(t("lobby-quick-level"))}<select id="quick-level">${levels.map(l => `<option value="${l}" ${l === quickLevel ? "selected" : ""}>${esc(levelName(l))}</option>`).join("")}</select></label>
      <button class="primary" id="quick" data-preset="${esc(qp)}">${esc(t("lobby-quick"))}</button>
      ${qp !== "classic" ? `<button id="quick-classic" data-preset="classic">${esc(t("lobby-quick-classic"))}</button>` : ""}</div>
    <div id="quick-error" role="alert"></div></section>
  ${clubLinks()}
  <div class="grid2">
  <section class="panel" aria-labelledby="new-h"><h2 id="new-h">${esc(t("lobby.new_table"))}</h2>
    <form id="new-table" novalidate>
      <div class="form-row">
        <label>${esc(t("lobby.preset"))}<select id="preset">${presets.map(p => `<option value="${p}">${esc(t("preset." + p))}</option>`).join("")}</select></label>
        <label>${esc(t("lobby.players"))}<select id="players"></select></label>
        <label>${esc(t("lobby.sides"))}<select id="partnership"></select></label>
        <label>${esc(t("lobby.target"))}<input id="target" type="number" min="50" step="50" placeholder="${esc(t("lobby.default"))}" inputmode="numeric"></label>
      </div>
      <fieldset><legend>${esc(t("lobby.seats"))}</legend><div id="seat-specs" class="form-row"></div></fieldset>
      <p><a id="rules-link" target="_blank" rel="noopener" href="#">${esc(t("rules-of-table"))}</a></p>
      <details id="house-box"><summary>${esc(t("rule-house-legend"))} <span id="house-count" class="hint"></span></summary>
        <p class="hint">${esc(t("rule-house-hint"))}</p><div id="house-fields" class="house-fields"></div>
        <button type="button" id="house-reset">${esc(t("rule-reset"))}</button></details>
      <div id="create-error" role="alert"></div>
      <button class="primary" type="submit" id="create">${esc(t("lobby.create"))}</button>
    </form>
  </section>
  <section class="panel" aria-labelledby="open-h"><h2 id="open-h">${esc(t("lobby.open_tables"))}</h2>
    <div id="open-list">${esc(t("common.loading"))}</div>
    <button id="refresh">${esc(t("lobby.refresh"))}</button>
  </section></div>`;
  const presetSel = $("#preset"), playersSel = $("#players"), partSel = $("#partnership");
  let fillSeatsHook = null;
  const fillPlayers = () => {
    const counts = S.meta.presets[presetSel.value];
    playersSel.innerHTML = counts.map(n => `<option ${n === 4 ? "selected" : ""}>${n}</option>`).join("");
    fillParts();
  };
  const fillParts = () => {
    const n = +playersSel.value;
    const ok = (S.meta.structures[presetSel.value] || {})[n] || [];  // the engine's list, its default first
    partSel.innerHTML = ok.map((p, i) => `<option value="${i ? p : ""}">${esc(t("partnership." + p))}</option>`).join("");
    fillSeats();
    if (fillSeatsHook) fillSeatsHook();
  };
  const fillSeats = () => {
    const n = +playersSel.value;
    let html = "";
    for (let i = 0; i < n; i++) {
      const opts = [`<option value="me" ${i === 0 ? "selected" : ""}>${esc(t("lobby.seat_me"))}</option>`,
        `<option value="human">${esc(t("lobby.seat_human"))}</option>`]
        .concat(levels.map(l => `<option value="bot:${l}" ${i > 0 && l === (levels.includes("medium") ? "medium" : levels[0]) ? "selected" : ""}>${esc(t("lobby.seat_bot", {level: levelName(l)}))}</option>`));
      html += `<label>${esc(t("table.seat_n", {n: i + 1}))}<select class="seat-spec" data-i="${i}">${opts.join("")}</select></label>`;
    }
    $("#seat-specs").innerHTML = html;
  };
  presetSel.onchange = fillPlayers; playersSel.onchange = fillParts;
  partSel.onchange = () => { S.house = {}; loadHouse(); };
  fillSeatsHook = () => { S.house = {}; loadHouse(); };
  fillPlayers();
  $("#house-reset").onclick = () => { S.house = {}; loadHouse(); };
  $("#new-table").addEventListener("submit", async ev => {
    ev.preventDefault();
    const bad = houseProblem();
    if (bad) { $("#create-error").innerHTML = `<p class="error">${esc(bad)}</p>`; $("#house-box").open = true; return; }
    const rules = Object.assign({}, S.house || {});
    let sit = null;
    const seats = [...document.querySelectorAll(".seat-spec")].map((sel, i) => {
      if (sel.value === "me") { if (sit === null) sit = i; return {kind: "human"}; }
      if (sel.value === "human") return {kind: "human"};
      return {kind: "bot", level: sel.value.slice(4)};
    });
    const body = {preset: presetSel.value, players: +playersSel.value, rules, seats, sit};
    if (partSel.value) body.partnership = partSel.value;
    if ($("#target").value) body.target = +$("#target").value;
    try {
      const tb = await api("/api/tables", {method: "POST", body: JSON.stringify(body)});
      location.hash = "#/t/" + tb.id;
    } catch (e) {
      $("#create-error").innerHTML = `<p class="error">${esc(e.message)}</p>`;
    }
  });
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
      $("#quick-error").innerHTML = `<p class="error">${esc(e.message)}</p>`;
    }
  };
  $("#quick").onclick = quick;
  if ($("#quick-classic")) $("#quick-classic").onclick = quick;
  $("#refresh").onclick = listOpen;
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
  const id = "hr-" + f.name, text = `<p class="hint rule-text" id="${id}-text">${esc(f.text)}</p>`;
  if (f.control === "checkbox")
    return `<div class="rule"><label><input type="checkbox" id="${id}" data-rule="${f.name}" ${f.value === "true" ? "checked" : ""} aria-describedby="${id}-text"> ${esc(f.label)}</label>${text}</div>`;
  if (f.control === "number")
    return `<div class="rule"><label>${esc(f.label)} <input type="number" id="${id}" data-rule="${f.name}" min="${f.min}" max="${f.max}" value="${esc(f.value)}" inputmode="numeric" aria-describedby="${id}-text"></label>${text}</div>`;
  if (f.control === "choice")
    return `<fieldset class="rule"><legend>${esc(f.label)}</legend>` + f.options.map(o =>
      `<label class="choice"><input type="radio" name="${id}" data-rule="${f.name}" value="${esc(o.value)}" ${o.value === f.value ? "checked" : ""}> ${esc(o.label)}</label>`).join("") + `</fieldset>`;
  if (f.control === "members") {
    const on = f.value ? f.value.split(",") : [];
    return `<fieldset class="rule"><legend>${esc(f.label)}</legend>` + f.options.map(o =>
      `<label class="member"><input type="checkbox" data-rule="${f.name}" data-member="${esc(o.value)}" ${on.includes(o.value) ? "checked" : ""}> ${esc(o.label)}</label>`).join(" ") + text + `</fieldset>`;
  }
  return `<div class="rule"><label>${esc(f.label)} <input id="${id}" data-rule="${f.name}" value="${esc(f.value)}" aria-describedby="${id}-text"></label>${text}</div>`;
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
      const label = el.closest("label").firstChild.textContent.trim();
      return t("rule-out-of-range", {label, min: lo, max: hi});
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
  if (err) { errBox.innerHTML = `<p class="error">${esc(err.message)}</p>`; return; }
  errBox.innerHTML = "";
  S.houseDefaults = data.defaults;
  if (onlyTexts) {
    for (const f of data.fields) { const p = $("#hr-" + f.name + "-text"); if (p) p.textContent = f.text; }
    return;
  }
  const box2 = $("#house-fields");
  box2.innerHTML = data.fields.map(ruleControl).join("");
  box2.oninput = box2.onchange = () => {
    S.house = readHouse();
    const bad = houseProblem(), errBox = $("#create-error");
    if (errBox) errBox.innerHTML = bad ? `<p class="error">${esc(bad)}</p>` : "";
    if (bad) return;
    clearTimeout(S.houseTimer);
    S.houseTimer = setTimeout(() => loadHouse(true), 250);
    updateRulesLink();
  };
}
export function seatsText(tb) {
  return tb.seats.map(s => s.kind === "bot" ? t("lobby.seat_bot", {level: levelName(s.level)}) : (s.taken ? s.name : "—")).join(", ");
}
// a cell of a list that is a table on a wide screen and a card a row on a phone (.stack-table): it
// names its column, which the phone writes before it
export function stackCell(key, html) { return `<td data-label="${esc(lbl(t(key)))}">${html}</td>`; }
async function listOpen() {
  const box = $("#open-list");
  if (!box) return;
  let tables;
  try { tables = await api("/api/tables?status=playing"); } catch (e) { box.textContent = e.message; return; }
  if (!tables.length) { box.innerHTML = `<p class="hint">${esc(t("lobby.no_tables"))}</p>`; return; }
  box.innerHTML = `<table class="list stack-table"><thead><tr><th>${esc(t("lobby.table"))}</th><th>${esc(t("lobby.seats"))}</th><th>${esc(t("lobby.score"))}</th><th></th></tr></thead><tbody>` +
    tables.map(tb => `<tr>${stackCell("lobby.table", `${esc(t("preset." + tb.preset))}, ${tb.players} · <code>${esc(tb.id)}</code>`)}${stackCell("lobby.seats", esc(seatsText(tb)))}
      ${stackCell("lobby.score", `${esc(lbl(t("table.hand_n", {n: tb.hand || 1})))} ${esc((tb.scores || []).join(" – "))}`)}
      <td class="stack-links"><a href="#/t/${esc(tb.id)}"${tb.mine ? ' class="resume"' : ""}>${esc(tb.mine ? t("tb.resume") : tb.open_seats.length ? t("lobby.join") : t("lobby.watch"))}</a></td></tr>`).join("") + "</tbody></table>";
}

/* Canasta web client: lobby, table, history and replay. No dependencies, no build step.
 * The server is authoritative: this file holds no rules. It shows the legal moves the server sends
 * (view.legal_moves), and asks the server why a move is not allowed. */
"use strict";

const LANGS = ["en", "fr", "sk", "it", "fi"];
const S = {
  lang: "en", cat: null, en: null, meta: null, user: null,
  ws: null, wsTable: null, retry: 0, msg: null, preview: null, staged: [], selected: [],
  notice: "", noticeKind: "", replay: null, lastError: "",
};

/* ------------------------------------------------------------------ i18n */
// Project Fluent (vendor/fluent-bundle.js): the server sends every catalog of a language
// (/api/i18n/<lang>.ftl); a message the language lacks falls back to English.
// t(id, args): ids are Fluent ids ("table-cards-n"); the older "table.cards_n" spelling maps to the same id.
const msgId = key => String(key).replace(/[._]/g, "-").toLowerCase();
async function fetchBundle(lang) {
  const res = await fetch("/api/i18n/" + lang + ".ftl");
  const b = new FluentBundle.FluentBundle(lang, {useIsolating: false});
  const errs = b.addResource(new FluentBundle.FluentResource(await res.text()));
  if (errs.length) console.warn("catalog", lang, errs);
  return b;
}
function fmt(b, id, params) {
  if (!b) return undefined;
  const m = b.getMessage(id);
  if (!m || !m.value) return undefined;
  return b.formatPattern(m.value, params || null, []);
}
function t(key, params) {
  const id = msgId(key);
  let s = fmt(S.cat, id, params);
  if (s === undefined) s = fmt(S.en, id, params);
  return s === undefined ? id : s;
}
function attrOf(id, attr) {  // a message attribute, or undefined if no catalog has it
  for (const b of [S.cat, S.en]) {
    const m = b && b.getMessage(id);
    if (m && m.attributes && m.attributes[attr]) return b.formatPattern(m.attributes[attr], null, []);
  }
  return undefined;
}
function tAttr(id, attr) { const s = attrOf(id, attr); return s === undefined ? attr : s; }  // e.g. tAttr("notation-words", "meld")
function hasMsg(key) { const id = msgId(key); return !!((S.cat && S.cat.hasMessage(id)) || (S.en && S.en.hasMessage(id))); }
async function loadLang(lang) {
  if (!LANGS.includes(lang)) lang = "en";
  if (!S.en) S.en = await fetchBundle("en");
  S.cat = lang === "en" ? S.en : await fetchBundle(lang);
  S.lang = lang;
  localStorage.setItem("canasta.lang", lang);
  document.documentElement.lang = lang;
  document.getElementById("lang-select").value = lang;
  document.querySelectorAll("[data-i18n]").forEach(el => { el.textContent = t(el.dataset.i18n); });
  // the club's pages (leaderboard, account, fair-deal check) are served in the page's language
  document.querySelectorAll("[data-club]").forEach(el => { el.href = el.dataset.club + "?lang=" + lang; });
  document.title = t("app-title");
}
function browserLang() {
  const saved = localStorage.getItem("canasta.lang");
  if (saved && LANGS.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const short = String(l).slice(0, 2).toLowerCase();
    if (LANGS.includes(short)) return short;
  }
  return "en";
}

/* ------------------------------------------------------------------ helpers */
const esc = s => String(s).replace(/[&<>"']/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c]));
const $ = sel => document.querySelector(sel);
// The status line: a text, or a function giving it, called again when the language changes.
function setStatus(x) { S.status = x; $("#status").textContent = (typeof x === "function" ? x() : x) || ""; }
async function api(path, opts) {
  opts = opts || {};
  // the server says its refusals ({error, code, params}) in the language the player chose
  const headers = Object.assign({"content-type": "application/json", "accept-language": S.lang}, opts.headers || {});
  if (S.user) headers["x-token"] = S.user.token;
  let res;
  try {
    res = await fetch(path, Object.assign({}, opts, {headers}));
  } catch (e) {
    throw new Error(t("err.network"));
  }
  let data = null;
  try { data = await res.json(); } catch (e) { data = null; }
  if (!res.ok) { const err = new Error(serverErrorText(data) || (t("err.http") + " " + res.status)); err.code = data && data.code; throw err; }
  return data;
}
// A server error in the player's language: the server's own text when it said it (it has a code), else
// reason-<code> with its params when the catalogs have
// it (a bad house rule, a refused record and the move inside it), else the server's English text.
function serverErrorText(d) {
  if (!d) return "";
  if (d.code && d.error) return d.error;  // a refusal the server said in the language api() asked for (web/refusals.py)
  const code = d.reason_code;
  if (code && hasMsg("reason-" + code)) {
    const args = reasonArgs(d.params || {});
    if (d.inner) args.reason = serverErrorText(Object.assign({error: d.inner.text}, d.inner));
    return t("reason-" + code, args) + (d.rule ? " (" + d.rule + ")" : "");
  }
  return d.error || d.text || "";
}
function saveUser(u) { S.user = u; localStorage.setItem("canasta.user", JSON.stringify(u)); renderWho(); refreshRole(); }
// whether the player is an organiser: the table then shows the organiser's tools (the server checks again)
async function refreshRole() {
  let org = false;
  if (S.user) { try { org = (await api("/api/members/me")).role === "organiser"; } catch (e) { org = false; } }
  if (org !== !!S.organiser) { S.organiser = org; if (S.msg && S.wsTable) renderTable(); }
}
// the club's pages, also in the lobby: on a phone the top bar has no room for them
function clubLinks() {
  const a = (path, key) => `<a href="${path}?lang=${S.lang}">${esc(t(key))}</a>`;
  return `<nav class="club-links" aria-label="${esc(t("club-links"))}" data-testid="club-links">${a("/club/leaderboard", "club-leaderboard")}
    ${a("/club/events", "nav-events")} ${a("/club/account", "nav-account")}</nav>`;
}
function loadUser() {
  try { const u = JSON.parse(localStorage.getItem("canasta.user") || "null"); if (u && u.token) S.user = u; } catch (e) { S.user = null; }
}
function renderWho() {
  $("#whoami").textContent = S.user ? t("nav.playing_as", {name: S.user.name}) : "";
  renderSignOut();
  renderRestore();
}

/* ------------------------------------------------------------------ identities */
// A personal link (#/t/ID?token=...) holds someone's identity. Opening one asks first, naming whose
// identity it is; the identity it replaces is kept (localStorage "canasta.previous") and can be
// taken back with the button beside the name.
async function adoptLinkToken(tok) {
  let me = null;
  try {
    const res = await fetch("/api/me", {headers: {"x-token": tok}});
    if (res.ok) me = await res.json();
  } catch (e) { me = null; }
  if (!me) { setStatus(t("identity.bad_link")); return; }
  const question = S.user
    ? t("identity.switch", {name: me.name, id: me.id, current: S.user.name, current_id: S.user.id})
    : t("identity.take", {name: me.name, id: me.id});
  if (!window.confirm(question)) return;
  if (S.user) rememberUser(S.user);
  saveUser({id: me.id, name: me.name, token: tok});
  closeWS();  // the table's socket reconnects as the new identity
}
function previousUsers() {
  try { const xs = JSON.parse(localStorage.getItem("canasta.previous") || "[]"); return Array.isArray(xs) ? xs.filter(u => u && u.token) : []; }
  catch (e) { return []; }
}
function rememberUser(u) {
  const xs = [u].concat(previousUsers().filter(x => x.token !== u.token)).slice(0, 5);
  localStorage.setItem("canasta.previous", JSON.stringify(xs));
}
function restoreUser() {
  const xs = previousUsers().filter(x => !S.user || x.token !== S.user.token);
  if (!xs.length) return;
  const back = xs[0];
  localStorage.setItem("canasta.previous", JSON.stringify(xs.slice(1)));
  if (S.user) rememberUser(S.user);
  saveUser(back);
  closeWS();
  go();
}
// "Sign out" on this device beside the name (issue 38, newcomer 6): the server ends this device's session
function renderSignOut() {
  const old = document.getElementById("sign-out");
  if (old) old.remove();
  if (!S.user) return;
  const b = document.createElement("button");
  b.id = "sign-out"; b.type = "button"; b.dataset.testid = "sign-out"; b.textContent = t("nav.sign_out");
  b.addEventListener("click", async () => {
    try { await api("/api/logout", {method: "POST"}); } catch (e) { /* ended already: forget it here anyway */ }
    S.user = null; localStorage.removeItem("canasta.user"); location.hash = "#/"; renderWho(); route();
  });
  $("#whoami").after(b);
}
function renderRestore() {
  const old = document.getElementById("restore-identity");
  if (old) old.remove();
  const back = previousUsers().filter(x => !S.user || x.token !== S.user.token)[0];
  if (!back) return;
  const b = document.createElement("button");
  b.id = "restore-identity";
  b.type = "button";
  b.textContent = t("identity.restore", {name: back.name, id: back.id});
  b.addEventListener("click", restoreUser);
  $("#whoami").after(b);
}

/* ------------------------------------------------------------------ cards */
const SUITS = {c: "♣", d: "♦", h: "♥", s: "♠"};
const KIND_ORDER = ["JK", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
function faceKind(f) {  // move-notation kind of a face text: "7h" -> "7", "JK" -> "JK", "3h" -> "3r"
  if (f === "JK") return "JK";
  const r = f.slice(0, -1), s = f.slice(-1);
  if (r === "3") return (s === "h" || s === "d") ? "3r" : "3";
  return r;
}
const isWildKind = k => k === "JK" || k === "2";
function kindIndex(k) { const i = KIND_ORDER.indexOf(k); return i < 0 ? 99 : i; }
// Card kinds reach the catalogs as words ($kind), which carry their grammar there (le/la/l', il/lo/gli,
// Slovak and Finnish case endings); $short is the kind as the face shows it.
const KIND_WORDS = {JK: "joker", "2": "two", "3": "three", "3r": "redthree", "4": "four", "5": "five", "6": "six",
  "7": "seven", "8": "eight", "9": "nine", "10": "ten", J: "jack", Q: "queen", K: "king", A: "ace", W: "wild"};
function kindName(k) { return t("kind-" + k); }
// "Hint:", "Conseil :" - a label and its colon as the language writes them
function lbl(text) { return t("label-colon", {label: text}); }
function kindArgs(k) { return {kind: KIND_WORDS[k] || "other", short: k === "W" ? "W" : kindName(k)}; }
function cardObj(k, past) { return t(past ? "card-done" : "card-obj", kindArgs(k)); }
/* One scale of computer levels in the whole web (defect 17): Beginner (plays at random), Easy, Medium, Hard,
 * Expert. The engine's own bot names are not offered; "heuristic" is Medium's bot and reads as Medium. */
const LEVEL_ALIAS = {heuristic: "medium"};
function webLevels() {
  const m = S.meta || {};
  const scale = ["random"].concat(m.levels || []);
  return scale.filter(l => !m.bots || m.bots.includes(l));
}
// Play now deals in the player's own rulebook (defect 18): the language's rule set, classic one click away
const LANG_PRESET = {en: "classic", fr: "french", it: "italian", sk: "slovak", fi: "finnish"};
function quickPreset() {
  const p = LANG_PRESET[S.lang] || "classic";
  return S.meta && S.meta.presets && S.meta.presets[p] ? p : "classic";
}
function levelName(l) { l = LEVEL_ALIAS[l] || l; return hasMsg("level." + l) ? t("level." + l) : l; }
// the level in a seat's name: "Computer 2 (Beginner)", not "Computer 2 (Beginner (plays at random))"
function levelShort(l) { l = LEVEL_ALIAS[l] || l; return attrOf("level-" + l, "short") ?? levelName(l); }
function cardLabel(f) {
  if (f === null || f === undefined) return t("card-facedown");
  if (f === "JK") return t("card-joker");
  const r = f.slice(0, -1), s = f.slice(-1);
  return t("card-label", {rank: t("rank-" + r), suit: s, kind: KIND_WORDS[faceKind(f)] || "other"});
}
function faceText(f) {  // what the card's corner shows, in the player's language (V D R in French)
  const r = f.slice(0, -1);
  return hasMsg("face-" + r) ? t("face-" + r) : r;
}
function meldName(key) { return key === "W" ? t("meld-wild") : t("meld-of", kindArgs(key)); }
function meldTo(key) { return t("meld-to", kindArgs(key)); }

/* ------------------------------------------------------------------ moves */
function parseMove(text) {
  const w = text.trim().split(/\s+/);
  const m = {action: w[0], cards: [], target: null, text};
  if (m.action === "take") {
    let rest = w.slice(1);
    if (rest.length >= 2 && rest[rest.length - 2] === "on") { m.target = rest[rest.length - 1]; rest = rest.slice(0, -2); }
    m.cards = rest;
  } else if (m.action === "meld") m.cards = w.slice(1);
  else if (m.action === "add") { m.cards = [w[1]]; m.target = w.length === 4 ? w[3] : w[1]; }
  else if (m.action === "discard") m.cards = [w[1]];
  return m;
}
const cardsText = ks => ks.map(kindName).join(" ");
function moveLabel(text, top) {  // top: the pile's top face, if known
  const m = parseMove(text);
  const topObj = top ? cardObj(faceKind(top)) : t("pile-top-obj");
  switch (m.action) {
    case "take":
      if (m.target) return t("move-take-on", {top: topObj, meld: meldTo(m.target)});
      if (!m.cards.length) return t("move-take-lay", {top: topObj});
      return t("move-take-with", {top: topObj, cards: cardsText(m.cards)});
    case "meld": return t("move-meld", {cards: cardsText(m.cards)});
    case "add": return t("move-add", {card: cardObj(m.cards[0]), meld: meldTo(m.target)});
    case "discard": return t("move-discard", {card: cardObj(m.cards[0])});
    default: return hasMsg("move-" + m.action) ? t("move-" + m.action) : text;
  }
}
// A played move as the log tells it ("Ann took the pile (12 cards) with 8 8"); count: cards the pile held.
function logLine(name, text, count, top) {
  const m = parseMove(text);
  const topObj = top ? cardObj(faceKind(top), true) : t("pile-top-obj");
  const a = {name, count: count || 0};
  switch (m.action) {
    case "take":
      if (m.target) return t("log-take-on", Object.assign(a, {top: topObj, meld: meldTo(m.target)}));
      if (!m.cards.length) return t("log-take-lay", Object.assign(a, {top: topObj}));
      return t("log-take-with", Object.assign(a, {cards: cardsText(m.cards)}));
    case "meld": return t("log-meld", Object.assign(a, {cards: cardsText(m.cards)}));
    case "add": return t("log-add", Object.assign(a, {card: cardObj(m.cards[0], true), meld: meldTo(m.target)}));
    case "discard": return t("log-discard", Object.assign(a, {card: cardObj(m.cards[0], true)}));
    default: return hasMsg("log-" + m.action) ? t("log-" + m.action, a) : name + ": " + text;
  }
}
function sameKinds(a, b) { return a.length === b.length && [...a].sort().join(",") === [...b].sort().join(","); }

/* ------------------------------------------------------------------ routing */
function route() {
  const h = location.hash || "#/";
  const [path, query] = h.slice(1).split("?");
  const params = new URLSearchParams(query || "");
  const parts = path.split("/").filter(Boolean);
  return {parts, params};
}
async function go() {
  const {parts, params} = route();
  // leaving a table: its last line ("Ann discarded the king") is no news on the next page
  if (parts[0] !== "t" && S.wsTable) setStatus("");
  const tok = params.get("token");
  if (tok) {
    history.replaceState(null, "", "#/" + parts.join("/"));  // the token leaves the address bar at once
    if (!S.user || S.user.token !== tok) await adoptLinkToken(tok);
  }
  if (parts[0] !== "t") closeWS();
  S.replay = null;
  if (parts[0] === "t" && parts[1]) return openTable(parts[1]);
  if (parts[0] === "history") return renderHistory();
  if (parts[0] === "r" && parts[1]) return openReplay(parts[1], 0);
  return renderLobby();
}

/* ------------------------------------------------------------------ lobby */
function nameForm(after) {
  return `<form class="form-row" id="name-form"><label>${esc(t("lobby.your_name"))}
    <input id="name-input" name="name" maxlength="40" required autocomplete="nickname"></label>
    <button class="primary" type="submit">${esc(t(after))}</button></form>`;
}
function bindNameForm(then) {
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

async function renderLobby() {
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
function seatsText(tb) {
  return tb.seats.map(s => s.kind === "bot" ? t("lobby.seat_bot", {level: levelName(s.level)}) : (s.taken ? s.name : "—")).join(", ");
}
// a cell of a list that is a table on a wide screen and a card a row on a phone (.stack-table): it
// names its column, which the phone writes before it
function stackCell(key, html) { return `<td data-label="${esc(lbl(t(key)))}">${html}</td>`; }
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

/* ------------------------------------------------------------------ table: connection */
function closeWS() {
  if (S.ws) { S.ws.onclose = null; S.ws.close(); }
  S.ws = null; S.wsTable = null; S.msg = null; S.preview = null; S.staged = []; S.selected = [];
  S.fullLogOpen = false; S.fullLogHTML = ""; S.tableNotice = null; S.rematch = null; S.rematchBy = null;
}
async function openTable(tid) {
  if (S.wsTable === tid && S.ws) { renderTable(); return; }
  closeWS();
  S.wsTable = tid;
  $("#main").innerHTML = `<p>${esc(t("common.loading"))}</p>`;
  connect(tid);
}
function connect(tid) {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${proto}://${location.host}/ws/${encodeURIComponent(tid)}`, wsProtocols());
  S.ws = ws;
  ws.onopen = () => { S.retry = 0; setStatus(""); };
  ws.onmessage = ev => onMessage(JSON.parse(ev.data));
  ws.onclose = () => {
    if (S.wsTable !== tid) return;
    S.ws = null;
    const wait = Math.min(8000, 500 * 2 ** S.retry++);
    setStatus(() => t("table.reconnecting"));
    setTimeout(() => { if (S.wsTable === tid && !S.ws) connect(tid); }, wait);
  };
}
// the token goes as a WebSocket subprotocol, not in the URL (which proxies and access logs record)
function wsProtocols() { return S.user ? ["canasta", "token." + S.user.token] : ["canasta"]; }
// a seat's client came or left: the server sends who sits where, not the whole state
function onSeats(m) {
  if (S.msg && S.msg.table && m.seats) {
    if (typeof presenceNotes === "function") presenceNotes(S.msg.seats, m.seats);  // table.js (defect 26)
    S.msg.seats = m.seats; renderTable();
  }
}
function send(obj) { if (S.ws && S.ws.readyState === 1) S.ws.send(JSON.stringify(obj)); else setStatus(() => t("table.reconnecting")); }
/* ------------------------------------------------------------------ refusals (i18n-14; used by table.js) */
// A refusal: text, or a function giving it (so it follows a language switch), and the RULES.md id its
// "Why?" link explains.
function errorText() { return typeof S.lastError === "function" ? S.lastError() : S.lastError; }
function whyLink(rule) {
  if (!rule || !S.msg) return "";
  return ` <a class="why" target="_blank" rel="noopener" href="/rules/table/${encodeURIComponent(S.msg.table)}?lang=${S.lang}&why=${encodeURIComponent(rule)}">${esc(t("rules-why"))}</a>`;
}
// A reason from the server ({text, code, params, rule}; older replies: message or reason): reason-<code>
// through Fluent when the catalogs have it, else the English text; a leading RULES.md id moves to the link.
const LEADING_ID = /^((?:[A-Z]{1,2}-?\d+(?:\.\d+)*|§\d+(?:\.\d+)*)(?:[\/,] ?[A-Z]{1,2}-?\d+(?:\.\d+)*)*):\s+([\s\S]*)$/;
const kindish = k => k.includes("kind") || k.includes("card") || ["top", "rank", "meld"].includes(k);
function reasonArgs(params) {
  const out = {};
  for (const k in params) {
    const v = params[k];
    const word = x => kindish(k) && hasMsg("kind-" + String(x)) ? kindName(String(x)) : String(x);
    if (Array.isArray(v)) out[k] = v.map(word).join(" ");
    else if (typeof v === "string" && kindish(k) && hasMsg("kind-" + v)) { out[k] = kindName(v); out[k + "_code"] = v; }
    else out[k] = v;
  }
  return out;
}
function reasonOf(m, text) {
  let s = text !== undefined ? text : (m.text || m.message || m.reason || "");
  let rule = m.rule || null;
  const lead = LEADING_ID.exec(String(s));
  if (lead) { s = lead[2]; rule = rule || lead[1].split(/[\/,]/)[0].trim(); }
  const code = m.reason_code || m.code;
  const english = s;
  // the server's own messages (not the engine's reasons): server-<key> with its params; English as sent
  const own = !m.reason_code && m.key ? "server-" + m.key : null;
  const fn = () => (code && m.params && hasMsg("reason-" + code)) ? t("reason-" + code, reasonArgs(m.params))
    : (own && S.lang !== "en" && S.cat && S.cat.hasMessage(own)) ? t(own, m.params || {}) : english;
  return {text: fn, rule};
}
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
async function renderHistory() {
  const main = $("#main");
  main.innerHTML = `<section class="panel"><h1>${esc(t("history.title"))}</h1><div id="hist">${esc(t("common.loading"))}</div></section>
    <section class="panel"><h2>${esc(t("history.import"))}</h2><p class="hint">${esc(t("history.import_hint"))}</p>
    ${S.user ? `<input type="file" id="import-file" accept="application/json,.json" aria-label="${esc(t("history.import"))}">` : nameForm("lobby.start")}<div id="import-msg" role="alert"></div></section>`;
  bindNameForm(renderHistory);
  const f = $("#import-file");
  if (f) f.onchange = async () => {
    const file = f.files[0];
    if (!file) return;
    try {
      const text = await file.text();
      const r = await api("/api/records", {method: "POST", body: text});
      location.hash = "#/r/" + r.id;
    } catch (e) { $("#import-msg").innerHTML = `<p class="error">${esc(e.message)}</p>`; }
  };
  let rows = [];
  try {  // a table an organiser closed is kept too (its record, replay and fair-deal check)
    rows = (await api("/api/tables?status=finished")).concat(await api("/api/tables?status=imported"), await api("/api/tables?status=closed"));
    rows.sort((x, y) => (y.finished || y.created) - (x.finished || x.created));
  }
  catch (e) { $("#hist").textContent = e.message; return; }
  const playing = await api("/api/tables?status=playing").catch(() => []);
  // my games (those I sat at or made), every game of the server one tick away (defect 21)
  const allRows = rows;
  if (S.user && !S.histAll) rows = rows.filter(tb => tb.mine || tb.owned);
  const closedMark = tb => tb.status === "closed" ? ` <span class="tag closed" data-testid="closed-mark">${esc(t("history-closed"))}</span>` : "";
  const when = x => x ? new Date(x * 1000).toLocaleString(S.lang, {dateStyle: "medium", timeStyle: "short"}) : "";
  const line = tb => `<tr>${stackCell("tb.date", esc(when(tb.finished || tb.created)))}${stackCell("lobby.table", `<code>${esc(tb.id)}</code>`)}${stackCell("lobby.preset", `${esc(t("preset." + tb.preset))}, ${tb.players}`)}${stackCell("lobby.seats", esc(seatsText(tb)))}
    ${stackCell("lobby.score", (tb.result ? esc(tb.result.scores.join(" – ")) : "") + closedMark(tb))}
    <td class="stack-links"><a href="#/r/${esc(tb.id)}">${esc(t("history.replay"))}</a> · <a href="/api/tables/${esc(tb.id)}/record" download="canasta-${esc(tb.id)}.json">${esc(t("history.export"))}</a> · <a href="/club/verify/${esc(tb.id)}?lang=${S.lang}">${esc(t("club-verify"))}</a></td></tr>`;
  const toggle = S.user ? `<label class="hist-all"><input type="checkbox" id="hist-all" ${S.histAll ? "checked" : ""}> ${esc(t("history-all", {n: allRows.length}))}</label>` : "";
  $("#hist").innerHTML = toggle + (rows.length ? `<table class="list stack-table"><thead><tr><th>${esc(t("tb.date"))}</th><th>${esc(t("lobby.table"))}</th><th>${esc(t("lobby.preset"))}</th><th>${esc(t("lobby.seats"))}</th><th>${esc(t("lobby.score"))}</th><th></th></tr></thead><tbody>${rows.map(line).join("")}</tbody></table>`
    : `<p class="hint">${esc(S.user && !S.histAll && allRows.length ? t("history-none-mine") : t("history.none"))}</p>`) +
    (playing.some(tb => S.histAll || !S.user || tb.mine || tb.owned) ? `<h2>${esc(t("history.in_progress"))}</h2><ul>${playing.filter(tb => S.histAll || !S.user || tb.mine || tb.owned).map(tb => `<li><a href="#/t/${esc(tb.id)}">${esc(tb.id)}</a> — ${esc(t("preset." + tb.preset))}, ${esc(seatsText(tb))} (${esc(tb.mine ? t("tb.resume") : t("lobby.watch"))})</li>`).join("")}</ul>` : "");
}
async function openReplay(tid, step) {
  S.replayWant = step;
  let r;
  try { r = await api(`/api/tables/${tid}/replay?step=${step}`); }
  catch (e) { $("#main").innerHTML = `<p class="error">${esc(e.message)}</p>`; return; }
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
function renderReplay() {
  const r = S.replay, p = r.position, info = r.info;
  const name = q => { const s = r.seats[q]; return s.kind === "bot" ? t("table.bot_name", {n: q + 1, level: levelShort(s.level)}) : (s.name || t("table.seat_n", {n: q + 1})); };
  const stepBtn = (id, n, label) => `<button id="rp-${id}" class="rp-step" data-action="replay-step" data-step="${n}" ${n < 0 || n > r.steps ? "disabled" : ""}
    aria-label="${esc(label)}" title="${esc(label)}"><svg viewBox="0 0 16 16" aria-hidden="true"><path d="${RP_ICONS[id]}"/></svg><span class="rp-label">${esc(label)}</span></button>`;
  // the ends of hands: the step before each "deal", and the last step
  const ends = r.moves.map((x, i) => x.move === "deal" ? i : -1).filter(i => i >= 0).concat([r.steps]);
  const nextEnd = ends.find(e => e > r.step);
  const prevEnd = [0].concat(ends).filter(e => e < r.step).pop();
  let html = `<section class="panel rp-panel"><h1>${esc(t("replay.title", {id: r.id}))}</h1>
    <div class="actions rp-steps">${stepBtn("first", 0, t("replay.first"))}${stepBtn("prevhand", prevEnd === undefined ? -1 : prevEnd, t("replay.prev_hand"))}${stepBtn("prev", r.step - 1, t("replay.prev"))}${stepBtn("next", r.step + 1, t("replay.next"))}${stepBtn("nexthand", nextEnd === undefined ? r.steps + 1 : nextEnd, t("replay.next_hand"))}${stepBtn("last", r.steps, t("replay.last"))}</div>
    <p class="rp-now" aria-live="polite">${esc(t("replay.step", {n: r.step, total: r.steps}))}${r.step ? " — " + esc(logLine(name(r.moves[r.step - 1].seat), r.moves[r.step - 1].move)) : ""}</p>
    <p class="hint">${esc(t("replay.keys"))} · <a href="/api/tables/${esc(r.id)}/record" download="canasta-${esc(r.id)}.json">${esc(t("history.export"))}</a></p></section>`;
  // the board as the table shows it: the stock and the pile, then each side with its melds and its
  // players' hands (every hand face up: the game is over, or the replay is the players' own)
  html += `<div class="felt rp-board"><div class="rp-top"><span>${esc(t("table.hand_n", {n: info.hand_no + 1}))} · ${esc(info.scores.join(" – "))}</span>
    <span class="rp-stack"><span class="cardback" aria-hidden="true"></span> ${esc(t("table.stock_n", {n: info.stock}))}</span>
    <span class="rp-stack">${info.pile_top ? cardHTML(info.pile_top) : `<span class="card empty" aria-hidden="true"></span>`} ${esc(t("table.pile_n", {n: info.pile_size}))}</span></div>`;
  info.sides.forEach((sd, si) => {
    const melds = p.melds[si] || [];
    html += `<div class="side rp-side" data-side="${si}"><h3><span>${esc(t("table.side_n", {n: si + 1}))}</span> <span class="score">${esc(t("table.score_n", {n: info.scores[sd.team]}))}</span></h3>
      <div class="melds">${melds.length ? melds.map(md => meldHTML(md, si, p.melds, false)).join("") : `<span class="hint">${esc(t("table.no_melds"))}</span>`}</div>
      <div class="replay-hands">` + sd.seats.map(q => `<div class="rp-hand ${info.turn === q ? "turn" : ""}" data-seat="${q}"><span class="rp-who"><strong>${esc(name(q))}</strong> (${p.hands[q].length})${info.dealer === q ? ` <span class="dealer" title="${esc(t("tb.dealer"))}">${esc(t("tb.dealer_mark"))}</span>` : ""}</span>
        <span class="rp-cards">${p.hands[q].map(f => cardHTML(f)).join("")}</span>${p.red3s[q].length ? `<span class="r3" aria-label="${esc(t("table.red_threes"))}">${p.red3s[q].map(f => cardHTML(f, {cls: "mini"})).join("")}</span>` : ""}</div>`).join("") + `</div></div>`;
  });
  html += `</div>`;
  if (r.result) {
    html += `<section class="panel"><h2>${esc(t("result.hand_over", {n: info.hand_no + 1}))}</h2><table class="list sheet"><tbody>` +
      r.result.sides.map((s, i) => `<tr><th>${esc(t("table.side_n", {n: i + 1}))}</th><td>${s.total}</td></tr>`).join("") + `</tbody></table></section>`;
  }
  $("#main").innerHTML = html;
}

/* ------------------------------------------------------------------ start */
window.addEventListener("hashchange", go);
document.getElementById("lang-select").addEventListener("change", async ev => {
  await loadLang(ev.target.value);
  renderWho();
  if (typeof S.status === "function") setStatus(S.status);
  if (S.msg && S.wsTable) renderTable(); else if (S.replay) renderReplay(); else go();
});
(async function start() {
  loadUser();
  await loadLang(browserLang());
  renderWho();
  refreshRole();
  go();
})();
document.addEventListener("change", ev => { if (ev.target.id === "hist-all") { S.histAll = ev.target.checked; renderHistory(); } });

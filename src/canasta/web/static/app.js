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
  const headers = Object.assign({"content-type": "application/json"}, opts.headers || {});
  if (S.user) headers["x-token"] = S.user.token;
  let res;
  try {
    res = await fetch(path, Object.assign({}, opts, {headers}));
  } catch (e) {
    throw new Error(t("err.network"));
  }
  let data = null;
  try { data = await res.json(); } catch (e) { data = null; }
  if (!res.ok) throw new Error((data && data.error) || (t("err.http") + " " + res.status));
  return data;
}
function saveUser(u) { S.user = u; localStorage.setItem("canasta.user", JSON.stringify(u)); renderWho(); }
function loadUser() {
  try { const u = JSON.parse(localStorage.getItem("canasta.user") || "null"); if (u && u.token) S.user = u; } catch (e) { S.user = null; }
}
function renderWho() {
  $("#whoami").textContent = S.user ? t("nav.playing_as", {name: S.user.name}) : "";
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
function kindName(k) { return t("kind." + k); }
function levelName(l) { return hasMsg("level." + l) ? t("level." + l) : l; }
function cardLabel(f) {
  if (f === null || f === undefined) return t("card.facedown");
  if (f === "JK") return t("card.joker");
  return t("card.label", {rank: t("rank." + f.slice(0, -1)), suit: t("suit." + f.slice(-1))});
}
function cardHTML(f, opts) {
  opts = opts || {};
  const tag = opts.button ? "button" : "span";
  if (f === null || f === undefined) return `<span class="cardback" role="img" aria-label="${esc(t("card.facedown"))}"></span>`;
  const red = f === "JK" || f.endsWith("h") || f.endsWith("d");
  const k = faceKind(f);
  const cls = "card" + (red ? " red" : "") + (isWildKind(k) ? " wild" : "") + (opts.big ? " big" : "");
  const top = f === "JK" ? "🃏" : f.slice(0, -1);
  const bottom = f === "JK" ? "JK" : SUITS[f.slice(-1)];
  const extra = opts.attrs || "";
  const role = opts.button ? "" : ` role="img"`;
  return `<${tag} class="${cls}"${role} aria-label="${esc(cardLabel(f))}" ${extra}><span aria-hidden="true">${esc(top)}</span><span aria-hidden="true">${bottom}</span></${tag}>`;
}
function meldName(key) { return key === "W" ? t("meld.wild") : t("meld.of", {rank: kindName(key)}); }

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
function moveLabel(text, top) {
  const m = parseMove(text);
  const topName = top ? cardLabel(top) : t("pile.top");
  switch (m.action) {
    case "take":
      if (m.target) return t("move.take_on", {top: topName, meld: meldName(m.target)});
      if (!m.cards.length) return t("move.take_lay", {top: topName});
      return t("move.take_with", {top: topName, cards: cardsText(m.cards)});
    case "meld": return t("move.meld", {cards: cardsText(m.cards)});
    case "add": return t("move.add", {card: kindName(m.cards[0]), meld: meldName(m.target)});
    case "discard": return t("move.discard", {card: kindName(m.cards[0])});
    default: return t("move." + m.action);
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
  const tok = params.get("token");
  if (tok && (!S.user || S.user.token !== tok)) {
    try { S.user = {token: tok}; const me = await api("/api/me"); saveUser({id: me.id, name: me.name, token: tok}); }
    catch (e) { S.user = null; loadUser(); setStatus(e.message); }
    history.replaceState(null, "", "#/" + parts.join("/"));
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
    catch (e) { setStatus(e.message); }
  });
}

async function renderLobby() {
  const main = $("#main");
  if (!S.meta) S.meta = await api("/api/meta");
  if (!S.user) {
    main.innerHTML = `<section class="panel"><h1>${esc(t("lobby.welcome"))}</h1><p>${esc(t("lobby.intro"))}</p>${nameForm("lobby.start")}</section>`;
    bindNameForm(renderLobby);
    $("#name-input").focus();
    return;
  }
  const presets = Object.keys(S.meta.presets);
  const levels = S.meta.bots;
  main.innerHTML = `
  <div class="grid2">
  <section class="panel" aria-labelledby="new-h"><h2 id="new-h">${esc(t("lobby.new_table"))}</h2>
    <form id="new-table">
      <div class="form-row">
        <label>${esc(t("lobby.preset"))}<select id="preset">${presets.map(p => `<option value="${p}">${esc(t("preset." + p))}</option>`).join("")}</select></label>
        <label>${esc(t("lobby.players"))}<select id="players"></select></label>
        <label>${esc(t("lobby.sides"))}<select id="partnership"></select></label>
        <label>${esc(t("lobby.target"))}<input id="target" type="number" min="50" step="50" placeholder="${esc(t("lobby.default"))}" inputmode="numeric"></label>
      </div>
      <fieldset><legend>${esc(t("lobby.seats"))}</legend><div id="seat-specs" class="form-row"></div></fieldset>
      <label for="house">${esc(t("lobby.house_rules"))}</label>
      <textarea id="house" placeholder="hand_size=7&#10;canastas_to_go_out=2" aria-describedby="house-hint"></textarea>
      <p id="house-hint" class="hint">${esc(t("lobby.house_hint"))}</p>
      <details><summary>${esc(t("lobby.rule_list"))}</summary><dl class="rule-list">${S.meta.rules.map(r => `<dt><code>${esc(r.name)}</code></dt><dd>${esc(r.help)}</dd>`).join("")}</dl></details>
      <div id="create-error" role="alert"></div>
      <button class="primary" type="submit" id="create">${esc(t("lobby.create"))}</button>
    </form>
  </section>
  <section class="panel" aria-labelledby="open-h"><h2 id="open-h">${esc(t("lobby.open_tables"))}</h2>
    <div id="open-list">${esc(t("common.loading"))}</div>
    <button id="refresh">${esc(t("lobby.refresh"))}</button>
  </section></div>`;
  const presetSel = $("#preset"), playersSel = $("#players"), partSel = $("#partnership");
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
  fillPlayers();
  $("#new-table").addEventListener("submit", async ev => {
    ev.preventDefault();
    const rules = {};
    const lines = $("#house").value.split(/[\n,;]+/).map(s => s.trim()).filter(Boolean);
    for (const line of lines) {
      const i = line.indexOf("=");
      if (i <= 0) { $("#create-error").innerHTML = `<p class="error">${esc(t("lobby.bad_rule", {line}))}</p>`; return; }
      rules[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
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
  $("#refresh").onclick = listOpen;
  listOpen();
  clearInterval(S.lobbyTimer);
  S.lobbyTimer = setInterval(() => { if (route().parts.length === 0 && !document.hidden) listOpen(); else clearInterval(S.lobbyTimer); }, 5000);
}
function seatsText(tb) {
  return tb.seats.map(s => s.kind === "bot" ? t("lobby.seat_bot", {level: levelName(s.level)}) : (s.taken ? s.name : "—")).join(", ");
}
async function listOpen() {
  const box = $("#open-list");
  if (!box) return;
  let tables;
  try { tables = await api("/api/tables?status=playing"); } catch (e) { box.textContent = e.message; return; }
  if (!tables.length) { box.innerHTML = `<p class="hint">${esc(t("lobby.no_tables"))}</p>`; return; }
  box.innerHTML = `<table class="list"><thead><tr><th>${esc(t("lobby.table"))}</th><th>${esc(t("lobby.seats"))}</th><th>${esc(t("lobby.score"))}</th><th></th></tr></thead><tbody>` +
    tables.map(tb => `<tr><td>${esc(t("preset." + tb.preset))}, ${tb.players} · <code>${esc(tb.id)}</code></td><td>${esc(seatsText(tb))}</td>
      <td>${esc(t("table.hand_n", {n: tb.hand || 1}))}: ${esc((tb.scores || []).join(" – "))}</td>
      <td><a href="#/t/${esc(tb.id)}">${esc(tb.open_seats.length ? t("lobby.join") : t("lobby.watch"))}</a></td></tr>`).join("") + "</tbody></table>";
}

/* ------------------------------------------------------------------ table: connection */
function closeWS() {
  if (S.ws) { S.ws.onclose = null; S.ws.close(); }
  S.ws = null; S.wsTable = null; S.msg = null; S.preview = null; S.staged = []; S.selected = [];
  S.fullLogOpen = false; S.fullLogHTML = "";
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
  const tok = S.user ? "?token=" + encodeURIComponent(S.user.token) : "";
  const ws = new WebSocket(`${proto}://${location.host}/ws/${encodeURIComponent(tid)}${tok}`);
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
function send(obj) { if (S.ws && S.ws.readyState === 1) S.ws.send(JSON.stringify(obj)); else setStatus(() => t("table.reconnecting")); }
function onMessage(m) {
  document.body.dataset.n = String(+(document.body.dataset.n || 0) + 1);  // lets tests wait for a reply
  if (m.type === "state") {
    if (S.msg && S.msg.table === m.table && m.version < S.msg.version && m.seat === S.msg.seat) return;  // overtaken
    const changed = !S.msg || S.msg.version !== m.version;
    S.msg = m;
    if (changed) { S.preview = null; S.staged = []; S.selected = []; S.lastError = ""; if (S.fullLogOpen) loadFullLog(); }
    renderTable();
    if (changed && m.last && m.last.length) announce(m);
    if (changed && m.result && m.last && m.last.length) { const h = $("#res-h"); if (h) { h.tabIndex = -1; h.focus(); } }
  } else if (m.type === "preview") {
    S.preview = m; S.selected = []; S.lastError = ""; renderTable();
  } else if (m.type === "error" && (m.code === "stale" || m.code === "not_your_turn")) {
    S.pendingPreview = false; S.staged = []; S.preview = null;
    setStatus(() => t("table.resynced"));  // the table moved on first; a fresh state follows
  } else if (m.type === "error") {
    if (m.code === "illegal" || m.code === "syntax") {
      if (S.pendingPreview) { S.staged.pop(); }
    }
    S.pendingPreview = false;
    showError(m.move ? t("table.not_allowed", {move: moveLabel(m.move, topCard()), reason: m.message}) : m.message);
  } else if (m.type === "explain") {
    showError(m.legal ? t("table.is_legal", {move: moveLabel(m.move, topCard())}) : t("table.not_allowed", {move: moveLabel(m.move, topCard()), reason: m.reason}));
  }
  if (m.type === "preview") S.pendingPreview = false;
}
function showError(text) { S.lastError = text; renderTable(); const e = $("#move-error"); if (e) e.focus(); }
function announce(m) {
  const last = m.log[m.log.length - 1];
  if (!last) return;
  const mine = m.seat >= 0 && m.info.turn === m.seat && m.view.legal_moves.length && !["hand_over", "match_over"].includes(m.info.phase);
  setStatus(() => t("table.announce", {name: seatName(last.seat), move: moveLabel(last.move, null)}) + (mine ? " — " + t("table.your_turn") : ""));
}

/* ------------------------------------------------------------------ table: model */
function cur() { return S.preview || S.msg; }   // what is shown: the staged preview, or the table
function topCard() { const c = cur(); return c ? c.info.pile_top : null; }
function seatName(q) {
  const s = S.msg && S.msg.seats[q];
  if (!s) return t("table.seat_n", {n: q + 1});
  if (s.kind === "bot") return t("table.bot_name", {n: q + 1, level: levelName(s.level)});
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
  if ((m.action === "meld" || m.action === "add")) {
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
function canonicalKinds(ks) { return [...ks].sort((a, b) => kindIndex(b) - kindIndex(a)); }

/* ------------------------------------------------------------------ table: rendering */
function renderTable() {
  const m = S.msg;
  const main = $("#main");
  if (!m) return;
  const c = cur();
  const v = c.view, info = c.info;
  const me = m.seat;
  const focusKey = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.fk : null;
  const myTurn = me >= 0 && info.turn === me && !["hand_over", "match_over"].includes(info.phase);
  const turnText = info.phase === "match_over" ? t("table.match_over") : info.phase === "hand_over" ? t("table.hand_over")
    : myTurn ? t("table.your_turn") : t("table.turn_of", {name: seatName(info.turn)});
  const openSeats = m.seats.filter(s => s.kind === "human" && !s.taken);
  let html = `<h1 class="sr-only">${esc(t("table.title"))}</h1>
  <div class="panel"><div class="form-row" style="justify-content:space-between">
    <div><strong>${esc(t("preset." + info.preset))}</strong> · ${esc(t("table.hand_n", {n: info.hand_no + 1}))} ·
      ${esc(t("table.target", {n: info.target}))} · <span id="turn" class="${myTurn ? "yourturn" : ""}">${esc(turnText)}</span></div>
    <div><label>${esc(t("table.invite"))} <input id="invite" readonly size="34" value="${esc(location.origin + "/#/t/" + m.table)}"></label>
      <button data-action="copy" data-fk="copy">${esc(t("table.copy"))}</button></div>
  </div>`;
  if (me < 0) {
    html += `<p>${esc(t("table.spectating"))}</p>`;
    if (openSeats.length && m.view.phase !== "match_over") {
      if (!S.user) html += nameForm("table.sit_down");
      else html += `<div class="actions">${openSeats.map(s => `<button class="primary" data-action="sit" data-seat="${s.seat}" data-fk="sit${s.seat}">${esc(t("table.sit_at", {n: s.seat + 1}))}</button>`).join("")}</div>`;
    }
  } else {
    if (S.user && m.owner === S.user.id && openSeats.length && !["match_over"].includes(m.info.phase)) {
      const lv = S.meta ? S.meta.bots : ["random"];
      html += `<div class="form-row">${openSeats.map(s => `<label>${esc(t("table.fill_seat", {n: s.seat + 1}))}
        <select id="fill-level-${s.seat}">${lv.map(l => `<option value="${esc(l)}">${esc(levelName(l))}</option>`).join("")}</select></label>
        <button data-action="fill" data-seat="${s.seat}" data-fk="fill${s.seat}">${esc(t("table.fill_button"))}</button>`).join("")}</div>`;
    }
    html += `<details><summary>${esc(t("table.personal_link"))}</summary><p class="hint">${esc(t("table.personal_hint"))}</p>
      <input readonly size="60" value="${esc(location.origin + "/#/t/" + m.table + "?token=" + (S.user ? S.user.token : ""))}"></details>`;
  }
  html += `</div><div class="felt">`;
  // seats
  html += `<section aria-label="${esc(t("table.players"))}" class="seats">` + m.seats.map(s => {
    const q = s.seat;
    const cnt = info.hand_counts[q];
    const r3 = (v.red3s[q] || []);
    const sideIdx = info.side_of[q];
    return `<div class="seat ${info.turn === q && !["hand_over", "match_over"].includes(info.phase) ? "turn" : ""}" aria-label="${esc(seatName(q))}">
      <span class="dot ${s.online ? "on" : ""}" aria-hidden="true"></span><strong>${esc(seatName(q))}</strong>${q === me ? " " + esc(t("table.you")) : ""}
      <div>${esc(sideIdx < 0 ? t("table.sitting_out") : t("table.side_n", {n: sideIdx + 1}))} · ${esc(t("table.cards_n", {n: cnt}))}</div>
      ${r3.length ? `<div>${esc(t("table.red_threes"))}: ${r3.map(f => cardHTML(f)).join("")}</div>` : ""}
    </div>`;
  }).join("") + `</section>`;
  // melds + pile
  html += `<div class="middle"><section class="sides" aria-label="${esc(t("table.melds"))}">`;
  const mySide = me >= 0 ? info.side_of[me] : -1;
  const base = S.msg.view.melds;
  info.sides.forEach((sd, si) => {
    const names = sd.seats.map(seatName).join(", ");
    const team = info.team_of[sd.seats[0]];
    const open = sd.opened ? t("table.opened") : t("table.needs_opening", {min: sd.minimum, have: sd.progress});
    html += `<div class="side"><h3>${esc(si === mySide ? t("table.your_side") : t("table.side_n", {n: si + 1}))}: ${esc(names)} — ${esc(t("table.score_n", {n: info.scores[team]}))}</h3>
      <p class="hint" style="color:#dfe">${esc(open)}</p><div class="melds">`;
    const melds = v.melds[si] || [];
    if (!melds.length) html += `<span class="hint" style="color:#cdd">${esc(t("table.no_melds"))}</span>`;
    for (const md of melds) {
      const old = (base[si] || []).find(x => x.key === md.key);
      const staged = !old || old.cards.length !== md.cards.length;
      const wild = md.cards.filter(f => isWildKind(faceKind(f))).length;
      const canasta = md.cards.length >= 7;
      const badge = canasta ? `<span class="badge ${wild ? "mixed" : "natural"}">${esc(wild ? t("meld.mixed_canasta") : t("meld.natural_canasta"))}</span>` : "";
      const clickable = si === mySide && myTurn;
      const tag = clickable ? "button" : "div";
      html += `<${tag} class="meld ${staged ? "staged" : ""}" ${clickable ? `data-action="meldclick" data-key="${esc(md.key)}" data-fk="meld${esc(md.key)}"` : ""}
        aria-label="${esc(meldName(md.key) + ", " + t("table.cards_n", {n: md.cards.length}) + (canasta ? ", " + (wild ? t("meld.mixed_canasta") : t("meld.natural_canasta")) : "") + (staged ? ", " + t("table.staged") : ""))}">
        <div>${esc(meldName(md.key))} (${md.cards.length})${badge}</div><div class="cards">${md.cards.map(f => cardHTML(f)).join("")}</div></${tag}>`;
    }
    html += `</div></div>`;
  });
  html += `</section><section class="pilebox" aria-label="${esc(t("table.pile_and_stock"))}">
    <div class="stack"><div class="cardback" role="img" aria-label="${esc(t("table.stock_n", {n: info.stock}))}"></div><div>${esc(t("table.stock_n", {n: info.stock}))}</div></div>
    <div class="stack">${info.pile_top ? cardHTML(info.pile_top, {big: true}) : `<div class="card big" role="img" aria-label="${esc(t("table.pile_empty"))}">–</div>`}
      <div>${esc(t("table.pile_n", {n: info.pile_size}))}</div>
      ${info.pile_reasons.map(r => `<div class="reason">${esc(t("pile." + r))}</div>`).join("")}</div>
  </section></div>`;
  // my hand
  if (me >= 0) {
    const hand = myHand();
    const groups = {};
    hand.forEach((f, i) => { const k = faceKind(f); (groups[k] = groups[k] || []).push(i); });
    const kinds = Object.keys(groups).sort((a, b) => kindIndex(a) - kindIndex(b));
    html += `<section class="hand" aria-labelledby="hand-h"><h2 id="hand-h" style="font-size:1.05rem">${esc(t("table.your_hand", {n: hand.length}))}</h2>`;
    if (v.pending && v.pending.length) html += `<p>${esc(t("table.pending"))}: ${v.pending.map(f => cardHTML(f)).join("")}</p>`;
    html += `<div class="groups">` + kinds.map(k => `<div class="group" role="group" aria-label="${esc(kindName(k) + " × " + groups[k].length)}">
      <div class="cards">${groups[k].map(i => cardHTML(hand[i], {button: true, attrs: `data-action="pick" data-i="${i}" data-fk="c${i}" aria-pressed="${S.selected.includes(i)}"`})).join("")}</div>
      <div class="count">${esc(kindName(k))} ×${groups[k].length}</div></div>`).join("") + `</div>`;
    html += renderActions(myTurn, info);
    html += `</section>`;
  }
  html += `</div>`;
  // results, sheet, log
  if (m.result) html += renderResult(m);
  html += `<div class="grid2"><section class="panel" aria-labelledby="sheet-h"><h2 id="sheet-h">${esc(t("table.score_sheet"))}</h2>${renderSheet(m.info)}</section>
    <section class="panel" aria-labelledby="log-h"><h2 id="log-h">${esc(t("table.move_log"))}</h2>${renderLog(m)}</section></div>`;
  main.innerHTML = html;
  Object.assign(document.body.dataset, {version: String(m.version), seat: String(me), phase: info.phase, staged: String(S.staged.length)});
  bindNameForm(() => { closeWS(); openTable(m.table); });
  renderDialog(m);
  if (focusKey) { const el = main.querySelector(`[data-fk="${CSS.escape(focusKey)}"]`); if (el) el.focus(); }
}

function renderActions(myTurn, info) {
  const lm = legal();
  const sel = selectedKinds();
  let html = "";
  if (S.lastError) html += `<p class="error" id="move-error" tabindex="-1" role="alert">${esc(S.lastError)}</p>`;
  if (S.staged.length) {
    html += `<div class="staging" role="region" aria-label="${esc(t("table.staged"))}"><strong>${esc(t("table.staged"))}:</strong>
      ${S.staged.map(x => esc(moveLabel(x, null))).join("; ")}
      <div class="actions"><button class="primary" data-action="confirm" data-fk="confirm">${esc(t("table.confirm"))}</button>
      <button data-action="unstage" data-fk="unstage">${esc(t("table.unstage"))}</button></div>
      <p class="hint" style="color:#eee">${esc(t("table.staged_hint"))}</p>
      ${S.preview && ["hand_over", "match_over"].includes(S.preview.info.phase) ? `<p><strong>${esc(t("table.staged_goes_out"))}</strong></p>` : ""}</div>`;
  }
  if (info.can_deal) return html + `<div class="actions"><button class="primary" data-action="move" data-move="deal" data-fk="deal">${esc(t("move.deal"))}</button></div>`;
  if (!myTurn || info.phase === "answer") return html;
  // buttons for the selection
  const btn = (text, label, isLegal, fk) => `<button class="${isLegal ? "legal" : ""}" data-action="try" data-move="${esc(text)}" data-fk="${esc(fk || text)}">${esc(label)}</button>`;
  const parts = [];
  if (sel.length) {
    const ck = canonicalKinds(sel);
    if (sel.length >= 1 && sel.length <= 3 && info.phase === "draw") {
      // taking the pile with the selected cards
      const takes = lm.filter(x => x.startsWith("take") && sameKinds(parseMove(x).cards, sel));
      takes.forEach(x => parts.push(btn(x, moveLabel(x, info.pile_top), true)));
    }
    if (sel.length === 3) { const tx = "meld " + ck.join(" "); parts.push(btn(tx, moveLabel(tx), lm.includes(tx), "selmeld")); }
    if (sel.length === 1) {
      const k = sel[0];
      const adds = lm.filter(x => x.startsWith("add ") && parseMove(x).cards[0] === k);
      adds.forEach(x => parts.push(btn(x, moveLabel(x), true)));
      const side = info.side_of[S.msg.seat];
      const hasMeld = (cur().view.melds[side] || []).some(md => md.key === k);
      if (!adds.length && hasMeld) parts.push(btn("add " + k, moveLabel("add " + k), false, "seladd"));
      const d = "discard " + k;
      parts.push(btn(d, moveLabel(d), lm.includes(d), "seldiscard"));
    }
    if (sel.length === 2 || sel.length > 3) parts.push(`<span class="hint" style="color:#eee">${esc(t("table.select_hint_n", {n: sel.length}))}</span>`);
  } else {
    parts.push(`<span class="hint" style="color:#eee">${esc(t("table.select_hint"))}</span>`);
  }
  html += `<div class="actions" aria-label="${esc(t("table.actions"))}">${parts.join("")}</div>`;
  // every legal move, grouped
  const groups = {take: [], draw: [], meld: [], add: [], discard: [], other: []};
  for (const x of lm) { const a = parseMove(x).action; (groups[a] || groups.other).push(x); }
  html += `<div aria-label="${esc(t("table.legal_moves"))}" role="region" id="legal"><h3 style="font-size:.95rem">${esc(t("table.legal_moves"))}</h3>`;
  for (const g of ["draw", "take", "meld", "add", "discard", "other"]) {
    if (!groups[g].length) continue;
    html += `<div class="moves">` + groups[g].map(x => `<button class="legal" data-action="move" data-move="${esc(x)}" data-fk="lm:${esc(x)}">${esc(moveLabel(x, info.pile_top))}</button>`).join("") + `</div>`;
  }
  html += `</div>`;
  html += `<details><summary>${esc(t("table.type_move"))}</summary><form id="type-move" class="form-row"><label>${esc(t("table.notation"))}<input id="move-text" placeholder="meld 7 7 7"></label><button>${esc(t("table.send"))}</button></form></details>`;
  return html;
}

function renderResult(m) {
  const r = m.result;
  const rows = ["melded", "natural_canastas", "mixed_canastas", "canasta_bonus", "concealed_canasta_bonus", "red_threes", "red3_points", "going_out", "in_hand", "total"];
  let html = `<section class="panel" aria-labelledby="res-h" id="result"><h2 id="res-h">${esc(m.info.phase === "match_over" ? t("result.match_over") : t("result.hand_over", {n: m.info.hand_no + 1}))}</h2>`;
  if (r.went_out >= 0) html += `<p>${esc(t(r.concealed ? "result.went_out_concealed" : "result.went_out", {name: seatName(r.went_out)}))}</p>`;
  else html += `<p>${esc(t("result.ended_" + r.ended_by))}</p>`;
  html += `<table class="list sheet"><thead><tr><th></th>${r.sides.map((s, i) => `<th>${esc(t("table.side_n", {n: i + 1}))}: ${esc(s.seats.map(seatName).join(", "))}</th>`).join("")}</tr></thead><tbody>`;
  const shown = (row, x) => row === "in_hand" && x > 0 ? "−" + x : String(x);
  for (const row of rows) html += `<tr><th scope="row">${esc(t("result." + row))}</th>${r.sides.map(s => `<td>${esc(shown(row, s[row]))}</td>`).join("")}</tr>`;
  html += `</tbody></table>`;
  if (m.info.phase === "match_over") {
    const w = m.info.winners.map(tm => m.info.teams[tm].map(seatName).join(" & ")).join(", ");
    html += `<p><strong>${esc(t("result.winner", {names: w}))}</strong></p><p><a href="#/r/${esc(m.table)}">${esc(t("history.replay"))}</a> · <a href="/api/tables/${esc(m.table)}/record" download="canasta-${esc(m.table)}.json">${esc(t("history.export"))}</a></p>`;
  } else if (m.info.can_deal) {
    html += `<button class="primary" data-action="move" data-move="deal" data-fk="deal2">${esc(t("move.deal"))}</button>`;
  } else html += `<p class="hint">${esc(t("result.waiting_deal"))}</p>`;
  return html + `</section>`;
}
function renderSheet(info) {
  const teams = info.teams;
  let html = `<table class="list sheet"><thead><tr><th>${esc(t("table.hand"))}</th>${teams.map(tm => `<th>${esc(tm.map(seatName).join(" & "))}</th>`).join("")}</tr></thead><tbody>`;
  info.sheet.forEach((row, i) => { html += `<tr><td>${i + 1}</td>${row.map(x => `<td>${x}</td>`).join("")}</tr>`; });
  html += `<tr><th>${esc(t("table.total"))}</th>${info.scores.map(x => `<th>${x}</th>`).join("")}</tr></tbody></table>`;
  return html + `<p class="hint">${esc(t("table.target", {n: info.target}))}</p>`;
}
function renderLog(m) {
  const items = m.log.filter(x => x.hand === m.info.hand_no || (x.move === "deal" && x.hand === m.info.hand_no - 1));
  const li = items.slice(-60).reverse().map((x, i) => `<li class="${i === 0 ? "latest" : ""}">${esc(seatName(x.seat))}: ${esc(moveLabel(x.move, null))}</li>`).join("");
  return `<ol class="log" reversed>${li || `<li>${esc(t("table.no_moves"))}</li>`}</ol>
    <details id="full-log" data-fk="full-log"${S.fullLogOpen ? " open" : ""}><summary>${esc(t("table.whole_game"))}</summary><div id="full-log-body">${S.fullLogHTML || ""}</div></details>`;
}
async function loadFullLog() {
  if (!S.msg) return;
  let rows;
  try { rows = await api(`/api/tables/${S.msg.table}/log`); } catch (e) { S.fullLogHTML = esc(e.message); return; }
  const hands = {};
  for (const x of rows) (hands[x.hand] = hands[x.hand] || []).push(x);
  S.fullLogHTML = Object.keys(hands).map(h => `<h3 style="font-size:.95rem">${esc(t("table.hand_n", {n: +h + 1}))}</h3><ol class="log">` +
    hands[h].map(x => `<li value="${x.n}">${esc(seatName(x.seat))}: ${esc(moveLabel(x.move, null))}</li>`).join("") + "</ol>").join("");
  const body = $("#full-log-body");
  if (body) body.innerHTML = S.fullLogHTML;
}
document.addEventListener("toggle", ev => {
  if (ev.target.id === "full-log") { S.fullLogOpen = ev.target.open; if (ev.target.open) loadFullLog(); }
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

/* ------------------------------------------------------------------ table: events */
document.addEventListener("click", async ev => {
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
  else if (a === "meldclick") {
    const sel = selectedKinds();
    if (sel.length !== 1) { showError(t("table.pick_one_for_meld")); return; }
    const k = sel[0], key = el.dataset.key;
    tryMove(k === key ? "add " + k : "add " + k + " to " + key);
  } else if (a === "sit") {
    try { await api(`/api/tables/${S.msg.table}/sit/${el.dataset.seat}`, {method: "POST"}); send({type: "resync"}); }
    catch (e) { showError(e.message); }
  } else if (a === "fill") {
    const seat = el.dataset.seat, level = $("#fill-level-" + seat).value;
    try { await api(`/api/tables/${S.msg.table}/bot/${seat}?level=${encodeURIComponent(level)}`, {method: "POST"}); }
    catch (e) { showError(e.message); }
  } else if (a === "copy") {
    const inp = $("#invite"); inp.select();
    try { await navigator.clipboard.writeText(inp.value); setStatus(() => t("table.copied")); } catch (e) { document.execCommand && document.execCommand("copy"); }
  } else if (a === "replay-step") stepReplay(+el.dataset.step);
});
// Pointing at (or focusing) a move shows the hand cards it uses, e.g. the pair that takes the pile.
function showUses(ev) {
  document.querySelectorAll(".hand .card.uses").forEach(el => el.classList.remove("uses"));
  const b = ev.target.closest && ev.target.closest("button[data-move]");
  if (!b || ev.type === "mouseout" || ev.type === "focusout") return;
  const hand = myHand(), used = [];
  for (const k of parseMove(b.dataset.move).cards) {
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
    if (text) tryMove(text);
  }
});
document.addEventListener("keydown", ev => {
  if (S.replay && ["ArrowLeft", "ArrowRight", "Home", "End"].includes(ev.key) && !/INPUT|SELECT|TEXTAREA/.test(document.activeElement.tagName)) {
    const r = S.replay, n = r.steps, at = S.replayWant === undefined ? r.step : S.replayWant;
    const step = {ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: n}[ev.key];
    ev.preventDefault();
    stepReplay(Math.max(0, Math.min(n, step)));
  }
  if (ev.key === "Escape" && S.staged.length) { S.staged = []; S.preview = null; renderTable(); }
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
  try { rows = (await api("/api/tables?status=finished")).concat(await api("/api/tables?status=imported")); }
  catch (e) { $("#hist").textContent = e.message; return; }
  const playing = await api("/api/tables?status=playing").catch(() => []);
  const line = tb => `<tr><td><code>${esc(tb.id)}</code></td><td>${esc(t("preset." + tb.preset))}, ${tb.players}</td><td>${esc(seatsText(tb))}</td>
    <td>${tb.result ? esc(tb.result.scores.join(" – ")) : ""}</td>
    <td><a href="#/r/${esc(tb.id)}">${esc(t("history.replay"))}</a> · <a href="/api/tables/${esc(tb.id)}/record" download="canasta-${esc(tb.id)}.json">${esc(t("history.export"))}</a></td></tr>`;
  $("#hist").innerHTML = (rows.length ? `<table class="list"><thead><tr><th>${esc(t("lobby.table"))}</th><th>${esc(t("lobby.preset"))}</th><th>${esc(t("lobby.seats"))}</th><th>${esc(t("lobby.score"))}</th><th></th></tr></thead><tbody>${rows.map(line).join("")}</tbody></table>`
    : `<p class="hint">${esc(t("history.none"))}</p>`) +
    (playing.length ? `<h2>${esc(t("history.in_progress"))}</h2><ul>${playing.map(tb => `<li><a href="#/t/${esc(tb.id)}">${esc(tb.id)}</a> — ${esc(t("preset." + tb.preset))}, ${esc(seatsText(tb))} (${esc(t("lobby.watch"))})</li>`).join("")}</ul>` : "");
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
function renderReplay() {
  const r = S.replay, p = r.position, info = r.info;
  const name = q => { const s = r.seats[q]; return s.kind === "bot" ? t("table.bot_name", {n: q + 1, level: levelName(s.level)}) : (s.name || t("table.seat_n", {n: q + 1})); };
  const stepBtn = (id, n, label) => `<button id="rp-${id}" data-action="replay-step" data-step="${n}" ${n < 0 || n > r.steps ? "disabled" : ""} onclick="S.lastStepBtn='${id}'">${esc(label)}</button>`;
  // the ends of hands: the step before each "deal", and the last step
  const ends = r.moves.map((x, i) => x.move === "deal" ? i : -1).filter(i => i >= 0).concat([r.steps]);
  const nextEnd = ends.find(e => e > r.step);
  const prevEnd = [0].concat(ends).filter(e => e < r.step).pop();
  let html = `<section class="panel"><h1>${esc(t("replay.title", {id: r.id}))}</h1>
    <div class="actions">${stepBtn("first", 0, t("replay.first"))}${stepBtn("prevhand", prevEnd === undefined ? -1 : prevEnd, t("replay.prev_hand"))}${stepBtn("prev", r.step - 1, t("replay.prev"))}${stepBtn("next", r.step + 1, t("replay.next"))}${stepBtn("nexthand", nextEnd === undefined ? r.steps + 1 : nextEnd, t("replay.next_hand"))}${stepBtn("last", r.steps, t("replay.last"))}
    <span aria-live="polite">${esc(t("replay.step", {n: r.step, total: r.steps}))}${r.step ? " — " + esc(name(r.moves[r.step - 1].seat)) + ": " + esc(moveLabel(r.moves[r.step - 1].move, null)) : ""}</span></div>
    <p class="hint">${esc(t("replay.keys"))} · <a href="/api/tables/${esc(r.id)}/record" download="canasta-${esc(r.id)}.json">${esc(t("history.export"))}</a></p></section>
    <div class="felt"><p>${esc(t("table.hand_n", {n: info.hand_no + 1}))} · ${esc(t("table.stock_n", {n: info.stock}))} · ${esc(t("table.pile_n", {n: info.pile_size}))} ${info.pile_top ? cardHTML(info.pile_top) : ""} · ${esc(info.scores.join(" – "))}</p>
    <div class="seats replay-hands">` + p.hands.map((h, q) => `<div class="seat ${info.turn === q ? "turn" : ""}"><strong>${esc(name(q))}</strong> (${h.length}) ${h.map(f => cardHTML(f)).join("")}${p.red3s[q].length ? ` · ${esc(t("table.red_threes"))}: ${p.red3s[q].map(f => cardHTML(f)).join("")}` : ""}</div>`).join("") + `</div>`;
  p.melds.forEach((side, si) => {
    html += `<div class="side"><h3>${esc(t("table.side_n", {n: si + 1}))}</h3><div class="melds">` + side.map(md => `<div class="meld"><div>${esc(meldName(md.key))} (${md.cards.length})</div><div class="cards">${md.cards.map(f => cardHTML(f)).join("")}</div></div>`).join("") + `</div></div>`;
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
  go();
})();

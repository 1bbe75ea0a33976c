/* The table's clicks, keys and forms (one listener each on the document, by data-action). */
import {nothing} from "../vendor/lit-html/lit-html.js";
import {api} from "./api.js";
import {send} from "./connection.js";
import {$, setStatus, show} from "./dom.js";
import {DRAG, takePile} from "./drag.js";
import {moveInHand, setSort} from "./hand.js";
import {t} from "./i18n.js";
import {legal, myHand, perform, selectedKinds, showError, tryMove, undo} from "./model.js";
import {setPref} from "./prefs.js";
import {S} from "./store.js";
import {renderTable} from "./table.js";
import {faceKind, parseMove} from "./words.js";

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
  else if (a === "answer") { show($("#dialog-root"), nothing); send({type: "move", version: S.msg.version, moves: [el.dataset.move]}); }
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
  } else if (a === "replay-step") { /* history.js */ } else if (a === "copy") {
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

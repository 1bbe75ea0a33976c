/* The table's chat: its lines (and the table's own, defect 26), the reactions, the bubbles over the seats. */
import {html} from "../vendor/lit-html/lit-html.js";
import {setStatus} from "./dom.js";
import {t, tOr} from "./i18n.js";
import {REACTIONS} from "./prefs.js";
import {S} from "./store.js";
import {renderTable} from "./table.js";

/* ------------------------------------------------------------------ chat */
export function renderChat(m) {
  const all = [];
  const sys = (S.sysLines || []).filter(x => x.table === m.table);
  (S.chat || []).forEach((x, i) => { sys.filter(y => y.after === i).forEach(y => all.push(y)); all.push(x); });
  sys.filter(y => y.after >= (S.chat || []).length).forEach(y => all.push(y));
  const items = all.filter(x => x.table === m.table).slice(-100);
  const quiet = !!(S.quiet && S.quiet.table === m.table && S.quiet.on);
  const canChat = !!S.user && (m.seat >= 0 || !quiet);
  return html`<ol class="chat-list" aria-live="off" tabindex="0" aria-label=${t("tb.chat")}>${items.length ? items.map(x => x.system ? html`<li class="system"><em>${typeof x.text === "function" ? x.text() : x.text}</em></li>` : html`<li class=${x.reaction ? "reaction" : ""}><strong>${x.name}</strong>: ${x.reaction ? reactionText(x.reaction) : x.text}</li>`) : html`<li class="hint">${t("tb.no_chat")}</li>`}</ol>
    ${canChat ? html`<div class="reactions" role="group" aria-label=${t("tb.reactions")}>${REACTIONS.map(r => html`<button class="small" data-action="react" data-r=${r} data-fk="react${r}" >${reactionText(r)}</button>`)}</div>
    <form id="chat-form" class="chat-form"><input id="chat-input" maxlength="200" autocomplete="off" aria-label=${t("tb.chat_message")} placeholder=${t("tb.chat_message")}><button type="submit">${t("tb.send")}</button></form>` : ""}
    ${quiet && m.seat < 0 ? html`<p class="hint" data-testid="quiet-note">${t("tb.quiet_note")}</p>` : ""}
    ${m.seat >= 0 ? html`<button class="small" data-action="quiet" data-testid="quiet" aria-pressed=${String(quiet)}>${t(quiet ? "tb.quiet_off" : "tb.quiet_on")}</button>` : ""}`;
}
function reactionText(r) { return tOr("tb.react_" + r, null, r); }
export function addChat(items, history) {
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

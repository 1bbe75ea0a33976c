/* Refusals in the player's language: the engine's reason through Fluent, its RULES.md id as a "Why?" link. */
import {html} from "../vendor/lit-html/lit-html.js";
import {hasMsg, t} from "./i18n.js";
import {S} from "./store.js";
import {isSeqKey, kindName, seqShort} from "./words.js";

/* ------------------------------------------------------------------ refusals (i18n-14; used by the table) */
// A refusal: text, or a function giving it (so it follows a language switch), and the RULES.md id its
// "Why?" link explains.
export function errorText() { return typeof S.lastError === "function" ? S.lastError() : S.lastError; }
export function whyLink(rule) {
  if (!rule || !S.msg) return "";
  return html` <a class="why" target="_blank" rel="noopener" href="/rules/table/${encodeURIComponent(S.msg.table)}?lang=${S.lang}&why=${encodeURIComponent(rule)}">${t("rules-why")}</a>`;
}
// A reason from the server ({text, code, params, rule}; older replies: message or reason): reason-<code>
// through Fluent when the catalogs have it, else the English text; a leading RULES.md id moves to the link.
const LEADING_ID = /^((?:[A-Z]{1,2}-?\d+(?:\.\d+)*|§\d+(?:\.\d+)*)(?:[\/,] ?[A-Z]{1,2}-?\d+(?:\.\d+)*)*):\s+([\s\S]*)$/;
const kindish = k => k.includes("kind") || k.includes("card") || ["top", "rank", "meld"].includes(k);
export function reasonArgs(params) {
  const out = {};
  for (const k in params) {
    const v = params[k];
    const word = x => kindish(k) && hasMsg("kind-" + String(x)) ? kindName(String(x)) : String(x);
    if (k === "meld" && typeof v === "string" && isSeqKey(v)) { out[k] = seqShort(v); out[k + "_code"] = v; continue; }
    if (Array.isArray(v)) out[k] = v.map(word).join(" ");
    else if (typeof v === "string" && kindish(k) && hasMsg("kind-" + v)) { out[k] = kindName(v); out[k + "_code"] = v; }
    else out[k] = v;
  }
  return out;
}
export function reasonOf(m, text) {
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

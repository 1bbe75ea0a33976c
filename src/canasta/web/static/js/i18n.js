/* The languages: Fluent bundles from the server's catalogs, t(id, args), the page's language. */
import {FluentBundle, FluentResource} from "../vendor/fluent-bundle/index.js";
import {S} from "./store.js";

const LANGS = ["en", "fr", "sk", "it", "fi"];
/* ------------------------------------------------------------------ i18n */
// Project Fluent (vendor/fluent-bundle/, its ES module build): the server sends every catalog of a language
// (/api/i18n/<lang>.ftl); a message the language lacks falls back to English.
// t(id, args): ids are Fluent ids ("table-cards-n"); the older "table.cards_n" spelling maps to the same id.
const msgId = key => String(key).replace(/[._]/g, "-").toLowerCase();
async function fetchBundle(lang) {
  const res = await fetch("/api/i18n/" + lang + ".ftl");
  const b = new FluentBundle(lang, {useIsolating: false});
  const errs = b.addResource(new FluentResource(await res.text()));
  if (errs.length) console.warn("catalog", lang, errs);
  return b;
}
function fmt(b, id, params) {
  if (!b) return undefined;
  const m = b.getMessage(id);
  if (!m || !m.value) return undefined;
  return b.formatPattern(m.value, params || null, []);
}
export function t(key, params) {
  const id = msgId(key);
  let s = fmt(S.cat, id, params);
  if (s === undefined) s = fmt(S.en, id, params);
  return s === undefined ? id : s;
}
export function attrOf(id, attr) {  // a message attribute, or undefined if no catalog has it
  for (const b of [S.cat, S.en]) {
    const m = b && b.getMessage(id);
    if (m && m.attributes && m.attributes[attr]) return b.formatPattern(m.attributes[attr], null, []);
  }
  return undefined;
}
export function tAttr(id, attr) { const s = attrOf(id, attr); return s === undefined ? attr : s; }  // e.g. tAttr("notation-words", "meld")
export function hasMsg(key) { const id = msgId(key); return !!((S.cat && S.cat.hasMessage(id)) || (S.en && S.en.hasMessage(id))); }
export async function loadLang(lang) {
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
export function browserLang() {
  const saved = localStorage.getItem("canasta.lang");
  if (saved && LANGS.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const short = String(l).slice(0, 2).toLowerCase();
    if (LANGS.includes(short)) return short;
  }
  return "en";
}
export const has = key => hasMsg(key);  // the Fluent catalogs hold the message
export function tOr(key, params, fallback) { return has(key) ? t(key, params) : fallback; }

/* Cards, levels and moves in words: the kinds of cards, the computer levels, a move's label and its
 * line in the log (the sentences and their grammar are the catalogs'). */
import {attrOf, hasMsg, t} from "./i18n.js";
import {S} from "./store.js";

/* ------------------------------------------------------------------ cards */
const SUITS = {c: "♣", d: "♦", h: "♥", s: "♠"};
const KIND_ORDER = ["JK", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
export function faceKind(f) {  // move-notation kind of a face text: "7h" -> "7", "JK" -> "JK", "3h" -> "3r"
  if (f === "JK") return "JK";
  const r = f.slice(0, -1), s = f.slice(-1);
  if (r === "3") return (s === "h" || s === "d") ? "3r" : "3";
  return r;
}
export const isWildKind = k => k === "JK" || k === "2";
// The threes laid out beside a seat: red ones, or all threes where black ones are bonus cards too (MA-14)
export const threesWord = rules => t(rules && rules.black3_bonus ? "table.threes" : "table.red_threes");
export function kindIndex(k) { const i = KIND_ORDER.indexOf(k); return i < 0 ? 99 : i; }
// Card kinds reach the catalogs as words ($kind), which carry their grammar there (le/la/l', il/lo/gli,
// Slovak and Finnish case endings); $short is the kind as the face shows it.
const KIND_WORDS = {JK: "joker", "2": "two", "3": "three", "3r": "redthree", "4": "four", "5": "five", "6": "six",
  "7": "seven", "8": "eight", "9": "nine", "10": "ten", J: "jack", Q: "queen", K: "king", A: "ace", W: "wild"};
export function kindName(k) { return t("kind-" + k); }
// "Hint:", "Conseil :" - a label and its colon as the language writes them
export function lbl(text) { return t("label-colon", {label: text}); }
function kindArgs(k) { return {kind: KIND_WORDS[k] || "other", short: k === "W" ? "W" : kindName(k)}; }
function cardObj(k, past) { return t(past ? "card-done" : "card-obj", kindArgs(k)); }
/* One scale of computer levels in the whole web (defect 17): Beginner (plays at random), Easy, Medium, Hard,
 * Expert. The engine's own bot names are not offered; "heuristic" is Medium's bot and reads as Medium. */
const LEVEL_ALIAS = {heuristic: "medium"};
export function webLevels() {
  const m = S.meta || {};
  const scale = ["random"].concat(m.levels || []);
  return scale.filter(l => !m.bots || m.bots.includes(l));
}
// Play now deals in the player's own rulebook (defect 18): the language's rule set, classic one click away
const LANG_PRESET = {en: "classic", fr: "french", it: "italian", sk: "slovak", fi: "finnish"};
export function quickPreset() {
  const p = LANG_PRESET[S.lang] || "classic";
  return S.meta && S.meta.presets && S.meta.presets[p] ? p : "classic";
}
export function levelName(l) { l = LEVEL_ALIAS[l] || l; return hasMsg("level." + l) ? t("level." + l) : l; }
// the level in a seat's name: "Computer 2 (Beginner)", not "Computer 2 (Beginner (plays at random))"
export function levelShort(l) { l = LEVEL_ALIAS[l] || l; return attrOf("level-" + l, "short") ?? levelName(l); }
export function cardLabel(f) {
  if (f === null || f === undefined) return t("card-facedown");
  if (f === "JK") return t("card-joker");
  const r = f.slice(0, -1), s = f.slice(-1);
  return t("card-label", {rank: t("rank-" + r), suit: s, kind: KIND_WORDS[faceKind(f)] || "other"});
}
export function faceText(f) {  // what the card's corner shows, in the player's language (V D R in French)
  const r = f.slice(0, -1);
  return hasMsg("face-" + r) ? t("face-" + r) : r;
}
/* Sequences (Samba, Bolivia): a side's sequence has the key of its suit and its number among the side's
 * sequences of that suit ("h1", "h2"); a new one is melded with its cards named with their suit
 * ("meld 4h 5h 6h"), which the catalogs name in words ("a sequence of hearts: 4 5 6"). */
const SEQ_KEY = /^([cdhs])(\d+)$/;
export const isSeqKey = k => SEQ_KEY.test(String(k));
export const isSuited = w => /^(10|[4-9JQKA])[cdhs]$/.test(String(w));
export const suitSymbol = s => SUITS[s] || s;
function seqArgs(key) { const m = SEQ_KEY.exec(key); return {suit: m[1], n: +m[2], sym: SUITS[m[1]]}; }
// the short name of a sequence where a card kind would stand ("♥", "♥2"): the meld buttons, the refusals
export function seqShort(key) { const a = seqArgs(key); return a.sym + (a.n > 1 ? String(a.n) : ""); }
// a sequence's label on the table: its suit and its run ("♥ 4–6")
export function seqLabel(md) {
  const ks = md.cards.map(faceKind).sort((a, b) => kindIndex(a) - kindIndex(b));
  return `${SUITS[md.suit] || seqShort(md.key)} ${faceText(md.cards.find(f => faceKind(f) === ks[0]))}–${faceText(md.cards.find(f => faceKind(f) === ks[ks.length - 1]))}`;
}
/* A side's further group of a rank (Samba SA-6, Hand and Foot's closing reading): the rank and its number,
 * "Q2" (the second group of queens), "102" (of tens); the first group keeps the rank alone ("Q"). */
const GROUP_KEY = /^(10|[4-9JQKA])([2-9])$/;
export const isGroupKey = k => GROUP_KEY.test(String(k));
function groupArgs(key) { const m = GROUP_KEY.exec(key); return Object.assign(kindArgs(m[1]), {n: +m[2]}); }
export function meldName(key) {
  if (key === "W") return t("meld-wild");
  if (isGroupKey(key)) return t("meld-of", groupArgs(key)) + " " + GROUP_KEY.exec(key)[2];
  return isSeqKey(key) ? t("meld-seq", seqArgs(key)) : t("meld-of", kindArgs(key));
}
function meldTo(key) {
  if (isGroupKey(key)) return t("meld-group-to", groupArgs(key));
  return isSeqKey(key) ? t("meld-seq-to", seqArgs(key)) : t("meld-to", kindArgs(key));
}
// the short name of a meld where the table shows it small (the canasta badges): "7", "★", "♥", "Q2"
export function meldShort(key) {
  if (isGroupKey(key)) { const m = GROUP_KEY.exec(key); return kindName(m[1]) + m[2]; }
  return key === "W" ? "★" : isSeqKey(key) ? seqShort(key) : kindName(key);
}

/* ------------------------------------------------------------------ moves */
export function parseMove(text) {
  const w = text.trim().split(/\s+/);
  const m = {action: w[0], cards: [], target: null, text};
  if (m.action === "take") {
    let rest = w.slice(1);
    if (rest.length >= 2 && rest[rest.length - 2] === "on") { m.target = rest[rest.length - 1]; rest = rest.slice(0, -2); }
    m.cards = rest;
  } else if (m.action === "meld") m.cards = w.slice(1);
  else if (m.action === "add") { m.cards = [w[1]]; m.target = w.length === 4 ? w[3] : w[1]; }
  else if (m.action === "discard") m.cards = [w[1]];
  else if (m.action === "join") m.target = w[1];  // "join Q2 to Q" (SA-6)
  return m;
}
const cardsText = ks => ks.map(k => isSuited(k) ? kindName(faceKind(k)) : kindName(k)).join(" ");
// a new sequence ("meld 4h 5h 6h"): its suit, its cards low to high
const seqMeld = m => m.cards.length && m.cards.every(isSuited);
const seqCards = m => ({suit: m.cards[0].slice(-1), sym: SUITS[m.cards[0].slice(-1)],
  cards: cardsText([...m.cards].sort((a, b) => kindIndex(faceKind(a)) - kindIndex(faceKind(b))))});
export function moveLabel(text, top) {  // top: the pile's top face, if known
  const m = parseMove(text);
  const topObj = top ? cardObj(faceKind(top)) : t("pile-top-obj");
  switch (m.action) {
    case "take":
      if (m.target) return t("move-take-on", {top: topObj, meld: meldTo(m.target)});
      if (!m.cards.length) return t("move-take-lay", {top: topObj});
      return t("move-take-with", {top: topObj, cards: cardsText(m.cards)});
    case "meld": return seqMeld(m) ? t("move-meld-seq", seqCards(m)) : t("move-meld", {cards: cardsText(m.cards)});
    case "add": return t("move-add", {card: cardObj(m.cards[0]), meld: meldTo(m.target)});
    case "discard": return t("move-discard", {card: cardObj(m.cards[0])});
    case "join": return t("move-join", groupArgs(m.target));
    default: return hasMsg("move-" + m.action) ? t("move-" + m.action) : text;
  }
}
// A played move as the log tells it ("Ann took the pile (12 cards) with 8 8"); count: cards the pile held.
export function logLine(name, text, count, top, talon) {
  const m = parseMove(text);
  const topObj = top ? cardObj(faceKind(top), true) : t("pile-top-obj");
  const a = {name, count: count || 0};
  switch (m.action) {
    case "take":
      if (m.target) return t("log-take-on", Object.assign(a, {top: topObj, meld: meldTo(m.target)}));
      if (!m.cards.length) return t("log-take-lay", Object.assign(a, {top: topObj}));
      return t("log-take-with", Object.assign(a, {cards: cardsText(m.cards)}));
    case "meld": return seqMeld(m) ? t("log-meld-seq", Object.assign(a, seqCards(m))) : t("log-meld", Object.assign(a, {cards: cardsText(m.cards)}));
    case "add": return t("log-add", Object.assign(a, {card: cardObj(m.cards[0], true), meld: meldTo(m.target)}));
    case "discard":  // a talon drawn after it (MA-3) is told with it
      return talon ? t("log-discard-talon", Object.assign(a, {card: cardObj(m.cards[0], true), count: talon}))
        : t("log-discard", Object.assign(a, {card: cardObj(m.cards[0], true)}));
    case "join": return t("log-join", Object.assign(a, groupArgs(m.target)));
    default: return hasMsg("log-" + m.action) ? t("log-" + m.action, a) : name + ": " + text;
  }
}
export function sameKinds(a, b) { return a.length === b.length && [...a].sort().join(",") === [...b].sort().join(","); }

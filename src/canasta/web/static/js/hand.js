/* The hand's order, saved per table and seat: by rank, wild cards apart, or the player's own. */
import {setStatus} from "./dom.js";
import {t} from "./i18n.js";
import {myHand} from "./model.js";
import {S} from "./store.js";
import {renderTable} from "./table.js";
import {faceKind, isWildKind, kindIndex} from "./words.js";

/* ------------------------------------------------------------------ the hand's order (saved per table and seat) */
const SORTS = {
  rank: f => kindIndex(faceKind(f) === "3r" ? "3" : faceKind(f)) + (isWildKind(faceKind(f)) ? 20 : 0),
  wild: f => { const k = faceKind(f); return isWildKind(k) ? kindIndex(k) - 20 : (k === "3" || k === "3r" ? 40 : kindIndex(k)); },
};
function orderKey() { return `canasta.hand.${S.msg.table}.${S.msg.seat}`; }
export function loadOrder() {
  try { return JSON.parse(localStorage.getItem(orderKey()) || "null") || {sort: "rank", order: []}; }
  catch (e) { return {sort: "rank", order: []}; }
}
function saveOrder(o) { localStorage.setItem(orderKey(), JSON.stringify(o)); }
/* Indices into the server's hand, in the order the player sees them. */
export function handOrder(hand) {
  const o = loadOrder();
  const idx = hand.map((_, i) => i);
  if (o.sort === "rank" || o.sort === "wild") {
    const key = SORTS[o.sort];
    return idx.sort((a, b) => key(hand[a]) - key(hand[b]) || hand[a].localeCompare(hand[b]) || a - b);
  }
  const used = new Set(), out = [];
  for (const f of o.order) {
    const i = idx.find(j => !used.has(j) && hand[j] === f);
    if (i !== undefined) { used.add(i); out.push(i); }
  }
  return out.concat(idx.filter(i => !used.has(i)));
}
export function setSort(kind) {
  const o = loadOrder(); o.sort = kind; saveOrder(o); renderTable();
  setStatus(() => t(kind === "rank" ? "tb.sorted_rank" : "tb.sorted_wild"));
}
export function moveInHand(fromI, beforeI) {
  const hand = myHand();
  const order = handOrder(hand).filter(i => i !== fromI);
  const at = beforeI === null ? order.length : order.indexOf(beforeI);
  order.splice(at < 0 ? order.length : at, 0, fromI);
  saveOrder({sort: "custom", order: order.map(i => hand[i])});
  renderTable();
}

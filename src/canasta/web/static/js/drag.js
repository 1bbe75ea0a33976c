/* Moving by dragging (pointer events: mouse, pen and touch): cards onto the pile, a meld or the table, the pile
 * onto the table, and cards within the hand. */
import {cardHTML} from "./cards.js";
import {show} from "./dom.js";
import {send} from "./connection.js";
import {moveInHand} from "./hand.js";
import {t} from "./i18n.js";
import {canonicalKinds, cur, legal, meldTextOf, myHand, perform, selectedKinds, showError, topCard, tryMove} from "./model.js";
import {reducedMotion} from "./prefs.js";
import {S} from "./store.js";
import {faceKind, parseMove, sameKinds} from "./words.js";

/* ------------------------------------------------------------------ dragging (pointer events: mouse, pen and touch) */
export const DRAG = {start: null, ghost: null, moved: false, suppressClick: false};
document.addEventListener("pointerdown", ev => {
  if (ev.button !== 0 || !S.msg) return;
  const el = ev.target.closest("[data-drag]");
  if (!el) return;
  DRAG.start = {x: ev.clientX, y: ev.clientY, el, kind: el.dataset.drag, i: el.dataset.i !== undefined ? +el.dataset.i : null, id: ev.pointerId};
  DRAG.moved = false;
});
document.addEventListener("pointermove", ev => {
  const s = DRAG.start;
  if (!s || ev.pointerId !== s.id) return;
  if (!DRAG.moved) {
    if (Math.hypot(ev.clientX - s.x, ev.clientY - s.y) < 8) return;
    DRAG.moved = true;
    const r = s.el.getBoundingClientRect();
    const g = document.createElement("div");
    g.className = "ghost";
    // dragging a selected card takes the whole selection with it
    s.group = s.kind === "card" && S.selected.includes(s.i) ? S.selected.slice() : (s.kind === "card" ? [s.i] : []);
    const hand = myHand();
    show(g, s.kind === "pile" ? cardHTML(topCard()) : s.group.map(i => cardHTML(hand[i])));
    g.style.left = r.left + "px"; g.style.top = r.top + "px";
    s.origin = {left: r.left, top: r.top};
    s.off = {x: s.x - r.left, y: s.y - r.top};
    document.body.appendChild(g);
    DRAG.ghost = g;
    s.el.classList.add("dragging");
  }
  ev.preventDefault();
  DRAG.ghost.style.left = (ev.clientX - s.off.x) + "px";
  DRAG.ghost.style.top = (ev.clientY - s.off.y) + "px";
  document.querySelectorAll(".drop-over").forEach(e => e.classList.remove("drop-over"));
  const over = dropAt(ev.clientX, ev.clientY);
  if (over) over.classList.add("drop-over");
}, {passive: false});
function dropAt(x, y) {
  const g = DRAG.ghost;
  if (g) g.style.display = "none";
  const el = document.elementFromPoint(x, y);
  if (g) g.style.display = "";
  if (!el) return null;
  const card = el.closest('[data-testid="hand"] button.card');
  if (card && DRAG.start && DRAG.start.kind === "card") return card;
  return el.closest("[data-drop]");
}
document.addEventListener("pointerup", ev => endDrag(ev, false));
document.addEventListener("pointercancel", ev => endDrag(ev, true));
function endDrag(ev, cancelled) {
  const s = DRAG.start;
  if (!s || ev.pointerId !== s.id) return;
  DRAG.start = null;
  document.querySelectorAll(".drop-over").forEach(e => e.classList.remove("drop-over"));
  if (!DRAG.moved) return;
  DRAG.suppressClick = true;
  setTimeout(() => { DRAG.suppressClick = false; }, 0);
  const target = cancelled ? null : dropAt(ev.clientX, ev.clientY);
  const ok = target ? drop(s, target) : false;
  const g = DRAG.ghost;
  DRAG.ghost = null;
  s.el.classList.remove("dragging");
  if (!g) return;
  if (ok || reducedMotion()) { g.remove(); return; }
  // snap back to where it came from
  const r = g.getBoundingClientRect();
  const a = g.animate([{transform: "translate(0,0)"}, {transform: `translate(${s.origin.left - r.left}px,${s.origin.top - r.top}px)`}], {duration: 260, easing: "ease-out"});
  a.onfinish = () => g.remove();
  setTimeout(() => g.remove(), 800);
}
/* A drop: returns true when it was a move the client sent or a reorder; false snaps back. Refused moves
 * are sent to the server all the same, to be told the engine's reason. */
export function drop(s, target) {
  const hand = myHand();
  const myTurn = S.msg.seat >= 0 && cur().info.turn === S.msg.seat;
  if (s.kind === "card" && target.matches('[data-testid="hand"] button.card')) {
    const to = +target.dataset.i;
    if (to !== s.i) moveInHand(s.i, to);
    return true;
  }
  if (s.kind === "card" && target.dataset.drop === "hand") { moveInHand(s.i, null); return true; }
  const where = target.dataset.drop || "";
  if (!myTurn) { showError(() => t("tb.not_your_turn")); return false; }
  if (s.kind === "card") {
    const kinds = s.group.map(i => faceKind(hand[i]));
    if (where === "pile") {
      if (kinds.length !== 1) { showError(() => t("tb.discard_one")); return false; }
      tryMove("discard " + kinds[0]);
      return legal().includes("discard " + kinds[0]);
    }
    if (where.startsWith("meld:")) {
      const key = where.slice(5);
      if (kinds.length === 1) {
        const text = kinds[0] === key ? "add " + key : "add " + kinds[0] + " to " + key;
        tryMove(text);
        return legal().includes(text);
      }
      // several cards onto a meld: staged one by one
      S.selected = [];
      for (const k of kinds) S.staged.push(k === key ? "add " + key : "add " + k + " to " + key);
      S.pendingPreview = true;
      send({type: "preview", version: S.msg.version, moves: S.staged});
      return true;
    }
    if (where === "table") {
      if (kinds.length < 3) { showError(() => t("tb.meld_three")); return false; }
      const text = meldTextOf(s.group.map(i => hand[i]));
      S.selected = [];
      tryMove(text);
      return legal().includes(text);
    }
    return false;
  }
  if (s.kind === "pile") {
    if (!(where === "table" || where.startsWith("meld:") || where === "hand")) return false;
    return takePile(where.startsWith("meld:") ? where.slice(5) : null);
  }
  return false;
}
export function takePile(onKey) {
  const lm = legal().filter(x => x.startsWith("take"));
  const sel = selectedKinds();
  let pick = null;
  if (onKey) pick = lm.find(x => parseMove(x).target === onKey);
  if (!pick && sel.length) pick = lm.find(x => sameKinds(parseMove(x).cards, sel));
  if (!pick) pick = lm.find(x => !parseMove(x).target) || lm[0];
  if (!pick) { tryMove(sel.length ? "take " + canonicalKinds(sel).join(" ") : "take"); return false; }
  perform(pick);
  return true;
}

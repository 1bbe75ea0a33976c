/* The cards in flight: a move the table saw is shown flying from where it was to where it went. */
import {html} from "../vendor/lit-html/lit-html.js";
import {cardHTML} from "./cards.js";
import {show} from "./dom.js";
import {prefs, reducedMotion} from "./prefs.js";
import {S} from "./store.js";
import {isWildKind, parseMove} from "./words.js";

/* ------------------------------------------------------------------ animation */
function seatEl(q) {
  if (S.msg && q === S.msg.seat) return document.querySelector('[data-testid="hand"] .cards-row') || document.querySelector('[data-testid="hand"]');
  return document.querySelector(`.ring .seat[data-seat="${q}"]`) || document.querySelector(`.seat[data-seat="${q}"]`);
}
function flyCard(face, fromEl, toEl, delay, hideDest) {
  if (!fromEl || !toEl) return;
  const a = fromEl.getBoundingClientRect(), b = toEl.getBoundingClientRect();
  const el = document.createElement("div");
  el.className = "flying";
  show(el, face ? cardHTML(face) : html`<span class="cardback"></span>`);
  el.setAttribute("aria-hidden", "true");
  const w = 46;
  el.style.left = (a.left + a.width / 2 - w / 2) + "px";
  el.style.top = (a.top + a.height / 2 - w * 0.7) + "px";
  document.body.appendChild(el);
  const dx = (b.left + b.width / 2) - (a.left + a.width / 2), dy = (b.top + b.height / 2) - (a.top + a.height / 2);
  if (hideDest) hideDest.style.visibility = "hidden";
  const anim = el.animate([{transform: "translate(0,0) scale(1)", opacity: 1}, {transform: `translate(${dx}px,${dy}px) scale(1.05)`, opacity: 1}],
    {duration: 520, delay, easing: "cubic-bezier(.3,.7,.3,1)", fill: "forwards"});
  const done = () => { el.remove(); if (hideDest && hideDest.isConnected) hideDest.style.visibility = ""; };
  anim.onfinish = done; anim.oncancel = done;
  setTimeout(done, delay + 1500);
  click(delay);
}
let audioCtx = null;
export function click(delay) {
  if (!prefs().sound) return;
  try {
    audioCtx = audioCtx || new (window.AudioContext || window.webkitAudioContext)();
    const o = audioCtx.createOscillator(), g = audioCtx.createGain();
    o.frequency.value = 520; g.gain.value = 0.05;
    o.connect(g); g.connect(audioCtx.destination);
    const at = audioCtx.currentTime + delay / 1000;
    o.start(at); o.stop(at + 0.04);
  } catch (e) { /* no sound */ }
}
export function animateMoves(prev, m) {
  const fresh = m.log.filter(x => x.n > prev.version && x.hand === prev.info.hand_no);
  S.anims = S.anims || [];
  if (!fresh.length || fresh.length > 12) return;
  fresh.forEach((x, i) => {
    const mv = parseMove(x.move);
    S.anims.push({n: x.n, seat: x.seat, action: mv.action, animated: !reducedMotion()});
    if (reducedMotion()) return;
    const delay = i * 380;
    const pile = document.querySelector('[data-testid="pile"] .pile-cards');
    const stock = document.querySelector('[data-testid="stock"] .stock-cards');
    const side = m.info.side_of[x.seat];
    const meldEl = key => document.querySelector(`.ring .meld[data-side="${side}"][data-key="${CSS.escape(key)}"]`) ||
      document.querySelector(`.ring .side[data-side="${side}"] .melds`);
    const mine = x.seat === m.seat;
    if (mv.action === "draw") {
      const dest = mine ? (document.querySelector('[data-testid="hand"] .card.fresh') || seatEl(x.seat)) : seatEl(x.seat);
      flyCard(mine && S.fresh && S.fresh[0] ? S.fresh[0] : null, stock, dest, delay, mine ? document.querySelector('[data-testid="hand"] .card.fresh') : null);
    } else if (mv.action === "discard") {
      const top = pile && pile.querySelector(".card.pile-top");
      flyCard(m.info.pile_top, seatEl(x.seat), pile, delay, top);
    } else if (mv.action === "take") {
      flyCard(prev.info.pile_top, pile, mv.target ? meldEl(mv.target) : seatEl(x.seat), delay, null);
    } else if (mv.action === "meld") {
      const key = mv.cards.find(k => !isWildKind(k)) || "W";
      const faces = ((m.view.melds[side] || []).find(md => md.key === key) || {cards: []}).cards;
      flyCard(faces[0] || null, seatEl(x.seat), meldEl(key), delay, null);
    } else if (mv.action === "add") {
      const faces = ((m.view.melds[side] || []).find(md => md.key === mv.target) || {cards: []}).cards;
      flyCard(faces[faces.length - 1] || null, seatEl(x.seat), meldEl(mv.target), delay, null);
    }
  });
}

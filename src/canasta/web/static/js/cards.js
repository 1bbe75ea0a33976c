/* The card deck, drawn in SVG by this module (no image files; public domain, see static/LICENSE-cards.txt).
 * A face is a card of the engine's face text: "7h", "10s", "Qd", "As", "2c", "JK".
 * cardSVG(face) is the lit-html template of one card face; suits are drawn as paths so that they look the
 * same in every browser and font. Colours come from CSS variables (two- or four-colour deck, high contrast).
 * cardHTML(face, opts) is a card as the table shows it (a span, or a button in the player's hand). */
import {html, svg} from "../vendor/lit-html/lit-html.js";
import {t} from "./i18n.js";
import {cardLabel, faceKind, faceText, isWildKind} from "./words.js";
const SUIT_PATH = {
  // 20x20 boxes
  s: "M10 1C7 5 2 8 2 12a4 4 0 0 0 7 2.5L8 19h4l-1-4.5A4 4 0 0 0 18 12c0-4-5-7-8-11z",
  h: "M10 18C6 14 1 10.5 1 6.5A4.5 4.5 0 0 1 10 4a4.5 4.5 0 0 1 9 2.5C19 10.5 14 14 10 18z",
  d: "M10 1L17 10L10 19L3 10z",
  c: "M10 1.5a4 4 0 0 0-3.4 6.1A4 4 0 1 0 9 14.4L8 19h4l-1-4.6a4 4 0 1 0 2.4-6.8A4 4 0 0 0 10 1.5z",
};
const STAR = "M10 1l2.6 6 6.4.5-4.9 4.2 1.5 6.3L10 14.6 4.4 18l1.5-6.3L1 7.5 7.4 7z";

function suitUse(s, x, y, size) {
  const k = size / 20;
  return svg`<path class="pip" d="${SUIT_PATH[s]}" transform="translate(${x} ${y}) scale(${k})"/>`;
}

/* Pip layouts for 2..10 on a 50x70 card: [x, y] centres inside the middle area. */
const PIPS = {
  2: [[25, 18], [25, 52]], 3: [[25, 16], [25, 35], [25, 54]],
  4: [[17, 18], [33, 18], [17, 52], [33, 52]], 5: [[17, 18], [33, 18], [25, 35], [17, 52], [33, 52]],
  6: [[17, 18], [33, 18], [17, 35], [33, 35], [17, 52], [33, 52]],
  7: [[17, 18], [33, 18], [25, 26], [17, 35], [33, 35], [17, 52], [33, 52]],
  8: [[17, 18], [33, 18], [25, 26], [17, 35], [33, 35], [25, 44], [17, 52], [33, 52]],
  9: [[17, 16], [33, 16], [17, 28], [33, 28], [25, 35], [17, 42], [33, 42], [17, 54], [33, 54]],
  10: [[17, 16], [33, 16], [25, 22], [17, 30], [33, 30], [17, 40], [33, 40], [25, 48], [17, 54], [33, 54]],
};

export function cardSVG(face, shown) {  // shown: the rank as the corner shows it (V D R in French), else the face's
  if (face === "JK") {
    return html`<svg class="cardsvg joker" viewBox="0 0 50 70" aria-hidden="true" focusable="false">
      <rect class="bg" x=".5" y=".5" width="49" height="69" rx="4"/>
      <text class="rk" x="3.5" y="12.5">J</text><text class="rk" x="3.5" y="23">K</text>
      <path class="pip star" d="${STAR}" transform="translate(3 26) scale(.5)"/>
      <path class="pip star big" d="${STAR}" transform="translate(13 22) scale(1.4)"/>
      <text class="jk" x="25" y="62" text-anchor="middle">JOKER</text></svg>`;
  }
  const r = face.slice(0, -1), s = face.slice(-1);
  const idx = String(shown || r).slice(0, 2);  // a text node: lit escapes it
  let mid;
  if (PIPS[r]) {
    mid = PIPS[r].map(([x, y]) => suitUse(s, x - 5, y - 5, 10));
  } else if (r === "A") {
    mid = suitUse(s, 13, 23, 24);
  } else {  // court cards: a framed letter and a large pip
    mid = svg`<rect class="court" x="11" y="14" width="28" height="42" rx="3"/>${suitUse(s, 16, 26, 18)}<text class="ct" x="25" y="53" text-anchor="middle">${idx}</text>`;
  }
  const wide = idx.length > 1;
  return html`<svg class="cardsvg s-${s}" viewBox="0 0 50 70" aria-hidden="true" focusable="false">
    <rect class="bg" x=".5" y=".5" width="49" height="69" rx="4"/>
    <text class="rk${wide ? " ten" : ""}" x="${wide ? 1.5 : 3.5}" y="13">${idx}</text>${suitUse(s, 3, 15, 9)}
    <g class="mid">${mid}</g></svg>`;
}

/* ------------------------------------------------------------------ a card on the table */
// opts: big, cls (more classes), note (said after the card's name), pick: {i, pressed} for a card of the
// player's hand (a button that selects it, and is dragged)
export function cardHTML(f, opts) {
  opts = opts || {};
  if (f === null || f === undefined) return html`<span class="cardback${opts.cls ? " " + opts.cls : ""}" role="img" aria-label=${t("card-facedown")}></span>`;
  const k = faceKind(f);
  const cls = "card" + (f === "JK" ? " joker" : "") + (isWildKind(k) ? " wild" : "") + (opts.big ? " big" : "") + (opts.cls ? " " + opts.cls : "");
  const label = cardLabel(f) + (opts.note ? ", " + opts.note : "");
  const face = cardSVG(f, f === "JK" ? null : faceText(f));
  if (opts.pick) {
    const i = opts.pick.i;
    return html`<button class=${cls} aria-label=${label} data-face=${f} data-action="pick" data-i=${i} data-fk="c${i}" data-drag="card" aria-pressed=${String(!!opts.pick.pressed)}>${face}</button>`;
  }
  return html`<span class=${cls} role="img" aria-label=${label} data-face=${f}>${face}</span>`;
}

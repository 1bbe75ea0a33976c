/* The move bar: a refusal and its "Why?", the hint, the staged moves, the buttons for the selected cards
 * and every legal move, as lit-html templates. */
import {html} from "../vendor/lit-html/lit-html.js";
import {has, t, tAttr} from "./i18n.js";
import {legal, meldTextOf, seatName, selectedFaces, selectedKinds} from "./model.js";
import {errorText, whyLink} from "./refusals.js";
import {S} from "./store.js";
import {faceKind, isSuited, kindName, lbl, moveLabel, parseMove, sameKinds} from "./words.js";

export function renderActions(myTurn, info) {
  const lm = legal();
  const sel = selectedKinds();
  const out = [];
  if (S.lastError) out.push(html`<p class="error" id="move-error" tabindex="-1" role="alert">${errorText()}${whyLink(S.lastWhy)}</p>`);
  if (S.hint) {
    const hm = S.hint;
    // a hint of the bots' hint API names its move itself ("discard the 9: ..."): the move's label
    // goes first only before a bare reason
    const own = hm.code && has("hint-" + hm.code);
    // the hint's cards (move notation) as the table names them: "K K K" is "R R R" in French
    const hp = Object.assign({}, hm.params || {});
    if (typeof hp.cards === "string") hp.cards = hp.cards.split(" ").map(k => kindName(isSuited(k) ? faceKind(k) : k)).join(" ");
    const why = own ? t("hint-" + hm.code, hp) : (hm.reason_key && has(hm.reason_key) ? t(hm.reason_key, hm.params || {}) : hm.text);
    const line = own ? why.charAt(0).toUpperCase() + why.slice(1) : `${moveLabel(hm.move, info.pile_top)} — ${why}`;
    out.push(html`<div class="hintbox" id="hint-box" tabindex="-1" role="status"><strong>${lbl(t("tb.hint"))}</strong> ${line}
      ${legal().includes(hm.move) ? html`<button class="primary small" data-action="move" data-move=${hm.move} data-fk="hintplay">${t("tb.play_it")}</button>` : ""}</div>`);
  }
  if (S.staged.length) {
    out.push(html`<div class="staging" role="region" aria-label=${t("table.staged")}><strong>${lbl(t("table.staged"))}</strong>
      ${S.staged.map(x => moveLabel(x, null)).join(t("list-sep"))}
      <button class="primary" data-action="confirm" data-fk="confirm">${t("table.confirm")}</button>
      <button data-action="undo" data-fk="undo" title="U">${t("tb.undo")}</button>
      <button data-action="unstage" data-fk="unstage">${t("tb.undo_all")}</button>
      <span class="hint">${t("table.staged_hint")}</span>
      ${S.preview && ["hand_over", "match_over"].includes(S.preview.info.phase) ? html`<strong>${t("table.staged_goes_out")}</strong>` : ""}</div>`);
  }
  if (info.can_deal && S.msg.result && S.resultHidden !== S.msg.version) return out;  // the result shows the button
  if (info.can_deal) return [...out, html`<div class="actions"><button class="primary" data-action="move" data-move="deal" data-fk="deal">${t("move.deal")}</button></div>`];
  if (!myTurn || info.phase === "answer") return [...out, S.msg.seat >= 0 && !myTurn && !["hand_over", "match_over"].includes(S.msg.info.phase) ? html`<span class="hint">${t("table.turn_of", {name: seatName(info.turn)})}</span>` : ""];
  // buttons for the selection
  const btn = (text, label, isLegal, fk) => html`<button class=${isLegal ? "legal" : ""} data-action="try" data-move=${text} data-fk=${fk || text}>${label}</button>`;
  const parts = [];
  if (sel.length) {
    if (sel.length >= 1 && sel.length <= 3 && info.phase === "draw") {
      const takes = lm.filter(x => x.startsWith("take") && sameKinds(parseMove(x).cards, sel));
      takes.forEach(x => parts.push(btn(x, moveLabel(x, info.pile_top), true)));
    }
    if (sel.length >= 3) { const tx = meldTextOf(selectedFaces()); parts.push(btn(tx, moveLabel(tx), lm.includes(tx), "selmeld")); }
    if (sel.length === 1) {
      const k = sel[0];
      const adds = lm.filter(x => x.startsWith("add ") && parseMove(x).cards[0] === k);
      adds.forEach(x => parts.push(btn(x, moveLabel(x), true)));
      // only the moves open now are offered (defect 16): a refused one is still explained when dragged or typed
      const d = "discard " + k;
      if (lm.includes(d)) parts.push(btn(d, moveLabel(d), true, "seldiscard"));
    }
    // several cards laid off in one go (defect 16): each onto a meld it may join, staged one after the other
    const addAll = sel.length >= 2 ? sel.map(k => lm.find(x => x.startsWith("add ") && parseMove(x).cards[0] === k)) : [];
    if (addAll.length && addAll.every(Boolean)) {
      parts.push(html`<button class="legal" data-action="addall" data-fk="addall">${t("table-add-all", {n: sel.length})}</button>`);
    } else if (sel.length === 2) parts.push(html`<span class="hint">${t("table.select_hint_n", {n: sel.length})}</span>`);
  } else {
    parts.push(html`<span class="hint">${t("table.select_hint")}</span>`);
  }
  out.push(html`<div class="actions">${lm.includes("draw") ? html`<button class="primary" data-action="move" data-move="draw" data-fk="bdraw">${t("move.draw")}</button>` : ""}${parts}
    ${S.staged.length ? "" : html`<button data-action="undo" data-fk="undo0" disabled>${t("tb.undo")}</button>`}
    <button data-action="hint" data-fk="hint" title="H">${t("tb.hint")}</button></div>`);
  // every legal move, in one scrolling row
  const groups = {draw: [], take: [], meld: [], add: [], discard: [], other: []};
  for (const x of lm) { const a = parseMove(x).action; (groups[a] || groups.other).push(x); }
  const all = ["draw", "take", "meld", "add", "discard", "other"].flatMap(g => groups[g]);
  out.push(html`<div role="region" id="legal" aria-label=${t("table.legal_moves")} class="legal-row"><span class="lbl">${lbl(t("table.legal_moves"))}</span>${all.map(x => html`<button class="legal" data-action="move" data-move=${x} data-fk="lm:${x}">${moveLabel(x, info.pile_top)}</button>`)}<details class="typed" id="typed" ?open=${!!S.typedOpen}><summary>${t("table.type_move")}</summary><form id="type-move" class="form-row"><label>${t("table.notation")}<input id="move-text" data-fk="movetext" aria-describedby="notation-help" placeholder=${tAttr("notation-words", "meld").split(" ")[0] + " 7 7 7"}></label><button>${t("table.send")}</button></form><p class="hint" id="notation-help">${t("notation-help")}</p></details></div>`);
  return out;
}

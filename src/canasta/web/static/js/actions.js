import {esc} from "./dom.js";
import {has, t, tAttr} from "./i18n.js";
import {canonicalKinds, legal, seatName, selectedKinds} from "./model.js";
import {errorText, whyLink} from "./refusals.js";
import {S} from "./store.js";
import {kindName, lbl, moveLabel, parseMove, sameKinds} from "./words.js";

export function renderActions(myTurn, info) {
  const lm = legal();
  const sel = selectedKinds();
  let html = "";
  if (S.lastError) html += `<p class="error" id="move-error" tabindex="-1" role="alert">${esc(errorText())}${whyLink(S.lastWhy)}</p>`;
  if (S.hint) {
    const hm = S.hint;
    // a hint of the bots' hint API names its move itself ("discard the 9: ..."): the move's label
    // goes first only before a bare reason
    const own = hm.code && has("hint-" + hm.code);
    // the hint's cards (move notation) as the table names them: "K K K" is "R R R" in French
    const hp = Object.assign({}, hm.params || {});
    if (typeof hp.cards === "string") hp.cards = hp.cards.split(" ").map(k => kindName(k)).join(" ");
    const why = own ? t("hint-" + hm.code, hp) : (hm.reason_key && has(hm.reason_key) ? t(hm.reason_key, hm.params || {}) : hm.text);
    const line = own ? why.charAt(0).toUpperCase() + why.slice(1) : `${moveLabel(hm.move, info.pile_top)} — ${why}`;
    html += `<div class="hintbox" id="hint-box" tabindex="-1" role="status"><strong>${esc(lbl(t("tb.hint")))}</strong> ${esc(line)}
      ${legal().includes(hm.move) ? `<button class="primary small" data-action="move" data-move="${esc(hm.move)}" data-fk="hintplay">${esc(t("tb.play_it"))}</button>` : ""}</div>`;
  }
  if (S.staged.length) {
    html += `<div class="staging" role="region" aria-label="${esc(t("table.staged"))}"><strong>${esc(lbl(t("table.staged")))}</strong>
      ${S.staged.map(x => esc(moveLabel(x, null))).join(esc(t("list-sep")))}
      <button class="primary" data-action="confirm" data-fk="confirm">${esc(t("table.confirm"))}</button>
      <button data-action="undo" data-fk="undo" title="U">${esc(t("tb.undo"))}</button>
      <button data-action="unstage" data-fk="unstage">${esc(t("tb.undo_all"))}</button>
      <span class="hint">${esc(t("table.staged_hint"))}</span>
      ${S.preview && ["hand_over", "match_over"].includes(S.preview.info.phase) ? `<strong>${esc(t("table.staged_goes_out"))}</strong>` : ""}</div>`;
  }
  if (info.can_deal && S.msg.result && S.resultHidden !== S.msg.version) return html;  // the result shows the button
  if (info.can_deal) return html + `<div class="actions"><button class="primary" data-action="move" data-move="deal" data-fk="deal">${esc(t("move.deal"))}</button></div>`;
  if (!myTurn || info.phase === "answer") return html + (S.msg.seat >= 0 && !myTurn && !["hand_over", "match_over"].includes(S.msg.info.phase) ? `<span class="hint">${esc(t("table.turn_of", {name: seatName(info.turn)}))}</span>` : "");
  // buttons for the selection
  const btn = (text, label, isLegal, fk) => `<button class="${isLegal ? "legal" : ""}" data-action="try" data-move="${esc(text)}" data-fk="${esc(fk || text)}">${esc(label)}</button>`;
  const parts = [];
  if (sel.length) {
    const ck = canonicalKinds(sel);
    if (sel.length >= 1 && sel.length <= 3 && info.phase === "draw") {
      const takes = lm.filter(x => x.startsWith("take") && sameKinds(parseMove(x).cards, sel));
      takes.forEach(x => parts.push(btn(x, moveLabel(x, info.pile_top), true)));
    }
    if (sel.length >= 3) { const tx = "meld " + ck.join(" "); parts.push(btn(tx, moveLabel(tx), lm.includes(tx), "selmeld")); }
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
      parts.push(`<button class="legal" data-action="addall" data-fk="addall">${esc(t("table-add-all", {n: sel.length}))}</button>`);
    } else if (sel.length === 2) parts.push(`<span class="hint">${esc(t("table.select_hint_n", {n: sel.length}))}</span>`);
  } else {
    parts.push(`<span class="hint">${esc(t("table.select_hint"))}</span>`);
  }
  html += `<div class="actions">${lm.includes("draw") ? `<button class="primary" data-action="move" data-move="draw" data-fk="bdraw">${esc(t("move.draw"))}</button>` : ""}${parts.join("")}
    ${S.staged.length ? "" : `<button data-action="undo" data-fk="undo0" disabled>${esc(t("tb.undo"))}</button>`}
    <button data-action="hint" data-fk="hint" title="H">${esc(t("tb.hint"))}</button></div>`;
  // every legal move, in one scrolling row
  const groups = {draw: [], take: [], meld: [], add: [], discard: [], other: []};
  for (const x of lm) { const a = parseMove(x).action; (groups[a] || groups.other).push(x); }
  const all = ["draw", "take", "meld", "add", "discard", "other"].flatMap(g => groups[g]);
  html += `<div role="region" id="legal" aria-label="${esc(t("table.legal_moves"))}" class="legal-row"><span class="lbl">${esc(lbl(t("table.legal_moves")))}</span>` +
    all.map(x => `<button class="legal" data-action="move" data-move="${esc(x)}" data-fk="lm:${esc(x)}">${esc(moveLabel(x, info.pile_top))}</button>`).join("") +
    `<details class="typed" id="typed"${S.typedOpen ? " open" : ""}><summary>${esc(t("table.type_move"))}</summary><form id="type-move" class="form-row"><label>${esc(t("table.notation"))}<input id="move-text" data-fk="movetext" aria-describedby="notation-help" placeholder="${esc(tAttr("notation-words", "meld").split(" ")[0] + " 7 7 7")}"></label><button>${esc(t("table.send"))}</button></form><p class="hint" id="notation-help">${esc(t("notation-help"))}</p></details></div>`;
  return html;
}

/* The table's melds, pile and seats: lit-html templates the table (table.js), the result (dialogs.js) and
 * the replay (history.js) are made of. */
import {html, nothing} from "../vendor/lit-html/lit-html.js";
import {cardHTML, cardSVG} from "./cards.js";
import {t} from "./i18n.js";
import {seatName} from "./model.js";
import {S} from "./store.js";
import {cardLabel, faceKind, isWildKind, kindIndex, meldName, meldShort, seqLabel, threesWord} from "./words.js";

/* ------------------------------------------------------------------ layout helpers */
export function seatPlaces(n, me) {
  // the other seats in play order from the player (or seat 0 for a spectator): left, across, right
  const base = me >= 0 ? me : 0;
  const others = [];
  for (let k = 1; k < n; k++) others.push((base + k) % n);
  const layout = {1: ["top"], 2: ["left", "right"], 3: ["left", "top", "right"], 4: ["left", "top", "top", "right"],
    5: ["left", "left", "top", "right", "right"]}[others.length] || others.map(() => "top");
  const out = {left: [], top: [], right: []};
  others.forEach((q, i) => out[layout[i]].push(q));
  if (me < 0) out.top.push(base);  // a spectator: seat 0 sits at the bottom of the ring, shown on top too
  return out;
}
export function pileHTML(info, lm, myTurn) {
  const frozen = info.pile_reasons.some(r => r.startsWith("frozen"));
  const blocked = info.pile_reasons.some(r => r.startsWith("blocked"));
  const canTake = myTurn && lm.some(x => x.startsWith("take"));
  const state = frozen ? "frozen" : blocked ? "blocked" : "open";
  const label = t("table.pile_n", {n: info.pile_size}) + (info.pile_top ? ", " + cardLabel(info.pile_top) : "") +
    info.pile_reasons.map(r => ", " + t("pile." + r)).join("");
  const take = myTurn && info.phase === "draw";  // the pile is a button that takes it
  return html`<div class="stack pile ${state}${canTake ? " can-take" : ""}" data-testid="pile" data-drop="pile" role="group" aria-label=${label}>
    <div class="pile-cards" data-drag=${take ? "pile" : nothing} tabindex=${take ? "0" : nothing} role=${take ? "button" : nothing} data-action=${take ? "takepile" : nothing} data-fk=${take ? "pile" : nothing} aria-label=${take ? t("tb.take_pile") : nothing}>
      ${frozen ? html`<span class="freeze-mark" aria-hidden="true">${cardSVG("2s")}</span>` : ""}
      ${info.pile_top ? cardHTML(info.pile_top, {big: true, cls: "pile-top"}) : html`<span class="card big empty" role="img" aria-label=${t("table.pile_empty")}></span>`}
      ${frozen ? html`<span class="state-icon frozen" aria-hidden="true">❄</span>` : blocked ? html`<span class="state-icon blocked" aria-hidden="true"><svg viewBox="0 0 20 20"><circle cx="10" cy="10" r="7.5" fill="none" stroke="#c8102e" stroke-width="3"/><path d="M4.7 15.3L15.3 4.7" stroke="#c8102e" stroke-width="3"/></svg></span>` : ""}
    </div>
    <div class="count">${t("table.pile_n", {n: info.pile_size})}</div>
    ${info.pile_reasons.length ? html`<div class="reasons">${info.pile_reasons.map(r => html`<div class="reason">${t("pile." + r)}</div>`)}</div>` : ""}
  </div>`;
}
export function meldHTML(md, si, base, clickable) {
  if (md.kind === "sequence") return seqHTML(md, si, base, clickable);
  const old = (base[si] || []).find(x => x.key === md.key);
  const staged = !old || old.cards.length !== md.cards.length;
  const wild = md.cards.filter(f => isWildKind(faceKind(f))).length;
  const canasta = md.cards.length >= 7;
  const kind = canasta ? (wild ? "mixed" : "natural") : "";
  const aria = meldName(md.key) + ", " + t("table.cards_n", {n: md.cards.length}) + (canasta ? ", " + (wild ? t("meld.mixed_canasta") : t("meld.natural_canasta")) : "") + (staged ? ", " + t("table.staged") : "");
  // a canasta is squared up: its top card (red for natural, black for mixed, as at a real table), its size
  const cards = canasta
    ? html`<span class="squared ${kind}">${cardHTML(md.cards.find(f => !isWildKind(faceKind(f))) || md.cards[0])}<span class="badge ${kind}">${md.cards.length}</span></span>`
    : html`<span class="fan n${md.cards.length}">${md.cards.map(f => cardHTML(f))}</span>`;
  const label = html`<span class="mlabel" aria-hidden="true">${meldShort(md.key)}${canasta ? ` · ${t(wild ? "tb.mixed_short" : "tb.natural_short")}` : ""}</span>`;
  return meldBox(`meld ${staged ? "staged" : ""} ${kind}`, md, si, clickable, aria, label, cards);
}
/* A sequence (Samba, Bolivia) is a run of one suit: its cards fanned low to high, its label the suit and
 * the run ("♥ 4–6"); a sequence of seven is a samba (an escalera in Bolivia), a canasta that takes no more. */
function seqHTML(md, si, base, clickable) {
  const old = (base[si] || []).find(x => x.key === md.key);
  const staged = !old || old.cards.length !== md.cards.length;
  const samba = md.cards.length >= 7;
  const run = [...md.cards].sort((a, b) => kindIndex(faceKind(a)) - kindIndex(faceKind(b)));
  const aria = meldName(md.key) + ", " + seqLabel(md) + ", " + t("table.cards_n", {n: md.cards.length}) +
    (samba ? ", " + t("meld-seq-canasta") : "") + (staged ? ", " + t("table.staged") : "");
  const cards = html`<span class="fan run n${md.cards.length}">${run.map(f => cardHTML(f))}</span>`;
  const label = html`<span class="mlabel" aria-hidden="true">${seqLabel(md)}${samba ? html` · <span class="samba-mark">${t("tb-seq-canasta-short")}</span>` : ""}</span>`;
  return meldBox(`meld seq ${staged ? "staged" : ""} ${samba ? "samba" : ""}`, md, si, clickable, aria, label, cards);
}
function meldBox(cls, md, si, clickable, aria, label, cards) {
  return clickable
    ? html`<button class=${cls} data-side=${si} data-key=${md.key} data-drop="meld:${md.key}" data-action="meldclick" data-fk="meld${md.key}" aria-label=${aria}>${label}${cards}</button>`
    : html`<div class=${cls} data-side=${si} data-key=${md.key} data-drop="meld:${md.key}" aria-label=${aria}>${label}${cards}</div>`;
}
export function sideHTML(sd, si, info, v, me, myTurn, mine) {
  const names = sd.seats.map(seatName).join(", ");
  const team = info.team_of[sd.seats[0]];
  const open = sd.opened ? "" : t("table.needs_opening", {min: sd.minimum, have: sd.progress});
  const melds = v.melds[si] || [];
  const canastas = melds.filter(md => md.cards.length >= 7);
  return html`<div class="side" data-side=${si}><h3><span>${mine ? t("table.your_side") : t("table.side_n", {n: si + 1})}</span>
    <span class="names">${names}</span> <span class="score" title=${t("table-match-total")}>${t("table.score_n", {n: info.scores[team]})}</span>
    ${onTableHTML(sd)}
    ${open ? html`<span class="open">${open}</span>` : ""}
    ${!mine && canastas.length ? html`<span class="canastas" aria-label=${t("tb.canastas_n", {n: canastas.length})}>${canastas.map(md => html`<span class="cbadge ${md.kind === "sequence" ? "samba" : md.cards.some(f => isWildKind(faceKind(f))) ? "mixed" : "natural"}">${meldShort(md.key)}</span>`)}</span>` : ""}
    </h3><div class="melds">${open ? html`<span class="open-note" aria-hidden="true">${open}</span>` : ""}${melds.length ? "" : html`<span class="hint">${t("table.no_melds")}</span>`}${melds.map(md => meldHTML(md, si, S.msg.view.melds, mine && myTurn))}</div></div>`;
}
/* The running score (defect 5): what the side has on the table now, from its face-up melds and red threes
 * (the server counts it with the engine's scoring); the match total stays beside it. */
function onTableHTML(sd) {
  const o = sd.on_table;
  if (!o) return "";
  const all = S.msg && S.msg.view.rules && S.msg.view.rules.black3_bonus ? "yes" : "no";  // (MA-14: all threes)
  const detail = t("table-on-table-detail", {melded: o.melded, bonus: o.bonus, red3: o.red3, all});
  return html`<span class="on-table" data-testid="on-table" title=${detail} aria-label=${t("table-on-table", {n: o.total}) + ": " + detail}><span class="long">${t("table-on-table", {n: o.total})}</span><span class="short" aria-hidden="true">${String(o.total)}</span></span>`;
}
/** Hand and Foot (HF-3, HF-10): a seat's foot as a count while it lies face down, "in the foot" once picked up. */
function footHTML(q, v) {
  const feet = v.feet;
  if (!feet || !feet[q]) return "";
  const n = feet[q].count || 0;
  return html`<div class="foot ${n ? "" : "in-foot"}" data-testid="foot-${q}">${n ? t("table-foot-n", {n}) : t("table-in-foot")}</div>`;
}
export function chipHTML(q, info, v, m) {
  const s = m.seats[q];
  const active = info.turn === q && !["hand_over", "match_over"].includes(info.phase);
  const r3 = v.red3s[q] || [];
  const sideIdx = info.side_of[q];
  const me = q === m.seat;
  const cnt = info.hand_counts[q];
  const away = s.away ? html` <span class="away">${t("tb.bot_plays")}</span>` : "";
  const sit = m.seat < 0 && s.kind === "human" && !s.taken && S.user && info.phase !== "match_over" && !m.closed && S.removedFrom !== m.table
    ? html`<button class="primary small" data-action="sit" data-seat=${q} data-fk="sit${q}">${t("table.sit_at", {n: q + 1})}</button>` : "";
  // (a line of words is one text node, as before lit: split in several, its letters are placed a fraction of a
  // pixel apart from where they were)
  return html`<div class="seat ${active ? "turn" : ""} ${me ? "me" : ""}" data-seat=${q} aria-label=${seatName(q) + (active ? ", " + t("tb.to_play") : "")}>
    <div class="sname" title=${seatName(q)}><span class="dot ${s.online ? "on" : ""}" aria-hidden="true"></span><strong>${seatName(q)}</strong>${me ? " " + t("table.you") : ""}${info.dealer === q ? html` <span class="dealer" title=${t("tb.dealer")} aria-label=${t("tb.dealer")}>${t("tb.dealer_mark")}</span>` : ""}${away}</div>
    <div class="meta"><span class="backs" aria-hidden="true">${me ? "" : html`<span class="cardback mini"></span>`}</span>${t("table.cards_n", {n: cnt}) + "\n      · " + (sideIdx < 0 ? t("table.sitting_out") : t("table.side_n", {n: sideIdx + 1}))}</div>
    ${footHTML(q, v)}
    ${r3.length ? html`<div class="r3" aria-label=${threesWord(v.rules)}>${r3.map(f => cardHTML(f, {cls: "mini"}))}</div>` : ""}
    ${sit}<div class="bubble" id="bubble-${q}" aria-hidden="true"></div>
  </div>`;
}

/* The entry point of the Canasta web client (loaded by index.html as <script type="module">).
 * The server is authoritative: the client holds no rules. It shows the legal moves the server sends
 * (view.legal_moves), and asks the server why a move is not allowed. Every module imports what it uses
 * by a relative path; nothing is put on window except the debug handle below. */
import {render} from "../vendor/lit-html/lit-html.js";
import {cardSVG} from "./cards.js";
import {onMessage, send} from "./connection.js";
import {setStatus} from "./dom.js";
import {drop} from "./drag.js";
import {renderHistory, renderReplay} from "./history.js";
import {browserLang, loadLang, t} from "./i18n.js";
import "./input.js";
import {pileHTML} from "./melds.js";
import {answerNote, cur, myHand, seatName} from "./model.js";
import {errorText} from "./refusals.js";
import {go} from "./router.js";
import {S} from "./store.js";
import {renderTable} from "./table.js";
import {loadUser, refreshRole, renderWho} from "./user.js";
import {faceKind, kindName, levelName, parseMove} from "./words.js";

window.addEventListener("hashchange", go);
document.getElementById("lang-select").addEventListener("change", async ev => {
  await loadLang(ev.target.value);
  renderWho();
  if (typeof S.status === "function") setStatus(S.status);
  if (S.msg && S.wsTable) renderTable(); else if (S.replay) renderReplay(); else go();
});
(async function start() {
  loadUser();
  await loadLang(browserLang());
  renderWho();
  refreshRole();
  go();
})();
document.addEventListener("change", ev => { if (ev.target.id === "hist-all") { S.histAll = ev.target.checked; renderHistory(); } });

/* The debug handle, the one name this client puts on window: the store and a few functions, for the
 * browser tests (tests/web/*browser*.py, page.evaluate) and for a look from the browser's console
 * (render: lit-html's, to look at a template such as pileHTML(...) in a detached element).
 * Nothing in the client reads it. */
window.__canasta = Object.freeze({S, t, cur, myHand, seatName, errorText, levelName, faceKind, parseMove, cardSVG,
  kindName, pileHTML, renderTable, answerNote, onMessage, send, drop, render});

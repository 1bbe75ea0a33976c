/* Who is playing: the name and token kept on this device, a personal link's identity, signing out. */
import {html} from "../vendor/lit-html/lit-html.js";
import {api} from "./api.js";
import {closeWS} from "./connection.js";
import {$, setStatus} from "./dom.js";
import {t} from "./i18n.js";
import {go, route} from "./router.js";
import {S} from "./store.js";
import {renderTable} from "./table.js";

export function saveUser(u) { S.user = u; localStorage.setItem("canasta.user", JSON.stringify(u)); renderWho(); refreshRole(); }
// whether the player is an organiser: the table then shows the organiser's tools (the server checks again)
export async function refreshRole() {
  let org = false;
  if (S.user) { try { org = (await api("/api/members/me")).role === "organiser"; } catch (e) { org = false; } }
  if (org !== !!S.organiser) { S.organiser = org; if (S.msg && S.wsTable) renderTable(); }
}
// the club's pages, also in the lobby: on a phone the top bar has no room for them
export function clubLinks() {
  const a = (path, key) => html`<a href="${path}?lang=${S.lang}">${t(key)}</a>`;
  return html`<nav class="club-links" aria-label=${t("club-links")} data-testid="club-links">${a("/club/leaderboard", "club-leaderboard")}
    ${a("/club/events", "nav-events")} ${a("/club/account", "nav-account")}</nav>`;
}
export function loadUser() {
  try { const u = JSON.parse(localStorage.getItem("canasta.user") || "null"); if (u && u.token) S.user = u; } catch (e) { S.user = null; }
}
export function renderWho() {
  $("#whoami").textContent = S.user ? t("nav.playing_as", {name: S.user.name}) : "";
  renderSignOut();
  renderRestore();
}

/* ------------------------------------------------------------------ identities */
// A personal link (#/t/ID?token=...) holds someone's identity. Opening one asks first, naming whose
// identity it is; the identity it replaces is kept (localStorage "canasta.previous") and can be
// taken back with the button beside the name.
export async function adoptLinkToken(tok) {
  let me = null;
  try {
    const res = await fetch("/api/me", {headers: {"x-token": tok}});
    if (res.ok) me = await res.json();
  } catch (e) { me = null; }
  if (!me) { setStatus(t("identity.bad_link")); return; }
  const question = S.user
    ? t("identity.switch", {name: me.name, id: me.id, current: S.user.name, current_id: S.user.id})
    : t("identity.take", {name: me.name, id: me.id});
  if (!window.confirm(question)) return;
  if (S.user) rememberUser(S.user);
  saveUser({id: me.id, name: me.name, token: tok});
  closeWS();  // the table's socket reconnects as the new identity
}
function previousUsers() {
  try { const xs = JSON.parse(localStorage.getItem("canasta.previous") || "[]"); return Array.isArray(xs) ? xs.filter(u => u && u.token) : []; }
  catch (e) { return []; }
}
function rememberUser(u) {
  const xs = [u].concat(previousUsers().filter(x => x.token !== u.token)).slice(0, 5);
  localStorage.setItem("canasta.previous", JSON.stringify(xs));
}
function restoreUser() {
  const xs = previousUsers().filter(x => !S.user || x.token !== S.user.token);
  if (!xs.length) return;
  const back = xs[0];
  localStorage.setItem("canasta.previous", JSON.stringify(xs.slice(1)));
  if (S.user) rememberUser(S.user);
  saveUser(back);
  closeWS();
  go();
}
// "Sign out" on this device beside the name (issue 38, newcomer 6): the server ends this device's session
function renderSignOut() {
  const old = document.getElementById("sign-out");
  if (old) old.remove();
  if (!S.user) return;
  const b = document.createElement("button");
  b.id = "sign-out"; b.type = "button"; b.dataset.testid = "sign-out"; b.textContent = t("nav.sign_out");
  b.addEventListener("click", async () => {
    try { await api("/api/logout", {method: "POST"}); } catch (e) { /* ended already: forget it here anyway */ }
    S.user = null; localStorage.removeItem("canasta.user"); location.hash = "#/"; renderWho(); route();
  });
  $("#whoami").after(b);
}
function renderRestore() {
  const old = document.getElementById("restore-identity");
  if (old) old.remove();
  const back = previousUsers().filter(x => !S.user || x.token !== S.user.token)[0];
  if (!back) return;
  const b = document.createElement("button");
  b.id = "restore-identity";
  b.type = "button";
  b.textContent = t("identity.restore", {name: back.name, id: back.id});
  b.addEventListener("click", restoreUser);
  $("#whoami").after(b);
}

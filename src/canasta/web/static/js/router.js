/* The router: the page for the address's hash (#/, #/t/ID, #/history, #/r/ID). */
import {closeWS, openTable} from "./connection.js";
import {setStatus} from "./dom.js";
import {openReplay, renderHistory} from "./history.js";
import {renderLobby} from "./lobby.js";
import {S} from "./store.js";
import {adoptLinkToken} from "./user.js";

/* ------------------------------------------------------------------ routing */
export function route() {
  const h = location.hash || "#/";
  const [path, query] = h.slice(1).split("?");
  const params = new URLSearchParams(query || "");
  const parts = path.split("/").filter(Boolean);
  return {parts, params};
}
export async function go() {
  const {parts, params} = route();
  // leaving a table: its last line ("Ann discarded the king") is no news on the next page
  if (parts[0] !== "t" && S.wsTable) setStatus("");
  const tok = params.get("token");
  if (tok) {
    history.replaceState(null, "", "#/" + parts.join("/"));  // the token leaves the address bar at once
    if (!S.user || S.user.token !== tok) await adoptLinkToken(tok);
  }
  if (parts[0] !== "t") closeWS();
  S.replay = null;
  if (parts[0] === "t" && parts[1]) return openTable(parts[1]);
  if (parts[0] === "history") return renderHistory();
  if (parts[0] === "r" && parts[1]) return openReplay(parts[1], 0);
  return renderLobby();
}

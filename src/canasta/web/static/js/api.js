/* The HTTP API: api(path, opts) with the player's token and language; the server's refusals in words. */
import {hasMsg, t} from "./i18n.js";
import {reasonArgs} from "./refusals.js";
import {S} from "./store.js";

export async function api(path, opts) {
  opts = opts || {};
  // the server says its refusals ({error, code, params}) in the language the player chose
  const headers = Object.assign({"content-type": "application/json", "accept-language": S.lang}, opts.headers || {});
  if (S.user) headers["x-token"] = S.user.token;
  let res;
  try {
    res = await fetch(path, Object.assign({}, opts, {headers}));
  } catch (e) {
    throw new Error(t("err.network"));
  }
  let data = null;
  try { data = await res.json(); } catch (e) { data = null; }
  if (!res.ok) { const err = new Error(serverErrorText(data) || (t("err.http") + " " + res.status)); err.code = data && data.code; throw err; }
  return data;
}
// A server error in the player's language: the server's own text when it said it (it has a code), else
// reason-<code> with its params when the catalogs have
// it (a bad house rule, a refused record and the move inside it), else the server's English text.
function serverErrorText(d) {
  if (!d) return "";
  if (d.code && d.error) return d.error;  // a refusal the server said in the language api() asked for (web/refusals.py)
  const code = d.reason_code;
  if (code && hasMsg("reason-" + code)) {
    const args = reasonArgs(d.params || {});
    if (d.inner) args.reason = serverErrorText(Object.assign({error: d.inner.text}, d.inner));
    return t("reason-" + code, args) + (d.rule ? " (" + d.rule + ")" : "");
  }
  return d.error || d.text || "";
}

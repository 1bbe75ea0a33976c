/* The store: the client's one shared state (the language, who plays, the table's last state, what is
 * staged and selected...). Every module imports it; it is a plain object, changed in place. */
export const S = {
  lang: "en", cat: null, en: null, meta: null, user: null,
  ws: null, wsTable: null, retry: 0, msg: null, preview: null, staged: [], selected: [],
  notice: "", noticeKind: "", replay: null, lastError: "",
};

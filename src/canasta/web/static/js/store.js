export const S = {
  lang: "en", cat: null, en: null, meta: null, user: null,
  ws: null, wsTable: null, retry: 0, msg: null, preview: null, staged: [], selected: [],
  notice: "", noticeKind: "", replay: null, lastError: "",
};

/* The player's display preferences (four-colour deck, high contrast, sound), kept on the device. */
const PREFS_KEY = "canasta.prefs";
export const REACTIONS = ["up", "clap", "smile", "wow", "oops", "gg"];
export function prefs() {
  try { return Object.assign({four: false, contrast: false, sound: false}, JSON.parse(localStorage.getItem(PREFS_KEY) || "{}")); }
  catch (e) { return {four: false, contrast: false, sound: false}; }
}
export function setPref(k, v) { const p = prefs(); p[k] = v; localStorage.setItem(PREFS_KEY, JSON.stringify(p)); applyPrefs(); }
export function applyPrefs() {
  const p = prefs();
  document.body.classList.toggle("four-colour", !!p.four);
  document.body.classList.toggle("high-contrast", !!p.contrast);
}
export const reducedMotion = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

import {S} from "./store.js";

/* ------------------------------------------------------------------ helpers */
export const esc = s => String(s).replace(/[&<>"']/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c]));
export const $ = sel => document.querySelector(sel);
// The status line: a text, or a function giving it, called again when the language changes.
export function setStatus(x) { S.status = x; $("#status").textContent = (typeof x === "function" ? x() : x) || ""; }

/* Small DOM helpers: $(selector), show() (every page and panel is rendered by lit-html) and the status line. */
import {nothing, render} from "../vendor/lit-html/lit-html.js";
import {S} from "./store.js";

export const $ = sel => document.querySelector(sel);
// Renders a lit-html template into a container. A container is only ever written through here (or
// lit's render), never by innerHTML: lit keeps its place markers inside it from one render to the next.
// A box rendered into on its own (#hist, #open-list, a select's options...) holds no binding of the
// template around it: the page's template leaves it empty.
export function show(el, template) { if (el) render(template, el); }
// The same, on fresh elements: what was there goes first (a list rebuilt with its default chosen again,
// a page that binds its own listeners).
export function showAnew(el, template) { if (el) { render(nothing, el); render(template, el); } }
// The status line: a text, or a function giving it, called again when the language changes.
export function setStatus(x) { S.status = x; $("#status").textContent = (typeof x === "function" ? x() : x) || ""; }

// State sent as changes (issue 39, docs/web.md "State as changes"): RFC 6902 operations (add,
// remove, replace) applied to the last state document. applyPatch(doc, ops) returns the new
// document and leaves `doc` as it was: the objects and arrays on the operations' paths are copied
// (once per patch), the rest is shared with `doc`. A bad operation throws an Error (the client
// then asks {"type":"resync"} for a full state).

function tokens(path) {
  if (path === "") return [];
  if (typeof path !== "string" || path[0] !== "/") throw new Error(`patch: bad path ${JSON.stringify(path)}`);
  return path.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function index(tok, size, path, forAdd) {
  if (forAdd && tok === "-") return size;
  if (!/^(0|[1-9][0-9]*)$/.test(tok)) throw new Error(`patch: bad array index ${JSON.stringify(tok)} in ${path}`);
  const i = Number(tok);
  if (i > size || (!forAdd && i === size)) throw new Error(`patch: index ${i} past the end in ${path}`);
  return i;
}

function isContainer(x) {
  return x !== null && typeof x === "object";
}

function hasKey(obj, key) {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

// obj[key] = value, as an own property even for the key "__proto__" (as JSON.parse makes it)
function setKey(obj, key, value) {
  if (key === "__proto__") Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
  else obj[key] = value;
}

export function applyPatch(doc, ops) {
  if (!Array.isArray(ops)) throw new Error("patch: ops is not an array");
  const fresh = new Set(); // the containers copied by this patch: changed in place from then on
  const copy = (x) => {
    if (fresh.has(x)) return x;
    let c;
    if (Array.isArray(x)) c = x.slice();
    else if (hasKey(x, "__proto__")) {
      c = {};
      for (const k of Object.keys(x)) setKey(c, k, x[k]);
    } else c = Object.assign({}, x);
    fresh.add(c);
    return c;
  };
  let root = doc;
  for (const op of ops) {
    if (!op || typeof op !== "object") throw new Error("patch: an operation is not an object");
    const kind = op.op;
    if (kind !== "add" && kind !== "remove" && kind !== "replace") {
      throw new Error(`patch: unknown operation ${JSON.stringify(kind)}`);
    }
    if (kind !== "remove" && !hasKey(op, "value")) throw new Error(`patch: ${kind} without a value at ${op.path}`);
    const toks = tokens(op.path);
    if (toks.length === 0) {
      if (kind === "remove") throw new Error("patch: cannot remove the whole document");
      root = op.value;
      continue;
    }
    if (!isContainer(root)) throw new Error(`patch: ${op.path} goes into a scalar`);
    root = copy(root);
    let parent = root;
    for (const t of toks.slice(0, -1)) {
      let key;
      if (Array.isArray(parent)) key = index(t, parent.length, op.path, false);
      else if (hasKey(parent, t)) key = t;
      else throw new Error(`patch: no ${JSON.stringify(t)} in ${op.path}`);
      const child = parent[key];
      if (!isContainer(child)) throw new Error(`patch: ${op.path} goes through a scalar`);
      const c = copy(child);
      if (Array.isArray(parent)) parent[key] = c;
      else setKey(parent, key, c);
      parent = c;
    }
    const last = toks[toks.length - 1];
    if (Array.isArray(parent)) {
      const i = index(last, parent.length, op.path, kind === "add");
      if (kind === "add") parent.splice(i, 0, op.value);
      else if (kind === "remove") parent.splice(i, 1);
      else parent[i] = op.value;
    } else {
      if (kind !== "add" && !hasKey(parent, last)) throw new Error(`patch: no ${JSON.stringify(last)} to ${kind} in ${op.path}`);
      if (kind === "remove") delete parent[last];
      else setKey(parent, last, op.value);
    }
  }
  return root;
}

// The client's side of the protocol: count the state and patch messages received; apply a patch
// only when its base is that count (before it), else ask for a resync and wait for a state.
export class PatchedState {
  constructor() {
    this.doc = null;
    this.count = 0;
    this.broken = false;
  }

  // The state after `msg` (a parsed server message), or null: not a state/patch message, or a
  // patch that does not apply (then `this.broken` is true: send {"type":"resync"}).
  take(msg) {
    if (msg.type === "state") {
      this.count += 1;
      this.doc = msg;
      this.broken = false;
      return msg;
    }
    if (msg.type !== "patch") return null;
    this.count += 1;
    if (this.broken || this.doc === null || msg.base !== this.count - 1) {
      this.broken = true;
      return null;
    }
    try {
      this.doc = applyPatch(this.doc, msg.ops);
    } catch (e) {
      this.broken = true;
      return null;
    }
    return this.doc;
  }
}

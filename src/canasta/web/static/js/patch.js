/* RFC 6902 JSON Patch, the part the table's "patch" messages use: add, remove and replace, on objects
 * and arrays ("-" appends to an array). applyPatch(doc, ops) returns the patched copy (doc itself is not
 * changed) and throws an Error naming the op on anything it cannot apply: a bad path, an index out of
 * range, an unknown op. The caller answers such an error by asking the server for a full state. */

function unescapeToken(tok) { return tok.replace(/~1/g, "/").replace(/~0/g, "~"); }

function parsePointer(path) {
  if (path === "") return [];
  if (typeof path !== "string" || path[0] !== "/") throw new Error(`patch: bad path ${JSON.stringify(path)}`);
  return path.slice(1).split("/").map(unescapeToken);
}

function arrayIndex(arr, tok, forAdd, op) {
  if (tok === "-" && forAdd) return arr.length;
  if (!/^(0|[1-9][0-9]*)$/.test(tok)) throw new Error(`patch: bad array index ${JSON.stringify(tok)} in ${JSON.stringify(op)}`);
  const i = Number(tok);
  if (i > arr.length || (!forAdd && i === arr.length)) throw new Error(`patch: index ${i} out of range in ${JSON.stringify(op)}`);
  return i;
}

function applyOne(doc, op) {
  if (!op || typeof op !== "object") throw new Error(`patch: not an op: ${JSON.stringify(op)}`);
  if (!["add", "remove", "replace"].includes(op.op)) throw new Error(`patch: unsupported op ${JSON.stringify(op.op)}`);
  if (op.op !== "remove" && !("value" in op)) throw new Error(`patch: ${op.op} without a value: ${JSON.stringify(op)}`);
  const keys = parsePointer(op.path);
  if (!keys.length) {  // the whole document
    if (op.op === "remove") throw new Error("patch: cannot remove the whole document");
    return structuredClone(op.value);
  }
  let parent = doc;
  for (const k of keys.slice(0, -1)) {
    if (Array.isArray(parent)) parent = parent[arrayIndex(parent, k, false, op)];
    else if (parent !== null && typeof parent === "object" && Object.prototype.hasOwnProperty.call(parent, k)) parent = parent[k];
    else throw new Error(`patch: no ${JSON.stringify(k)} on the way to ${op.path}`);
    if (parent === null || typeof parent !== "object") throw new Error(`patch: ${op.path} goes through a value that is not a container`);
  }
  const last = keys[keys.length - 1];
  const value = op.op === "remove" ? undefined : structuredClone(op.value);
  if (Array.isArray(parent)) {
    const i = arrayIndex(parent, last, op.op === "add", op);
    if (op.op === "add") parent.splice(i, 0, value);
    else if (op.op === "remove") parent.splice(i, 1);
    else parent[i] = value;
  } else {
    const present = Object.prototype.hasOwnProperty.call(parent, last);
    if (op.op !== "add" && !present) throw new Error(`patch: nothing at ${op.path} to ${op.op}`);
    if (op.op === "remove") delete parent[last];
    else parent[last] = value;
  }
  return doc;
}

export function applyPatch(doc, ops) {
  if (!Array.isArray(ops)) throw new Error("patch: ops is not a list");
  let out = structuredClone(doc);
  for (const op of ops) out = applyOne(out, op);
  return out;
}

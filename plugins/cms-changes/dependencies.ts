/**
 * Which CMS documents a page query reads, from one field of the `cms` namespace and its arguments, so that Gatsby
 * re-runs (and re-renders) a page only when one of them changed (ADR 0220). Conservative by construction:
 * - `Articles(where: {slug: {equals: X}})` / `{slug: {in: [...]}}` / `Article(id: N)` → those documents;
 * - any other list read (`Articles(where: {city: ...}, limit: 6)`) → the whole collection (a new, changed or
 *   deleted article re-runs it);
 * - a global → that global; plus, always, every collection the documents can embed (media);
 * - a field absent from the manifest → "always", a version that changes on every build.
 */
import type { CmsManifest } from "./manifest";

/** Gatsby node type holding the versions of one CMS list field's documents. */
export const versionType = (listField: string): string => `CmsVersion${listField.replace(/^all/, "All")}`;
/** Stable key of one document's (or global's) version node (hashed into a node id by createNodeId). */
export const docKey = (listField: string, id: string): string => `cms-version ${listField} ${id}`;
export const globalKey = (field: string): string => `cms-version global ${field}`;
export const ALWAYS_KEY = "cms-version always";
export const ALWAYS_TYPE = "CmsVersionAlways";

export interface Dependencies {
  /** Version node keys (docKey / globalKey / ALWAYS_KEY). */
  nodes: string[];
  /** Version node types (versionType): any document of them added, changed or removed. */
  connections: string[];
}

type Where = Record<string, unknown>;

/** The ids of the documents a `where` selects by one key field (`equals` / `in`), or null when it selects otherwise. */
function keyedIds(manifest: CmsManifest, listField: string, where: unknown): string[] | null {
  const docs = manifest.collections[listField]?.docs;
  if (!docs || !where || typeof where !== "object") return null;
  for (const [field, condition] of Object.entries(where as Where)) {
    if (!condition || typeof condition !== "object") continue;
    const { equals, in: inList } = condition as { equals?: unknown; in?: unknown };
    const values = equals !== undefined && equals !== null ? [equals] : Array.isArray(inList) ? inList : null;
    if (!values || !docs.some((d) => field in d.keys)) continue;
    const wanted = new Set(values.map(String));
    const ids = docs.filter((d) => d.keys[field] !== undefined && wanted.has(d.keys[field]!)).map((d) => d.id);
    // Nothing matches (a document not published yet): any change to the collection may make it appear.
    return ids.length > 0 ? ids : null;
  }
  return null;
}

export function dependenciesOf(manifest: CmsManifest, field: string, args: Record<string, unknown>): Dependencies {
  const related = (owner: string) => (manifest.related[owner] ?? []).map(versionType);
  if (manifest.collections[field]) {
    const ids = keyedIds(manifest, field, args.where);
    return ids
      ? { nodes: ids.map((id) => docKey(field, id)), connections: related(field) }
      : { nodes: [], connections: [versionType(field), ...related(field)] };
  }
  const list = manifest.singles[field];
  if (list) {
    const id = args.id === undefined || args.id === null ? null : String(args.id);
    const known = id !== null && manifest.collections[list]?.docs.some((d) => d.id === id);
    return known
      ? { nodes: [docKey(list, id)], connections: related(list) }
      : { nodes: [], connections: [versionType(list), ...related(list)] };
  }
  if (manifest.globals[field] !== undefined) return { nodes: [globalKey(field)], connections: related(field) };
  return { nodes: [ALWAYS_KEY], connections: [] };
}

/**
 * The CMS manifest: which documents exist and when each last changed (`updatedAt`), read from Payload's GraphQL
 * API in two small requests (introspection, then `id updatedAt <keys>` of every collection and global). It is
 * what the incremental build compares between publishes (ADR 0220): a document whose `updatedAt` moved, appeared
 * or disappeared dirties the pages that read it, and only those.
 */

/** Fields of a document that page queries filter on to read one document (`where: {slug: {equals: $contentId}}`). */
export const KEY_FIELDS = ["id", "slug", "productId", "cityId"] as const;

export interface DocVersion {
  id: string;
  updatedAt: string;
  /** Values of the KEY_FIELDS the document has (`id` included). */
  keys: Record<string, string>;
}

export interface CollectionManifest {
  /** The document type (`Article`), shared by the list field (`Articles`) and the single field (`Article`). */
  docType: string;
  docs: DocVersion[];
}

export interface CmsManifest {
  /** List field (`Articles`, `allMedia`) → its documents. */
  collections: Record<string, CollectionManifest>;
  /** Single-document field (`Article(id:)`) → its list field. */
  singles: Record<string, string>;
  /** Global field (`AppRating`) → its `updatedAt`. */
  globals: Record<string, string>;
  /** List or global field → list fields of the documents it can embed through relations (uploads: `allMedia`). */
  related: Record<string, string[]>;
}

// ------------------------------------------------------------------------------------------------ introspection

interface TypeRef {
  kind: string;
  name: string | null;
  ofType?: TypeRef | null;
}
interface IntrospectedField {
  name: string;
  args?: { name: string; type: TypeRef }[];
  type: TypeRef;
}
interface IntrospectedType {
  name: string;
  kind: string;
  fields?: IntrospectedField[] | null;
  possibleTypes?: { name: string }[] | null;
}
export interface Introspection {
  __schema: { queryType: { name: string }; types: IntrospectedType[] };
}

const TYPE_REF = "kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }";
export const INTROSPECTION_QUERY = `{ __schema { queryType { name } types { name kind possibleTypes { name } fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } } } }`;

const named = (ref: TypeRef): string | null => (ref.ofType ? named(ref.ofType) : ref.name);

/** What to read for the manifest, from the CMS schema: list fields with their key fields, and globals. */
export interface ManifestPlan {
  collections: Record<string, { docType: string; keys: string[] }>;
  singles: Record<string, string>;
  globals: string[];
  related: Record<string, string[]>;
}

export function toManifestPlan(introspection: Introspection): ManifestPlan {
  const types = new Map(introspection.__schema.types.map((t) => [t.name, t]));
  const fieldsOf = (name: string | null) => (name ? (types.get(name)?.fields ?? []) : []);
  const query = fieldsOf(introspection.__schema.queryType.name).filter(
    (f) => !/^(versions?|docAccess|count)[A-Z]/.test(f.name),
  );
  const plan: ManifestPlan = { collections: {}, singles: {}, globals: [], related: {} };
  const listOfDocType = new Map<string, string>();
  for (const field of query) {
    const docs = fieldsOf(named(field.type)).find((f) => f.name === "docs");
    const docType = docs ? named(docs.type) : null;
    const docFields = fieldsOf(docType).map((f) => f.name);
    if (!docType || !docFields.includes("id") || !docFields.includes("updatedAt")) continue;
    // Payload's own collections and auth collections (`meUser`) are not content, and not readable anonymously.
    if (field.name.startsWith("Payload") || query.some((f) => f.name === `me${docType}`)) continue;
    plan.collections[field.name] = { docType, keys: KEY_FIELDS.filter((k) => docFields.includes(k)) };
    listOfDocType.set(docType, field.name);
  }
  for (const field of query) {
    const type = named(field.type);
    if (plan.collections[field.name] || !type) continue;
    const list = listOfDocType.get(type);
    if (list && field.args?.some((a) => a.name === "id")) plan.singles[field.name] = list;
    else if (
      !list &&
      fieldsOf(type).some((f) => f.name === "updatedAt") &&
      !field.args?.some((a) => a.type.kind === "NON_NULL")
    )
      plan.globals.push(field.name);
  }
  // Documents a type embeds through relations (upload and relationship fields resolve to another document type).
  const reachable = (root: string): string[] => {
    const found = new Set<string>();
    const seen = new Set<string>([root]);
    const walk = (name: string) => {
      const type = types.get(name);
      const next = [
        ...(type?.fields ?? []).map((f) => named(f.type)),
        ...(type?.possibleTypes ?? []).map((t) => t.name),
      ];
      for (const child of next) {
        if (!child || seen.has(child)) continue;
        seen.add(child);
        const list = listOfDocType.get(child);
        if (list) found.add(list);
        else walk(child);
      }
    };
    walk(root);
    return [...found].sort();
  };
  for (const [field, { docType }] of Object.entries(plan.collections)) plan.related[field] = reachable(docType);
  for (const field of plan.globals) plan.related[field] = reachable(named(query.find((f) => f.name === field)!.type)!);
  return plan;
}

/** One query that reads every document's id, updatedAt and keys, and every global's updatedAt. */
export function manifestQuery(plan: ManifestPlan): string {
  const lists = Object.entries(plan.collections).map(
    ([field, { keys }]) => `${field}(limit: 0, pagination: false) { docs { updatedAt ${keys.join(" ")} } }`,
  );
  const globals = plan.globals.map((field) => `${field} { updatedAt }`);
  return `{ ${[...lists, ...globals].join(" ")} }`;
}

type Row = Record<string, unknown> | null;

/**
 * The manifest from the answer to manifestQuery. Fields the anonymous reader may not read (users, preferences)
 * come back null with an error: they are left out, and a page that reads them is rebuilt every time.
 */
export function toManifest(plan: ManifestPlan, data: Record<string, unknown>): CmsManifest {
  const manifest: CmsManifest = { collections: {}, singles: {}, globals: {}, related: {} };
  for (const [field, { docType, keys }] of Object.entries(plan.collections)) {
    const docs = (data[field] as { docs?: Row[] } | null)?.docs;
    if (!docs) continue;
    manifest.collections[field] = {
      docType,
      docs: docs
        .filter((d): d is Record<string, unknown> => d !== null)
        .map((d) => ({
          id: String(d.id),
          updatedAt: String(d.updatedAt ?? ""),
          keys: Object.fromEntries(
            keys.filter((k) => d[k] !== null && d[k] !== undefined).map((k) => [k, String(d[k])]),
          ),
        })),
    };
  }
  for (const [single, list] of Object.entries(plan.singles))
    if (manifest.collections[list]) manifest.singles[single] = list;
  for (const field of plan.globals) {
    const row = data[field] as Row;
    if (row) manifest.globals[field] = String(row.updatedAt ?? "");
  }
  for (const [field, related] of Object.entries(plan.related)) {
    if (manifest.collections[field] || manifest.globals[field] !== undefined) manifest.related[field] = related;
  }
  return manifest;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function post(
  cmsUrl: string,
  query: string,
  fetcher: Fetch,
  headers: Record<string, string>,
): Promise<{ data?: Record<string, unknown> | null }> {
  const res = await fetcher(`${cmsUrl}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  if (!res.ok && res.status !== 200) throw new Error(`CMS GraphQL answered ${res.status}`);
  return (await res.json()) as { data?: Record<string, unknown> | null };
}

/** `headers`: the build's read token (the manifest reads whole collections, refused to anonymous clients). */
export async function fetchManifest(
  cmsUrl: string,
  fetcher: Fetch = fetch,
  headers: Record<string, string> = {},
): Promise<CmsManifest> {
  const schema = await post(cmsUrl, INTROSPECTION_QUERY, fetcher, headers);
  if (!schema.data) throw new Error("CMS GraphQL introspection returned no data");
  const plan = toManifestPlan(schema.data as unknown as Introspection);
  const answer = await post(cmsUrl, manifestQuery(plan), fetcher, headers);
  if (!answer.data) throw new Error("CMS GraphQL manifest query returned no data");
  return toManifest(plan, answer.data);
}

import { ALWAYS_KEY, dependenciesOf, docKey, globalKey, versionType } from "./dependencies";
import { manifestQuery, toManifest, toManifestPlan, type Introspection } from "./manifest";

/** A slice of Payload's GraphQL schema: articles (slug, cover image upload), media, a global, users. */
const ref = (name: string, kind = "OBJECT") => ({ kind, name, ofType: null });
const list = (name: string) => ({ kind: "LIST", name: null, ofType: ref(name) });
const introspection: Introspection = {
  __schema: {
    queryType: { name: "Query" },
    types: [
      {
        name: "Query",
        kind: "OBJECT",
        fields: [
          {
            name: "Articles",
            args: [{ name: "where", type: ref("Article_where", "INPUT_OBJECT") }],
            type: ref("Articles"),
          },
          {
            name: "Article",
            args: [{ name: "id", type: { kind: "NON_NULL", name: null, ofType: ref("Int", "SCALAR") } }],
            type: ref("Article"),
          },
          { name: "versionsArticles", args: [], type: ref("versionsArticles") },
          { name: "countArticles", args: [], type: ref("countArticles") },
          { name: "allMedia", args: [], type: ref("allMedia") },
          { name: "Users", args: [], type: ref("Users") },
          { name: "meUser", args: [], type: ref("usersMe") },
          {
            name: "AppRating",
            args: [{ name: "locale", type: ref("LocaleInputType", "ENUM") }],
            type: ref("AppRating"),
          },
          { name: "Access", args: [], type: ref("Access") },
        ],
      },
      {
        name: "Articles",
        kind: "OBJECT",
        fields: [
          { name: "docs", type: list("Article") },
          { name: "totalDocs", type: ref("Int", "SCALAR") },
        ],
      },
      { name: "versionsArticles", kind: "OBJECT", fields: [{ name: "docs", type: list("ArticleVersion") }] },
      {
        name: "ArticleVersion",
        kind: "OBJECT",
        fields: [
          { name: "id", type: ref("Int", "SCALAR") },
          { name: "updatedAt", type: ref("String", "SCALAR") },
        ],
      },
      {
        name: "Article",
        kind: "OBJECT",
        fields: [
          { name: "id", type: ref("Int", "SCALAR") },
          { name: "slug", type: ref("String", "SCALAR") },
          { name: "city", type: ref("String", "SCALAR") },
          { name: "updatedAt", type: ref("String", "SCALAR") },
          { name: "coverImage", type: ref("Media") },
          { name: "blocks", type: list("Article_Blocks") },
        ],
      },
      { name: "Article_Blocks", kind: "UNION", possibleTypes: [{ name: "GalleryBlock" }] },
      { name: "GalleryBlock", kind: "OBJECT", fields: [{ name: "image", type: ref("Media") }] },
      { name: "allMedia", kind: "OBJECT", fields: [{ name: "docs", type: list("Media") }] },
      {
        name: "Media",
        kind: "OBJECT",
        fields: [
          { name: "id", type: ref("Int", "SCALAR") },
          { name: "updatedAt", type: ref("String", "SCALAR") },
        ],
      },
      { name: "Users", kind: "OBJECT", fields: [{ name: "docs", type: list("User") }] },
      {
        name: "User",
        kind: "OBJECT",
        fields: [
          { name: "id", type: ref("Int", "SCALAR") },
          { name: "updatedAt", type: ref("String", "SCALAR") },
        ],
      },
      {
        name: "AppRating",
        kind: "OBJECT",
        fields: [
          { name: "score", type: ref("Float", "SCALAR") },
          { name: "updatedAt", type: ref("String", "SCALAR") },
        ],
      },
      { name: "Access", kind: "OBJECT", fields: [{ name: "canAccessAdmin", type: ref("Boolean", "SCALAR") }] },
    ],
  },
};

const plan = toManifestPlan(introspection);
const manifest = toManifest(plan, {
  Articles: {
    docs: [
      { id: 1, slug: "eiffel", updatedAt: "2026-11-01T00:00:00.000Z" },
      { id: 2, slug: "tower-bridge", updatedAt: "2026-11-02T00:00:00.000Z" },
      { id: 3, slug: "atomium", updatedAt: "2026-11-03T00:00:00.000Z" },
    ],
  },
  allMedia: { docs: [{ id: 9, updatedAt: "2026-10-01T00:00:00.000Z" }] },
  Users: null, // anonymous: not allowed
  AppRating: { updatedAt: "2026-09-01T00:00:00.000Z" },
});

describe("CMS manifest plan (from Payload's schema)", () => {
  it("reads list fields with their key fields, single-document fields and globals; not versions, counts, access or users", () => {
    expect(plan.collections).toEqual({
      Articles: { docType: "Article", keys: ["id", "slug"] },
      allMedia: { docType: "Media", keys: ["id"] },
    });
    expect(plan.singles).toEqual({ Article: "Articles" });
    expect(plan.globals).toEqual(["AppRating"]);
  });

  it("knows which documents a type embeds through relations, nested in blocks too", () => {
    expect(plan.related.Articles).toEqual(["allMedia"]);
    expect(plan.related.allMedia).toEqual([]);
  });

  it("asks every document's id, updatedAt and keys in one query", () => {
    const query = manifestQuery(plan);
    expect(query).toContain("Articles(limit: 0, pagination: false) { docs { updatedAt id slug } }");
    expect(query).toContain("AppRating { updatedAt }");
  });

  it("leaves out what the anonymous reader may not read", () => {
    const withUsers = toManifest(
      { ...plan, collections: { ...plan.collections, Users: { docType: "User", keys: ["id"] } } },
      { Users: null },
    );
    expect(withUsers.collections.Users).toBeUndefined();
    expect(Object.keys(manifest.collections).sort()).toEqual(["Articles", "allMedia"]);
    expect(manifest.collections.Articles?.docs[1]).toEqual({
      id: "2",
      updatedAt: "2026-11-02T00:00:00.000Z",
      keys: { id: "2", slug: "tower-bridge" },
    });
  });
});

describe("dependenciesOf: the documents a page query reads", () => {
  it("an article page depends on its article only (and on media it may embed)", () => {
    expect(dependenciesOf(manifest, "Articles", { where: { slug: { equals: "tower-bridge" } }, limit: 1 })).toEqual({
      nodes: [docKey("Articles", "2")],
      connections: [versionType("allMedia")],
    });
  });

  it("a list of chosen articles depends on those", () => {
    expect(dependenciesOf(manifest, "Articles", { where: { slug: { in: ["eiffel", "atomium"] } } }).nodes).toEqual([
      docKey("Articles", "1"),
      docKey("Articles", "3"),
    ]);
  });

  it("a key condition beside others still narrows to the key's documents", () => {
    expect(
      dependenciesOf(manifest, "Articles", { where: { city: { equals: "paris" }, slug: { equals: "eiffel" } } }).nodes,
    ).toEqual([docKey("Articles", "1")]);
  });

  it("any other read (latest six of a city, all of them) depends on the whole collection", () => {
    const latest = dependenciesOf(manifest, "Articles", {
      where: { city: { equals: "london" } },
      limit: 6,
      sort: "-publishedAt",
    });
    expect(latest).toEqual({ nodes: [], connections: [versionType("Articles"), versionType("allMedia")] });
    expect(dependenciesOf(manifest, "Articles", { limit: 0 }).connections).toContain(versionType("Articles"));
  });

  it("a key that matches no published document depends on the collection (it may be published next)", () => {
    expect(dependenciesOf(manifest, "Articles", { where: { slug: { equals: "not-yet" } } }).connections).toContain(
      versionType("Articles"),
    );
  });

  it("a single document by id; a global; anything unknown is re-run at every build", () => {
    expect(dependenciesOf(manifest, "Article", { id: 3 }).nodes).toEqual([docKey("Articles", "3")]);
    expect(dependenciesOf(manifest, "Article", { id: 42 }).connections).toContain(versionType("Articles"));
    expect(dependenciesOf(manifest, "AppRating", {})).toEqual({ nodes: [globalKey("AppRating")], connections: [] });
    expect(dependenciesOf(manifest, "Users", {})).toEqual({ nodes: [ALWAYS_KEY], connections: [] });
  });
});

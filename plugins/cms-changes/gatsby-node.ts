import { randomUUID } from "crypto";
import { existsSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import type { GraphQLObjectType, GraphQLSchema } from "graphql";
import { cmsReadHeaders, siteEnv } from "../../src/lib/site-env";
import { ALWAYS_KEY, ALWAYS_TYPE, dependenciesOf, docKey, globalKey, versionType } from "./dependencies";
import { fetchManifest, type CmsManifest } from "./manifest";
import { StableCompilationHash } from "./stable-compilation-hash";

/**
 * Incremental publish (ADR 0220). gatsby-source-graphql makes every page depend on one node whose digest is random
 * at each build, so every build re-ran all page queries against the CMS. Instead (with its namespace resolver made
 * dependency-free, ./source-schema.ts): one node per CMS document whose digest is its `updatedAt`, and every
 * `cms { Field(args) }` read records a page dependency on the documents it reads (./dependencies.ts). A warm
 * build then re-runs and re-renders only the pages whose documents changed. Queries run in worker processes: the
 * manifest is handed to them through a file in the plugin's cache directory.
 */

interface Options {
  /** The namespace type of gatsby-source-graphql (`typeName`). */
  typeName?: string;
}

const manifestFile = (cacheDir: string) => path.join(cacheDir, "manifest.json");

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  cache,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  let manifest: CmsManifest | null = null;
  try {
    manifest = await fetchManifest(siteEnv(process.env).cmsUrl, fetch, cmsReadHeaders(process.env));
  } catch (error) {
    reporter.warn(`cms-changes: no CMS manifest (${String(error)}): every page that reads the CMS is rebuilt`);
  }
  writeFileSync(manifestFile(cache.directory), JSON.stringify(manifest));
  // INCREMENTAL_BUILDS=0: every version node changes, so every page that read the CMS in the last build re-runs now
  // (and depends on "always" from then on, see createResolvers).
  const salt = process.env.INCREMENTAL_BUILDS === "0" ? randomUUID() : "";
  const node = (key: string, type: string, digest: string, fields: Record<string, string>) =>
    actions.createNode({
      ...fields,
      id: createNodeId(key),
      parent: null,
      children: [],
      internal: { type, contentDigest: `${digest}${salt}` },
    });
  node(ALWAYS_KEY, ALWAYS_TYPE, randomUUID(), {});
  if (!manifest) return;
  let count = 0;
  for (const [field, { docs }] of Object.entries(manifest.collections)) {
    // A stable node per collection keeps its type in the schema when it has no document (connection dependencies
    // on a type the schema lacks are dropped by Gatsby).
    node(`cms-version ${field} *`, versionType(field), "collection", { docId: "" });
    for (const doc of docs)
      node(docKey(field, doc.id), versionType(field), createContentDigest(doc), {
        docId: doc.id,
        updatedAt: doc.updatedAt,
      });
    count += docs.length;
  }
  for (const [field, updatedAt] of Object.entries(manifest.globals))
    node(globalKey(field), "CmsVersionGlobal", createContentDigest({ field, updatedAt }), { docId: field, updatedAt });
  reporter.info(
    `cms-changes: ${count} documents in ${Object.keys(manifest.collections).length} collections, ${Object.keys(manifest.globals).length} globals`,
  );
};

type Resolver = (
  source: unknown,
  args: Record<string, unknown>,
  context: ResolverContext,
  info: { originalResolver: Resolver },
) => unknown;
interface ResolverContext {
  path?: string;
  nodeModel: { createPageDependency(args: { path: string; nodeId?: string; connection?: string }): void };
}

export const createResolvers: GatsbyNode["createResolvers"] = (
  { createResolvers: create, intermediateSchema, cache, createNodeId },
  options,
) => {
  const typeName = (options as Options).typeName ?? "Payload";
  const file = manifestFile(cache.directory);
  // INCREMENTAL_BUILDS=0: every page that reads the CMS is re-run at every build (as before ADR 0220).
  const incremental = process.env.INCREMENTAL_BUILDS !== "0";
  const manifest =
    incremental && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as CmsManifest | null) : null;
  const namespace = (intermediateSchema as GraphQLSchema).getType(typeName) as GraphQLObjectType | undefined;
  if (!namespace) return;
  const resolvers = Object.fromEntries(
    Object.keys(namespace.getFields()).map((field) => [
      field,
      {
        resolve: ((source, args, context, info) => {
          if (context.path) {
            const deps = manifest ? dependenciesOf(manifest, field, args) : { nodes: [ALWAYS_KEY], connections: [] };
            for (const key of deps.nodes)
              context.nodeModel.createPageDependency({ path: context.path, nodeId: createNodeId(key) });
            for (const connection of deps.connections)
              context.nodeModel.createPageDependency({ path: context.path, connection });
          }
          return info.originalResolver(source, args, context, info);
        }) satisfies Resolver,
      },
    ]),
  );
  create({ [typeName]: resolvers });
};

/**
 * The compilation hashes of the browser bundle and of the HTML renderer from their output
 * (./stable-compilation-hash.ts): a publish after a cold build, or in another environment, re-renders only the pages
 * whose data changed.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new StableCompilationHash()] });
  if (stage === "build-html") actions.setWebpackConfig({ plugins: [new StableCompilationHash({ chunks: true })] });
};

/**
 * `transformSchema` of gatsby-source-graphql: its default transforms, but the `cms` namespace field records no
 * page dependency. By default it makes every page depend on one node whose digest is random at each build, so
 * every warm build re-ran every page query; ./gatsby-node.ts records precise dependencies instead (ADR 0220).
 */
import { createRequire } from "module";
import path from "path";
import type { GraphQLSchema } from "graphql";

interface TransformArgs {
  schema: GraphQLSchema;
  link: unknown;
  defaultTransforms: object[];
}

export function withoutGlobalDependency({ schema, link, defaultTransforms }: TransformArgs): GraphQLSchema {
  // The plugin's own copies of @graphql-tools (it nests versions of its own). Resolved from the site's directory:
  // gatsby-config is bundled by Parcel, which drops a bare `require.resolve`.
  const siteRequire = createRequire(path.join(process.cwd(), "gatsby-config.js"));
  const pluginRequire = createRequire(siteRequire.resolve("gatsby-source-graphql/gatsby-node"));
  const { wrapSchema } = pluginRequire("@graphql-tools/wrap") as { wrapSchema(config: object): GraphQLSchema };
  const { linkToExecutor } = pluginRequire("@graphql-tools/links") as { linkToExecutor(link: unknown): unknown };
  const { NamespaceUnderFieldTransform } = pluginRequire("./transforms") as {
    NamespaceUnderFieldTransform: new (...args: never[]) => object;
  };
  const transforms = defaultTransforms.map((transform) => {
    if (!(transform instanceof NamespaceUnderFieldTransform)) return transform;
    return Object.assign(Object.create(Object.getPrototypeOf(transform) as object) as object, transform, {
      resolver: () => ({}),
    });
  });
  return wrapSchema({ schema, executor: linkToExecutor(link), transforms });
}

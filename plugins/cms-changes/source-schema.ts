/**
 * `transformSchema` of gatsby-source-graphql: its default transforms, but the `cms` namespace field records no
 * page dependency. By default it makes every page depend on one node whose digest is random at each build, so
 * every warm build re-ran every page query; ./gatsby-node.ts records precise dependencies instead (ADR 0220).
 */
import { createRequire } from "module";
import type { GraphQLSchema } from "graphql";

interface TransformArgs {
  schema: GraphQLSchema;
  link: unknown;
  defaultTransforms: object[];
}

// The plugin's own copies of @graphql-tools (it nests versions of its own).
const pluginRequire = createRequire(require.resolve("gatsby-source-graphql/gatsby-node"));

export function withoutGlobalDependency({ schema, link, defaultTransforms }: TransformArgs): GraphQLSchema {
  const { wrapSchema } = pluginRequire("@graphql-tools/wrap") as { wrapSchema(config: object): GraphQLSchema };
  const { linkToExecutor } = pluginRequire("@graphql-tools/links") as { linkToExecutor(link: unknown): unknown };
  const { NamespaceUnderFieldTransform } = pluginRequire("./transforms") as { NamespaceUnderFieldTransform: new (...args: never[]) => object };
  const transforms = defaultTransforms.map((transform) => {
    if (!(transform instanceof NamespaceUnderFieldTransform)) return transform;
    return Object.assign(Object.create(Object.getPrototypeOf(transform) as object) as object, transform, { resolver: () => ({}) });
  });
  return wrapSchema({ schema, executor: linkToExecutor(link), transforms });
}

/**
 * Every GraphQL operation the site sends (src/checkout/graphql, src/search/graphql) passes the API's own request
 * rules: the schema, and the limits of Depth, aliases, cost, tokens, directives. A fragment nested one
 * level too deep once refused the manage-booking date change only in the browser; this finds it in a second.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  Kind,
  parse,
  print,
  visit,
  type GraphQLError,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from "graphql";
import { createGraphQL } from "../src/booking/graphql.ts";
import type { BookingService } from "../src/booking/service.ts";

const SITE = join(import.meta.dirname, "..", "..", "..", "src");
const DIRS = [join(SITE, "checkout", "graphql"), join(SITE, "search", "graphql")];

const definitions: DefinitionNode[] = DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".graphql"))
    .flatMap((f) => parse(readFileSync(join(dir, f), "utf8")).definitions),
);
const fragments = new Map(
  definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]),
);
const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The operation with every fragment it spreads, directly or not: the document the site's client sends. */
function documentOf(operation: OperationDefinitionNode): DocumentNode {
  const used = new Set<string>();
  const walk = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        if (used.has(spread.name.value)) return;
        used.add(spread.name.value);
        const fragment = fragments.get(spread.name.value);
        assert.ok(fragment, `fragment ${spread.name.value} is defined`);
        walk(fragment);
      },
    });
  walk(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...[...used].map((name) => fragments.get(name)!)] };
}

// Validation only: no resolver runs, so the service is never called.
const yoga = createGraphQL({} as BookingService, { resolvers: { Query: {}, Mutation: {} } });
const enveloped = yoga.getEnveloped({ req: { headers: {} }, reply: {} } as never);

/** What the API says of a request: the armor rules throw (parse: tokens; validate: depth, cost...), the schema lists. */
function problems(env: typeof enveloped, source: string): string[] {
  try {
    const errors: readonly GraphQLError[] = env.validate(env.schema, env.parse(source));
    return errors.map((e) => e.message);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

test("the site has operations to check", () => {
  assert.ok(operations.length >= 15, `found ${operations.length}`);
});

for (const operation of operations) {
  const name = operation.name?.value ?? "(anonymous)";
  test(`${name} passes the API's schema and request limits`, () => {
    assert.deepEqual(problems(enveloped, print(documentOf(operation))), []);
  });
}

test("the check can fail: a query past the depth limit is refused", () => {
  const deep = `query Deep { product(id: "x", locale: en) { options { units { priceFrom { retail } } } } }`;
  assert.deepEqual(problems(enveloped, deep), []);
  const shallow = createGraphQL({} as BookingService, undefined, { limits: { maxDepth: 3 } }).getEnveloped({
    req: { headers: {} },
    reply: {},
  } as never);
  assert.match(problems(shallow, deep).join(" "), /depth limit of 3/);
  assert.match(problems(enveloped, "query { nope }").join(" "), /Cannot query field "nope"/);
});

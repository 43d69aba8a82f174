/**
 * One request cannot fan out into dozens of supplier calls (ADR 0343):
 *  - `rootFieldBounds`: a validation rule counting each root field of an operation, aliases and repeats together
 *    (fragments at the root included): `search` at most 2, a mutation field at most 1, any other field at most 3.
 *    The site's operations each ask one root field once.
 *  - `crossSiteRefusal`: what a browser can send cross-site without a preflight is refused, as graphql-yoga's CSRF
 *    prevention does: a GET, or a POST whose content type is a "simple" one (form, multipart, text/plain), unless it
 *    carries a non-simple header (`x-graphql-csrf`, `apollo-require-preflight`, `x-apollo-operation-name`). JSON
 *    POSTs (the site's) are always preflighted cross-site. Mutations over GET are refused by graphql-yoga itself.
 */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/** Most occurrences of one root field per operation. */
export const ROOT_FIELD_BOUNDS = { search: 2, mutation: 1, other: 3 } as const;

function rootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      names.push(...rootFields(selection.selectionSet, fragments, seen));
    else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (fragment && !seen.has(name)) {
        seen.add(name);
        names.push(...rootFields(fragment.selectionSet, fragments, seen));
      }
    }
  }
  return names;
}

/** The validation rule (graphql-js `ValidationRule`). */
export function rootFieldBounds(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return {
    OperationDefinition(node) {
      const counts = new Map<string, number>();
      for (const name of rootFields(node.selectionSet, fragments)) counts.set(name, (counts.get(name) ?? 0) + 1);
      for (const [name, count] of counts) {
        if (name.startsWith("__")) continue;
        const bound =
          node.operation === "mutation"
            ? ROOT_FIELD_BOUNDS.mutation
            : name === "search"
              ? ROOT_FIELD_BOUNDS.search
              : ROOT_FIELD_BOUNDS.other;
        if (count > bound) {
          context.reportError(
            new GraphQLError(`"${name}" may be asked at most ${bound} time(s) per request.`, {
              nodes: [node],
              extensions: { code: "BAD_REQUEST" },
            }),
          );
        }
      }
    },
  };
}

const SIMPLE_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];
/** Headers that no cross-site request can carry without a preflight (the CORS policy then decides). */
export const PREFLIGHT_HEADERS = [
  "x-graphql-csrf",
  "apollo-require-preflight",
  "x-apollo-operation-name",
  "x-graphql-yoga-csrf",
];

/** Why a request is refused as cross-site forgeable, or null when it is fine. */
export function crossSiteRefusal(
  method: string,
  headers: Record<string, string | string[] | undefined>,
): string | null {
  if (PREFLIGHT_HEADERS.some((h) => headers[h] !== undefined)) return null;
  if (method === "GET") return "a GET request must carry a non-simple header (x-graphql-csrf)";
  if (method !== "POST") return null;
  const type = String(headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  if (type === "" || SIMPLE_TYPES.includes(type))
    return "a POST must be JSON (application/json) or carry a non-simple header (x-graphql-csrf)";
  return null;
}

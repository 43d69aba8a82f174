import {
  GraphQLError,
  getNamedType,
  isCompositeType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql'

import { ANONYMOUS_MAX_LIMIT, isTrustedReader, READ_TOKEN_HEADER } from './read-limits'

/**
 * Alias, depth and cost limits of the CMS's GraphQL, checked before anything runs. Payload's own
 * maxComplexity prices a list read as one field whatever its `limit`, so 150 aliases of `Articles(limit: 0)` passed.
 * Here a list read (a field with a `limit` argument) multiplies the cost of what it selects by its page size
 * (Payload's default 10 when absent); `limit: 0` and `pagination: false` are unbounded, refused for anonymous readers.
 * The site's build and the web server (read token) and signed-in editors are trusted with unbounded lists, many
 * aliases (gatsby-source-graphql batches queries into aliases) and any cost, within TRUSTED.maxDepth.
 */
export const GRAPHQL_LIMITS = {
  anonymous: { maxAliases: 20, maxDepth: 10, maxCost: 5000 },
  trusted: { maxDepth: 20 },
  /** Payload's page size when `limit` is not given. */
  defaultLimit: 10,
} as const

interface Walk {
  aliases: number
  depth: number
  cost: number
  /** Unbounded (`limit: 0` / `pagination: false`) or too large list reads, by field name. */
  unbounded: FieldNode[]
  tooLarge: FieldNode[]
}

type Variables = Record<string, unknown> | null | undefined

function valueOf(node: ValueNode | undefined, variables: Variables, operation: OperationDefinitionNode): unknown {
  if (!node) return undefined
  switch (node.kind) {
    case Kind.INT:
      return Number.parseInt(node.value, 10)
    case Kind.FLOAT:
      return Number.parseFloat(node.value)
    case Kind.BOOLEAN:
      return node.value
    case Kind.NULL:
      return null
    case Kind.VARIABLE: {
      const name = node.name.value
      if (variables && name in variables) return variables[name]
      const definition = operation.variableDefinitions?.find((d) => d.variable.name.value === name)
      return definition?.defaultValue ? valueOf(definition.defaultValue, variables, operation) : undefined
    }
    default:
      return undefined
  }
}

/** Page size of a list read: a number, `Infinity` for unbounded, or null when the field is not a list read. */
function pageSize(
  field: FieldNode,
  def: GraphQLField<unknown, unknown> | undefined,
  variables: Variables,
  operation: OperationDefinitionNode,
): number | null {
  const takesLimit = def
    ? def.args.some((a) => a.name === 'limit')
    : field.arguments?.some((a) => a.name.value === 'limit')
  if (!takesLimit) return null
  const arg = (name: string) =>
    valueOf(field.arguments?.find((a) => a.name.value === name)?.value, variables, operation)
  if (arg('pagination') === false) return Number.POSITIVE_INFINITY
  const limit = arg('limit')
  if (limit === undefined || limit === null) return GRAPHQL_LIMITS.defaultLimit
  const n = Number(limit)
  return Number.isFinite(n) && n > 0 ? n : Number.POSITIVE_INFINITY
}

function walk(
  context: ValidationContext,
  operation: OperationDefinitionNode,
  variables: Variables,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType | undefined,
  depth: number,
  multiplier: number,
  fragmentsOnPath: Set<string>,
  out: Walk,
): void {
  const schema: GraphQLSchema = context.getSchema()
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value
      if (name.startsWith('__')) continue // introspection: bounded by the schema's size
      if (selection.alias) out.aliases++
      const def = parent && 'getFields' in parent ? parent.getFields()[name] : undefined
      const size = pageSize(selection, def, variables, operation)
      if (size === Number.POSITIVE_INFINITY) out.unbounded.push(selection)
      else if (size !== null && size > ANONYMOUS_MAX_LIMIT) out.tooLarge.push(selection)
      out.cost += multiplier
      out.depth = Math.max(out.depth, depth + 1)
      if (selection.selectionSet) {
        const type = def ? getNamedType(def.type) : undefined
        const next = size === null ? multiplier : multiplier * (Number.isFinite(size) ? size : ANONYMOUS_MAX_LIMIT)
        walk(
          context,
          operation,
          variables,
          selection.selectionSet,
          type && isCompositeType(type) ? type : undefined,
          depth + 1,
          next,
          fragmentsOnPath,
          out,
        )
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const cond = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent
      walk(
        context,
        operation,
        variables,
        selection.selectionSet,
        cond && isCompositeType(cond) ? cond : undefined,
        depth,
        multiplier,
        fragmentsOnPath,
        out,
      )
    } else {
      const name = selection.name.value
      if (fragmentsOnPath.has(name)) continue // a cycle: NoFragmentCycles reports it
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name)
      if (!fragment) continue
      const cond = schema.getType(fragment.typeCondition.name.value)
      walk(
        context,
        operation,
        variables,
        fragment.selectionSet,
        cond && isCompositeType(cond) ? cond : undefined,
        depth,
        multiplier,
        new Set([...fragmentsOnPath, name]),
        out,
      )
    }
  }
}

/** Measures one operation (exported for tests and for the README's numbers). */
export function measure(context: ValidationContext, operation: OperationDefinitionNode, variables: Variables): Walk {
  const schema = context.getSchema()
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType()
  const out: Walk = { aliases: 0, depth: 0, cost: 0, unbounded: [], tooLarge: [] }
  walk(context, operation, variables, operation.selectionSet, root ?? undefined, 0, 1, new Set(), out)
  return out
}

const fieldList = (nodes: FieldNode[]): string => [...new Set(nodes.map((n) => n.name.value))].join(', ')

/** Payload's `graphQL.validationRules`: its args carry the request (contextValue.req) and the variables. */
export const graphqlLimitRules = (args: { contextValue?: unknown; variableValues?: Variables }) => {
  const req = (args.contextValue as { req?: Parameters<typeof isTrustedReader>[0] } | undefined)?.req
  const trusted = isTrustedReader(req)
  const rule = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const m = measure(context, operation, args.variableValues)
      const refuse = (message: string, nodes: readonly FieldNode[] = []) =>
        context.reportError(
          new GraphQLError(message, {
            nodes: nodes.length ? nodes : [operation],
            extensions: { code: 'QUERY_TOO_EXPENSIVE' },
          }),
        )
      if (trusted) {
        if (m.depth > GRAPHQL_LIMITS.trusted.maxDepth)
          refuse(`Query too deep: ${m.depth} levels, at most ${GRAPHQL_LIMITS.trusted.maxDepth}.`)
        return
      }
      const limits = GRAPHQL_LIMITS.anonymous
      if (m.unbounded.length) {
        refuse(
          `Unbounded list (limit: 0 or pagination: false) in ${fieldList(m.unbounded)}: anonymous readers get at most ${ANONYMOUS_MAX_LIMIT} documents per page (the site's build and the web server send ${READ_TOKEN_HEADER}).`,
          m.unbounded,
        )
      }
      if (m.tooLarge.length)
        refuse(
          `Page too large in ${fieldList(m.tooLarge)}: at most limit: ${ANONYMOUS_MAX_LIMIT} per page.`,
          m.tooLarge,
        )
      if (m.aliases > limits.maxAliases) refuse(`Too many aliases: ${m.aliases}, at most ${limits.maxAliases}.`)
      if (m.depth > limits.maxDepth) refuse(`Query too deep: ${m.depth} levels, at most ${limits.maxDepth}.`)
      if (m.cost > limits.maxCost && !m.unbounded.length)
        refuse(`Query too expensive: cost ${m.cost} (list sizes counted), at most ${limits.maxCost}.`)
    },
  })
  return [rule]
}

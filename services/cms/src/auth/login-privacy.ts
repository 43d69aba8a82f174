import {
  AuthenticationError,
  formatErrors,
  LockedAuth,
  UnverifiedEmail,
  type AfterErrorHook,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
} from 'payload'

/**
 * The admin login answer never tells whether an account exists. Payload answers an unknown e-mail
 * and a wrong password alike, but a locked account ("This user is locked due to having too many failed login
 * attempts") only exists for a real e-mail, and an unknown e-mail is answered before any password hashing, so
 * faster. Here every failed login, REST (the admin's login form) and GraphQL alike, gets Payload's one "e-mail or
 * password incorrect" answer, and takes at least LOGIN_FAILURE_FLOOR_MS from the start of the operation.
 */
export const LOGIN_FAILURE_FLOOR_MS = Number(process.env.CMS_LOGIN_FAILURE_FLOOR_MS ?? 400)

// By class, not by name: the production build minifies class names ("o"), so error.name tells nothing there.
const LOGIN_FAILURES = [AuthenticationError, LockedAuth, UnverifiedEmail]

// And by message, in case a bundle holds a second copy of the error classes.
const FAILURE_MESSAGE_KEYS = [
  'error:emailOrPasswordIncorrect',
  'error:usernameOrPasswordIncorrect',
  'error:userLocked',
  'error:unverifiedEmail',
] as const

type MaybeWrapped = Error & { originalError?: Error }
type Translate = ((key: (typeof FAILURE_MESSAGE_KEYS)[number]) => string) | undefined
const isFailure = (error: unknown, t: Translate): boolean =>
  LOGIN_FAILURES.some((type) => error instanceof type) ||
  (typeof t === 'function' && error instanceof Error && FAILURE_MESSAGE_KEYS.some((key) => t(key) === error.message))
const loginFailure = (error: MaybeWrapped, t: Translate): boolean =>
  isFailure(error, t) || isFailure(error?.originalError, t)

const STARTED = 'loginStartedAt'

/** Users collection: remembers when a login started, to pad its failure. */
export const stampLoginStart: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'login') req.context[STARTED] = Date.now()
  return args
}

async function padFailure(context: Record<string, unknown>): Promise<void> {
  const started = typeof context[STARTED] === 'number' ? (context[STARTED] as number) : Date.now()
  const wait = LOGIN_FAILURE_FLOOR_MS - (Date.now() - started)
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

/** Users collection, REST: a locked account is answered as a wrong password. */
export const uniformLoginFailureRest: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!loginFailure(error, req.t as Translate)) return
  await padFailure(req.context)
  return { response: formatErrors(new AuthenticationError(req.t)) as Record<string, unknown>, status: 401 }
}

/** Config-level, GraphQL (`loginUser`): the same answer, error name included. */
export const uniformLoginFailureGraphql: AfterErrorHook = async ({ error, graphqlResult, req }) => {
  if (!graphqlResult || !loginFailure(error as MaybeWrapped, req.t as Translate)) return
  await padFailure(req.context)
  return {
    graphqlResult: {
      ...graphqlResult,
      message: new AuthenticationError(req.t).message,
      extensions: { ...graphqlResult.extensions, name: 'AuthenticationError', data: undefined, statusCode: 401 },
    },
  }
}

/**
 * The proof of work of a new hold (ADR 0343). From an address's third concurrent unpaid cart on, the booking API
 * answers createCart with the code PROOF_REQUIRED; the checkout then solves an ALTCHA challenge in the browser (the
 * solver the forms' widget uses, `altcha/lib`, loaded only then: a family never downloads it) and sends the same
 * createCart again with the solution in the `x-hold-proof` header. Nothing is shown: no puzzle, no checkbox
 * (WCAG 2.2 SC 3.3.8). Independent of the GraphQL client: the caller says how to send with extra headers and how
 * to recognise the answer (src/checkout/steps/selection-step.tsx, one call).
 */

/** Where the web server hands out hold challenges (services/api/src/server.ts). */
export const HOLD_CHALLENGE_URL = "/api/holds/challenge";
export const HOLD_PROOF_HEADER = "x-hold-proof";

interface Challenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    expiresAt?: number;
  };
  signature?: string;
}

/** Fetches a challenge and solves it; resolves with the header's value (base64 of {challenge, solution}). */
export async function solveHoldProof(fetchImpl: typeof fetch = fetch): Promise<string> {
  const res = await fetchImpl(HOLD_CHALLENGE_URL, { headers: { accept: "application/json" }, cache: "no-store" });
  if (!res.ok) throw new Error(`hold challenge: HTTP ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const { solveChallenge, pbkdf2 } = await import("altcha/lib");
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]["challenge"],
    deriveKey: pbkdf2.deriveKey,
  });
  if (!solution) throw new Error("hold challenge: no solution");
  return btoa(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  );
}

/**
 * Sends an operation; when the server asks for a proof of work (`needsProof(error)`), solves one and sends it once
 * more with the proof's header. Any other failure (and a second refusal) is the caller's, unchanged.
 */
export async function withHoldProof<T>(
  send: (headers: Record<string, string>) => Promise<T>,
  needsProof: (error: unknown) => boolean,
  solve: () => Promise<string> = solveHoldProof,
): Promise<T> {
  try {
    return await send({});
  } catch (error) {
    if (!needsProof(error)) throw error;
    return send({ [HOLD_PROOF_HEADER]: await solve() });
  }
}

/** Exhaustiveness check for closed unions: a new member fails `tsc` at the call site. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}

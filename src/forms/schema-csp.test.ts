/**
 * The forms run under the site's CSP without 'unsafe-eval' (ADR 0070): zod must never construct a Function (its
 * JIT probe is reported as a CSP violation even when the refusal is caught).
 */
describe("form schemas under a CSP without eval", () => {
  const original = globalThis.Function;
  let constructed = 0;

  beforeAll(() => {
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        constructed++;
        return Reflect.construct(target, args) as object;
      },
    });
  });
  afterAll(() => {
    globalThis.Function = original;
  });

  it("validates both forms without constructing a Function", async () => {
    const { FORM_SCHEMAS } = await import("./schema");
    for (const schema of Object.values(FORM_SCHEMAS)) {
      schema.safeParse({});
      schema.safeParse({ name: "Ada Lovelace", email: "ada@example.com", message: "Hello there, a question" });
    }
    expect(constructed).toBe(0);
  });
});

import { HOLD_PROOF_HEADER, withHoldProof } from "./hold-proof";

/** A createCart stand-in: refuses with PROOF_REQUIRED unless the proof header is there. */
function server() {
  const calls: Record<string, string>[] = [];
  const send = async (headers: Record<string, string>) => {
    calls.push(headers);
    if (!headers[HOLD_PROOF_HEADER]) throw Object.assign(new Error("proof"), { code: "PROOF_REQUIRED" });
    return { createCart: { id: "cart-1" } };
  };
  return { calls, send };
}
const needsProof = (e: unknown) => (e as { code?: string }).code === "PROOF_REQUIRED";

describe("withHoldProof (ADR 0343)", () => {
  it("a first or second cart goes once, with no proof and no solving", async () => {
    const solve = jest.fn(async () => "token");
    const result = await withHoldProof(async (headers) => ({ headers }), needsProof, solve);
    expect(result).toEqual({ headers: {} });
    expect(solve).not.toHaveBeenCalled();
  });

  it("when the server asks for a proof of work, solves one and sends again with it, once", async () => {
    const s = server();
    const solve = jest.fn(async () => "solved-token");
    await expect(withHoldProof(s.send, needsProof, solve)).resolves.toEqual({ createCart: { id: "cart-1" } });
    expect(solve).toHaveBeenCalledTimes(1);
    expect(s.calls).toEqual([{}, { [HOLD_PROOF_HEADER]: "solved-token" }]);
  });

  it("any other failure is the caller's, unchanged, with nothing solved", async () => {
    const solve = jest.fn(async () => "token");
    const error = Object.assign(new Error("sold out"), { code: "NOT_AVAILABLE" });
    await expect(
      withHoldProof(
        async () => {
          throw error;
        },
        needsProof,
        solve,
      ),
    ).rejects.toBe(error);
    expect(solve).not.toHaveBeenCalled();
  });
});

/** npm test's preflight: a missing Chromium or Java stops at once with the exact command. */
import { ensureSystemRequirements, installCommand, type Requirement } from "../../scripts/preflight";

const missing = (name: string, debianPackage: string): Requirement => ({ name, debianPackage, present: () => false });

describe("preflight", () => {
  it("names the exact Debian command for what is missing", () => {
    expect(installCommand([missing("Chromium", "chromium"), missing("Java", "default-jre-headless")])).toBe(
      "apt-get update && apt-get install -y chromium default-jre-headless",
    );
  });

  it("stops at once, printing the command, when it cannot install", () => {
    const exit = jest.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const uid = jest.spyOn(process, "getuid").mockReturnValue(1000); // not root: no install attempt
    expect(() => ensureSystemRequirements([missing("Chromium", "chromium")])).toThrow("exit 1");
    expect(error.mock.calls[0]?.[0]).toContain("apt-get update && apt-get install -y chromium");
    exit.mockRestore();
    error.mockRestore();
    uid.mockRestore();
  });

  it("passes silently when everything is there", () => {
    expect(() => ensureSystemRequirements([{ name: "x", debianPackage: "x", present: () => true }])).not.toThrow();
  });
});

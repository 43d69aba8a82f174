import { outputDigest } from "./stable-compilation-hash";

const file = (name: string, content: string) => ({ name, content: Buffer.from(content) });

describe("the browser bundle's hash from its output", () => {
  test("the same files in another order give the same hash (a fresh compile and a cached one emit in any order)", () => {
    expect(outputDigest([file("app-1.js", "a"), file("styles.css", "b")])).toBe(
      outputDigest([file("styles.css", "b"), file("app-1.js", "a")]),
    );
  });

  test("another byte or another name gives another hash (browsers must then load the new files)", () => {
    const base = outputDigest([file("app-1.js", "a"), file("styles.css", "b")]);
    expect(outputDigest([file("app-1.js", "a"), file("styles.css", "c")])).not.toBe(base);
    expect(outputDigest([file("app-2.js", "a"), file("styles.css", "b")])).not.toBe(base);
    // Name and content cannot trade bytes: "ab"+"c" is not "a"+"bc".
    expect(outputDigest([file("ab", "c")])).not.toBe(outputDigest([file("a", "bc")]));
  });
});

import { fill, placeholdersOf } from "./fill";

describe("fill: the catalogues' one placeholder syntax", () => {
  test("fills {{name}} with strings and numbers, every occurrence", () => {
    expect(fill("{{n}} tickets sent to {{email}} ({{n}})", { n: 3, email: "a@b.fr" })).toBe(
      "3 tickets sent to a@b.fr (3)",
    );
  });
  test("a placeholder without a value is kept, or dropped on demand", () => {
    expect(fill("Hello {{name}}", {})).toBe("Hello {{name}}");
    expect(fill("Hello {{name}}", {}, "empty")).toBe("Hello ");
  });
  test("single braces are text, not placeholders", () => {
    expect(fill("{name} and {{name}}", { name: "x" })).toBe("{name} and x");
  });
  test("placeholdersOf lists the names in order", () => {
    expect(placeholdersOf("{{a}} {b} {{c}}")).toEqual(["a", "c"]);
  });
});

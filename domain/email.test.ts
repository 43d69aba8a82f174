/** @jest-environment node */
// One e-mail rule for checkout step 3, manage booking and the help-centre forms, browser and server.
import { emailKey, isEmailAddress } from "./email";

const VALID = ["ada@example.com", " ada@example.com ", "ärger@Example.co.uk", "a+b@x.io"];
const INVALID = [
  "",
  "ada",
  "ada@",
  "ada@example",
  "ada@@example.com",
  "a da@example.com",
  "ada@.com",
  `${"a".repeat(250)}@x.io`,
];

test.each(VALID)("%j is an address", (v) => expect(isEmailAddress(v)).toBe(true));
test.each(INVALID)("%j is not", (v) => expect(isEmailAddress(v)).toBe(false));

test("one comparable form: NFC, trimmed, lower-cased with Unicode rules", () => {
  expect(emailKey(" ÄRGER@Example.com ")).toBe("ärger@example.com");
  expect(emailKey("a\u0308rger@example.com")).toBe(emailKey("ärger@example.com"));
});

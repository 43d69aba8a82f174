/** Secret promo codes cannot be guessed from a word list (issue 16.6). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { SECRET_OFFERS } from "../src/catalogue.ts";

test("secret promo codes are not dictionary words: no run of 4 letters, digits mixed in", () => {
  assert.ok(SECRET_OFFERS.length > 0);
  for (const { code } of SECRET_OFFERS) {
    assert.doesNotMatch(code, /[A-Z]{4,}/i, `${code} holds a word-like run of letters`);
    assert.match(code, /\d/, `${code} has no digit`);
  }
});

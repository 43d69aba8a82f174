/** The card page's catalogues (messages/{lng}/page.json, ADR 0364): the keys of English, none empty, same placeholders. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { MESSAGES_DIR, PAGE_LANGS, pageLangOf, stringsOf } from "../src/i18n.ts";

const load = (lang: string) =>
  JSON.parse(readFileSync(path.join(MESSAGES_DIR, lang, "page.json"), "utf8")) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

test("the page's languages are its catalogue folders: the site's four", () => {
  assert.deepEqual([...PAGE_LANGS].sort(), ["en", "es", "fr", "nl"]);
  assert.equal(pageLangOf("nl-BE"), "nl");
  assert.equal(pageLangOf("de"), "en", "a language without a catalogue falls back to English");
});

test("every catalogue has exactly the keys of en, none empty, the same placeholders", () => {
  const en = load("en");
  for (const lang of PAGE_LANGS) {
    const texts = load(lang);
    assert.deepEqual(Object.keys(texts).sort(), Object.keys(en).sort(), lang);
    for (const [key, value] of Object.entries(texts)) {
      assert.ok(value.trim().length > 0, `${lang} ${key}`);
      assert.deepEqual(placeholders(value), placeholders(en[key]!), `${lang} ${key}`);
    }
  }
});

test("the button names the amount in each language's order", () => {
  assert.equal(stringsOf("en").pay("€29.00"), "Pay €29.00");
  assert.equal(stringsOf("nl").pay("€ 29,00"), "€ 29,00 betalen");
});

/**
 * The web server's text catalogues (services/api/messages/{lng}/{ns}.json, ADR 0364): every language has the keys of
 * English, none empty, with the same placeholders; the loader (src/i18n.ts) picks plural forms as i18next does, falls
 * back to English, and a language is its folder: a fifth one (`de`, copied from en) needs no code.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { placeholdersOf } from "../../../domain/fill.ts";
import { LOCALES } from "../src/locale.ts";
import {
  MESSAGES_DIR,
  NAMESPACES,
  assertCatalogues,
  catalogue,
  catalogues,
  missingCatalogues,
  t,
} from "../src/i18n.ts";
import { countText } from "../src/fulfilment/passenger-count.ts";
import { text } from "../src/fulfilment/i18n.ts";
import { message } from "../src/booking/messages.ts";
import { timetableRows } from "../src/fulfilment/timetable.ts";

test("the catalogues' folder holds the site's languages and the namespaces, nothing else", () => {
  assert.deepEqual(readdirSync(MESSAGES_DIR).sort(), [...LOCALES].sort());
  for (const lng of LOCALES) {
    assert.deepEqual(readdirSync(path.join(MESSAGES_DIR, lng)).sort(), NAMESPACES.map((ns) => `${ns}.json`).sort());
  }
});

for (const ns of NAMESPACES) {
  test(`${ns}: every language has exactly the keys of en, none empty, the same placeholders`, () => {
    const en = catalogue("en", ns);
    assert.ok(Object.keys(en).length > 10, "the English catalogue is read");
    for (const lng of LOCALES) {
      const texts = catalogue(lng, ns);
      assert.deepEqual(Object.keys(texts).sort(), Object.keys(en).sort(), lng);
      for (const [key, value] of Object.entries(texts)) {
        assert.equal(typeof value, "string", `${lng} ${key}`);
        assert.ok(value.trim().length > 0, `${lng} ${key} is empty`);
        assert.deepEqual(placeholdersOf(value).sort(), placeholdersOf(en[key]!).sort(), `${lng} ${key}`);
      }
    }
  });
}

test("texts come from the catalogues, placeholders filled", () => {
  assert.equal(
    text("subjectConfirmation", "fr", { reference: "AB12", product: "Paris" }),
    "Votre réservation AB12 est confirmée : Paris",
  );
  assert.equal(
    message("TOO_MANY_REQUESTS", "nl", { minutes: 3 }),
    "Te veel pogingen vanaf uw verbinding. Wacht 3 min en probeer het opnieuw.",
  );
  assert.equal(message("GENERIC", "en"), "An error occured");
  // A missing parameter stays as written (domain/fill.ts), or goes.
  assert.equal(t("mail", "hello", "en"), "Hello {{name}},");
  assert.equal(t("mail", "hello", "en", {}, "empty"), "Hello ,");
});

test("the bus frequency in the ticket's language: the catalogue's words around the kernel's duration", () => {
  const frequency = (minutes: number, l: (typeof LOCALES)[number]) =>
    timetableRows(
      {
        meetingPoint: null,
        firstDeparture: null,
        lastDeparture: null,
        frequencyMinutes: minutes,
        frequencyText: null,
        loopMinutes: null,
      },
      l,
    )[0];
  assert.deepEqual(
    LOCALES.map((l) => frequency(20, l)),
    [
      ["Fréquence", "Toutes les 20 minutes"],
      ["Frequency", "Every 20 minutes"],
      ["Frecuencia", "Cada 20 minutos"],
      ["Frequentie", "Elke 20 minuten"],
    ],
  );
  assert.deepEqual(
    LOCALES.map((l) => frequency(60, l)?.[1]),
    ["Toutes les heures", "Every hour", "Cada hora", "Elk uur"],
  );
});

test("plural forms: i18next's key_one and key_other, chosen by the language's rules", () => {
  assert.equal(countText(1, "ADULT", null, "fr"), "1\u00a0× adulte");
  assert.equal(countText(2, "adult", null, "fr"), "2\u00a0× adultes");
  assert.equal(countText(1, "CHILD", null, "en"), "1\u00a0× Child");
  assert.equal(countText(3, "CHILD", null, "en"), "3\u00a0× Children");
  assert.equal(countText(2, "INFANT", null, "nl"), "2\u00a0× baby's");
  assert.equal(countText(2, "FAMILY", null, "es"), "2\u00a0× pases familiares");
  // A unit type the kernel does not know keeps the supplier's label.
  assert.equal(countText(2, "MILITARY", "Military", "fr"), "2\u00a0× Military");
  assert.equal(t("mail", "count.SENIOR", "en", { count: 0 }), "Seniors");
});

test("a fifth language is its catalogue folder: de, copied from en, then translated", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "catalogues-"));
  try {
    cpSync(MESSAGES_DIR, dir, { recursive: true });
    cpSync(path.join(MESSAGES_DIR, "en"), path.join(dir, "de"), { recursive: true });
    const de = catalogues(dir);
    // Copied from en: the e-mail's texts are English's until translated.
    assert.equal(
      de.t("mail", "subjectConfirmation", "de", { reference: "AB12", product: "Paris" }),
      "Your booking AB12 is confirmed: Paris",
    );
    assert.equal(de.t("errors", "GENERIC", "de"), "An error occured");
    // Translated: German's words, German's plural rules; a key not translated yet falls back to English.
    const mail = JSON.parse(readFileSync(path.join(dir, "de", "mail.json"), "utf8")) as Record<string, string>;
    mail.subjectConfirmation = "Ihre Buchung {{reference}} ist bestätigt: {{product}}";
    mail["count.ADULT_one"] = "Erwachsener";
    mail["count.ADULT_other"] = "Erwachsene";
    delete mail.helloAnon;
    writeFileSync(path.join(dir, "de", "mail.json"), JSON.stringify(mail));
    const fresh = catalogues(dir);
    assert.equal(
      fresh.t("mail", "subjectConfirmation", "de", { reference: "AB12", product: "Paris" }),
      "Ihre Buchung AB12 ist bestätigt: Paris",
    );
    assert.equal(fresh.t("mail", "count.ADULT", "de", { count: 1 }), "Erwachsener");
    assert.equal(fresh.t("mail", "count.ADULT", "de", { count: 2 }), "Erwachsene");
    assert.equal(fresh.t("mail", "helloAnon", "de"), "Hello,");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a configured language without its catalogues stops the web server's start, with the files it lacks", () => {
  assert.deepEqual(missingCatalogues(["fr", "en"]), []);
  assert.deepEqual(missingCatalogues(["fr", "de"]), [
    "de/mail.json",
    "de/errors.json",
    "de/payments.json",
    "de/forms.json",
  ]);
  assert.throws(
    () => assertCatalogues(["fr", "en", "de"]),
    /SITE_LANGUAGES: no catalogue de\/mail\.json, de\/errors\.json, .* \(docs\/adding-a-language\.md\)/,
  );
  assertCatalogues(["en", "fr"]);
});

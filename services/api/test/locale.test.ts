/** One Accept-Language negotiation (negotiator) for the REST API, GraphQL and the site's "/" redirect. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { negotiateLocale, languageTag, localeForCity } from "../src/locale.ts";
import { preferredLocale } from "../src/site/resolve.ts";
import { LOCALES } from "../../../domain/locales.ts";

test("Accept-Language: q-values, order, regional tags, default fr", () => {
  assert.equal(negotiateLocale("en-GB,en;q=0.9,fr;q=0.8"), "en");
  assert.equal(negotiateLocale("de-DE, nl;q=0.5, es;q=0.7"), "es");
  assert.equal(negotiateLocale("nl-BE"), "nl");
  assert.equal(negotiateLocale("de"), "fr");
  assert.equal(negotiateLocale("de", "en"), "en");
  assert.equal(negotiateLocale(undefined), "fr");
  assert.equal(negotiateLocale("es;q=0, en"), "en", "q=0 means not acceptable");
  assert.equal(negotiateLocale("*", "en"), "en", "a wildcard is no preference");
  assert.equal(negotiateLocale("de, *;q=0.5", "en"), "en");
});

test("the site's '/' redirect negotiates the same way (it used to take the first tag whatever its q-value)", () => {
  assert.equal(preferredLocale({ cookieLocale: null, acceptLanguage: "fr;q=0.1, es;q=0.9" }), "es");
  assert.equal(preferredLocale({ cookieLocale: null, acceptLanguage: "de-DE,de;q=0.9,en;q=0.5" }), "en");
  assert.equal(preferredLocale({ cookieLocale: "nl", acceptLanguage: "es" }), "nl", "the cookie wins");
});

test("one set of language tags (domain/locales.ts): hreflang, Intl and OCTO's Accept-Language (fr-FR, not fr_FR)", () => {
  for (const locale of LOCALES) {
    assert.match(languageTag(locale), /^[a-z]{2}-[A-Z]{2}$/);
    assert.equal(
      negotiateLocale(languageTag(locale), locale === "fr" ? "en" : "fr"),
      locale,
      "the tag negotiates back to its language",
    );
  }
  assert.equal(localeForCity(["fr", "en", "es"], "nl"), "en");
  assert.equal(localeForCity(["fr", "en", "es", "nl"], "nl"), "nl");
});

test("configured languages and cities (SITE_LANGUAGES, SITE_CITIES): '/' and bare-city redirects stay within them", async () => {
  const { siteConfig } = await import("../../../domain/site-config.ts");
  const { resolveSitePath } = await import("../src/site/resolve.ts");
  const site = siteConfig({ SITE_LANGUAGES: "en,fr", SITE_CITIES: "paris,london" });
  assert.equal(
    preferredLocale({ cookieLocale: null, acceptLanguage: "es,nl;q=0.9", site }),
    "en",
    "no configured language fits: the first configured",
  );
  assert.equal(
    preferredLocale({ cookieLocale: "nl", acceptLanguage: "fr", site }),
    "fr",
    "a cookie of a language not built is ignored",
  );
  assert.equal(preferredLocale({ cookieLocale: null, acceptLanguage: "fr;q=0.5, es", site }), "fr");
  const root = resolveSitePath("/", { cookieLocale: null, acceptLanguage: "es", site });
  assert.deepEqual([root.kind, root.kind === "redirect" && root.location], ["redirect", "/en"]);
  const paris = resolveSitePath("/fr/paris", { cookieLocale: null, acceptLanguage: "", site });
  assert.equal(paris.kind, "redirect");
  const bath = resolveSitePath("/fr/bath", { cookieLocale: null, acceptLanguage: "", site });
  assert.notEqual(bath.kind, "redirect", "a city that is not configured has no redirect to a home that was not built");
  assert.equal(
    resolveSitePath("/fr/bath", { cookieLocale: null, acceptLanguage: "" }).kind,
    "redirect",
    "default: every city",
  );
});

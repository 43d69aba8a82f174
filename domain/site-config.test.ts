import { siteConfig, SiteConfigError } from "./site-config";

describe("SITE_LANGUAGES and SITE_CITIES (spec section 9: configurable)", () => {
  test("defaults: fr, en, es, nl (fr first, the default) and the six cities", () => {
    expect(siteConfig({})).toEqual({
      languages: ["fr", "en", "es", "nl"],
      defaultLanguage: "fr",
      cities: ["paris", "london", "brussels", "bath", "barcelona", "madrid"],
    });
  });
  test("a configured list: its order, the first language the default; spaces, case and repeats tolerated", () => {
    expect(siteConfig({ SITE_LANGUAGES: " EN, fr,en ", SITE_CITIES: "paris, London" })).toEqual({
      languages: ["en", "fr"],
      defaultLanguage: "en",
      cities: ["paris", "london"],
    });
    expect(siteConfig({ SITE_LANGUAGES: "", SITE_CITIES: " , " }).languages).toEqual(["fr", "en", "es", "nl"]);
  });
  test("a language beyond the built-in four is added (ADR 0367): its catalogues make it, not a code change", () => {
    expect(siteConfig({ SITE_LANGUAGES: "fr,en,es,nl,DE" }).languages).toEqual(["fr", "en", "es", "nl", "de"]);
  });
  test("a malformed language code or city id stops with a message", () => {
    expect(() => siteConfig({ SITE_LANGUAGES: "fr,deutsch,d-e" })).toThrow(
      new SiteConfigError("SITE_LANGUAGES: malformed language code(s) deutsch, d-e (two or three letters: fr, en, de)"),
    );
    expect(() => siteConfig({ SITE_CITIES: "paris,../x" })).toThrow(SiteConfigError);
  });
});

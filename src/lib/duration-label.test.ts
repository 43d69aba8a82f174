import fs from "fs";
import path from "path";
import { durationLabel } from "./duration-label";
import type { Translate } from "../i18n/use-t";

const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "i18n", "messages", locale, "common.json"), "utf8")) as Record<
    string,
    string
  >;
const translator = (locale: string): Translate => {
  const messages = catalogue(locale);
  // i18next's plural keys: `<key>_one` when the language's plural rule says "one" for `count`.
  const plural = (key: string, vars: Record<string, string | number>) =>
    typeof vars.count === "number" &&
    new Intl.PluralRules(locale).select(vars.count) === "one" &&
    messages[`${key}_one`]
      ? `${key}_one`
      : key;
  return (key, vars = {}) =>
    (messages[plural(key, vars)] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
};

describe("durationLabel", () => {
  const en = translator("en");
  test.each([
    [1440, "1 day"],
    [2880, "2 days"],
    [240, "4 h"],
    [90, "1 h 30 min"],
    [45, "45 min"],
    [1500, "25 h"],
  ])("%i minutes → %s", (minutes, label) => {
    expect(durationLabel(minutes, en)).toBe(label);
  });

  test("in the visitor's language", () => {
    expect(durationLabel(2880, translator("fr"))).toBe("2 jours");
    expect(durationLabel(150, translator("nl"))).toBe("2 uur 30 min");
    expect(durationLabel(1440, translator("es"))).toBe("1 día");
  });
});

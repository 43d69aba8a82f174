import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { englishCounterpart, sameAsEnglish } from "./helpers/same-as-english";
import { builtSiteDir, htmlFiles } from "./helpers/untranslated-keys";

// Every text a visitor sees on a page in a language is in that language. Walks every built page of
// fr, es and nl and compares it with the English page of the same screen (reads the HTML the web server serves, so
// it runs after the build in `npm test`; a few seconds for a thousand pages).
const ROOT = path.resolve(__dirname, "../..");

test("the detector flags sentences shown word for word in English and allows proper names", () => {
  const en = `<body><p>Paris from the top deck</p><p>City Sightseeing</p><li>Eiffel Tower stop here</li><li>Moulin Rouge</li><p>OK</p></body>`;
  const nl = `<body><p>Paris from the top deck</p><p>City Sightseeing</p><li>Eiffeltoren halte hier</li><li>Moulin Rouge</li><p>OK</p></body>`;
  expect(sameAsEnglish(nl, en)).toEqual(["Paris from the top deck"]);
});

test("no page in fr, es or nl shows a sentence identical to the English page of the same screen", () => {
  const dir = builtSiteDir(ROOT);
  test.skip(!dir, "no built site (run after gatsby build)");
  const files = ["fr", "es", "nl"].flatMap((locale) =>
    existsSync(path.join(dir!, locale)) ? htmlFiles(path.join(dir!, locale)) : [],
  );
  expect(files.length).toBeGreaterThan(20);
  const found: string[] = [];
  let compared = 0;
  for (const file of files) {
    const english = englishCounterpart(dir!, file);
    if (!english) continue;
    compared++;
    const same = sameAsEnglish(readFileSync(file, "utf8"), readFileSync(english, "utf8"));
    if (same.length)
      found.push(
        `${path.relative(dir!, file)}: ${same
          .slice(0, 5)
          .map((s) => JSON.stringify(s))
          .join(", ")}`,
      );
  }
  expect(compared).toBeGreaterThan(20);
  expect(found).toEqual([]);
});

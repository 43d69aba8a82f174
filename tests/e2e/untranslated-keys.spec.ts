import path from "node:path";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { builtSiteDir, htmlFiles, untranslatedKeys } from "./helpers/untranslated-keys";

// No built page, in any language, shows a raw catalogue key ('help.position', 'nav.book'...).
// Reads the HTML the web server serves (SITE_DIR/current, else public/), so it runs after the build in `npm test`.
const ROOT = path.resolve(__dirname, "../..");

test("the detector finds raw keys in text and attributes, and leaves domains, e-mails and file names alone", () => {
  const html = `<main><p class="meta">help.position <a href="/fr/paris/carte">Carte</a></p><img alt="nav.book" src="a.png">
    <p>Write to care@sightseeing.example or visit city-sightseeing.example, see page.html and www.site.com</p>
    <script>window.x = "nav.home"</script><p>Version 2.6.25, 12.50 €</p></main>`;
  expect(untranslatedKeys(html).sort()).toEqual(["help.position", "nav.book"]);
});

test("no built page in any language shows an untranslated catalogue key", () => {
  const dir = builtSiteDir(ROOT);
  test.skip(!dir, "no built site (run after gatsby build)");
  const files = htmlFiles(dir!);
  expect(files.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const file of files) {
    const keys = untranslatedKeys(readFileSync(file, "utf8"));
    if (keys.length) found.push(`${path.relative(dir!, file)}: ${keys.join(", ")}`);
  }
  expect(found).toEqual([]);
});

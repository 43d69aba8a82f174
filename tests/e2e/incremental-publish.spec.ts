/**
 * Incremental publish (ADR 0220): one existing article changed in the CMS in its four languages
 * (Brussels has all four) and published once goes live in every language through the real pipeline, its city's
 * article list shows it, the other pages stay served, and the promoted build copied only what changed (the rest
 * hard-linked from the previous live build).
 * Runs in the "publish" project (alone, after the others): the live build swap reloads open pages.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { CMS, adminHeaders, skipUnlessPublishing } from "./helpers/cms-admin";
import { LOCALES } from "../../src/i18n/locales";
import { pathFor } from "../../domain/route-table";

interface Article {
  id: number;
  slug: string;
  city: string;
  title: Record<string, string>;
}

async function latestArticles(request: APIRequestContext, headers: Record<string, string>): Promise<Article[]> {
  const res = await request.get(
    `${CMS}/api/articles?locale=all&limit=2&sort=-publishedAt&where[city][equals]=brussels&where[slug][not_like]=e2e-`,
    { headers },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { docs: Article[] }).docs;
}

// FIXME (2026-11-26 stop): since the CMS read limits this spec failed in CI at "list fr". Diagnosis so far
// (branch publishfix): run alone on a warm stack it passes (12 pages re-rendered, 50 files copied, the lists show the
// article); the build's environment carries CMS_READ_TOKEN and the manifest reads every document (108 articles). Run
// with the other publish specs it got 403 on its first save (concurrent admin logins voided its token: now fixed,
// helpers/cms-admin.ts underLoginLock). Still open: the first publish after `stack-up` re-rendered all 1,037 pages
// once (page-data unchanged, copied*5 > linked; that stack reused a .cache built under another port offset, so it
// may be local), and "list fr" was not reproduced. Re-enable after a green
// `--project=publish --no-deps` run of all three publish specs.
test("one article changed in four languages goes live in each; the list shows it; other pages stay; unchanged files hard-linked", async ({
  request,
  page,
}) => {
  test.setTimeout(8 * 60_000);
  await skipUnlessPublishing(request);
  const headers = await adminHeaders(request);
  const [changed, other] = await latestArticles(request, headers);
  expect(changed && other, "two seeded Brussels articles").toBeTruthy();
  const stamp = Date.now().toString(36);
  const newTitle = (locale: string) => `Updated ${stamp} ${locale}`;
  const articlePath = (article: Article, locale: (typeof LOCALES)[number]) =>
    pathFor("city-inspiration-id", locale, { city: article.city, id: article.slug });
  try {
    // Three languages saved as drafts, then one publish (English): it publishes all four, and builds once.
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const res = await request.patch(`${CMS}/api/articles/${changed!.id}?locale=${locale}&draft=true`, {
        headers,
        data: { title: newTitle(locale), _status: "draft" },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const published = await request.patch(`${CMS}/api/articles/${changed!.id}?locale=en`, {
      headers,
      data: { title: newTitle("en"), _status: "published" },
    });
    expect(published.status(), await published.text()).toBe(200);
    const started = Date.now();
    const pending = new Set(LOCALES);
    while (pending.size > 0 && Date.now() - started < 7 * 60_000) {
      for (const locale of [...pending]) {
        const res = await request.get(articlePath(changed!, locale));
        if (res.status() === 200 && (await res.text()).includes(newTitle(locale))) pending.delete(locale);
      }
      if (pending.size > 0) await new Promise((r) => setTimeout(r, 1000));
    }
    expect([...pending], "languages not live yet").toEqual([]);
    const build = (await (await request.get("/api/build-status")).json()) as {
      state: string;
      lastSuccess: { promoted?: { copied: number; linked: number } } | null;
    };
    console.log(
      `incremental publish live in ${((Date.now() - started) / 1000).toFixed(1)} s; last build ${JSON.stringify(build.lastSuccess?.promoted)}`,
    );

    // Its city's article list (every language) shows the new title.
    for (const locale of LOCALES) {
      const list = await request.get(pathFor("city-inspiration", locale, { city: changed!.city }));
      expect(await list.text(), `list ${locale}`).toContain(newTitle(locale));
    }
    // The other article is still served, unchanged, in every language; the sitemap still lists both.
    for (const locale of LOCALES)
      expect((await request.get(articlePath(other!, locale))).status(), `other article ${locale}`).toBe(200);
    await page.goto(articlePath(other!, "en"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(other!.title.en ?? "");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(articlePath(changed!, "fr"));
    expect(sitemap).toContain(articlePath(other!, "nl"));
    // The promotion hard-linked the files the build left alone and copied the rest: the pages that show the
    // article, a few dozen of ~2,300 files, even when the build before was a cold one (the browser bundle's hash
    // comes from its output, plugins/cms-changes/stable-compilation-hash.ts; before, 1,089 were copied in CI).
    const promoted = build.lastSuccess?.promoted;
    expect(promoted, "build-status reports the promotion").toBeTruthy();
    expect(promoted!.copied * 5, JSON.stringify(promoted)).toBeLessThan(promoted!.linked);
    test.info().annotations.push({ type: "promoted", description: JSON.stringify(promoted) });
  } finally {
    // Put the titles back the same way (one more build, not awaited); a language without its own title showed the
    // English one (fallback), so it gets that.
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const title = changed!.title[locale] ?? changed!.title.en;
      await request.patch(`${CMS}/api/articles/${changed!.id}?locale=${locale}&draft=true`, {
        headers,
        data: { title, _status: "draft" },
      });
    }
    await request.patch(`${CMS}/api/articles/${changed!.id}?locale=en`, {
      headers,
      data: { title: changed!.title.en, _status: "published" },
    });
  }
});

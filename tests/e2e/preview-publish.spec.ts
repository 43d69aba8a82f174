/**
 * Editor flows against the running stack: draft preview (only with a CMS session, never for anonymous visitors,
 * neither through the site nor through the CMS APIs) and the publish pipeline (publish in the CMS → rebuild →
 * atomic switch → the new title is live), measuring publish-to-live time.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./helpers/csp";
import { CMS, adminHeaders, credentials, skipUnlessPublishing, underLoginLock } from "./helpers/cms-admin";
import { pathFor } from "../../domain/route-table";

/** The admin's token (logged in under the specs' login lock: a concurrent login of the same admin would void it). */
async function login(request: APIRequestContext): Promise<string> {
  return (await adminHeaders(request)).authorization.replace(/^JWT /, "");
}

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const slug = `e2e-publish-${stamp}`;
const draftTitle = `Draft only ${stamp}`;
const publishedTitle = `Published ${stamp}`;
const city = "london";
let token = "";
let articleId: number | string = "";

test.describe.serial("preview and publish", () => {
  test.beforeAll(async ({ request }) => {
    token = await login(request);
    const res = await request.post(`${CMS}/api/articles?locale=en&draft=true`, {
      headers: { authorization: `JWT ${token}` },
      data: {
        slug,
        city,
        title: draftTitle,
        excerpt: `Excerpt ${stamp}`,
        body: `<p>Body of ${stamp}</p>`,
        publishedAt: new Date().toISOString(),
        _status: "draft",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    articleId = ((await res.json()) as { doc: { id: number } }).doc.id;
  });

  test.afterAll(async ({ request }) => {
    if (articleId)
      await request.delete(`${CMS}/api/articles/${articleId}`, { headers: { authorization: `JWT ${token}` } });
  });

  test("anonymous visitors never get the draft: web server 401, CMS REST and GraphQL published-only", async ({
    request,
    page,
  }) => {
    const viaSite = await request.get(`/api/preview/articles/${articleId}?locale=en`);
    expect(viaSite.status()).toBe(401);
    expect(viaSite.headers()["cache-control"]).toContain("no-store");
    expect(await viaSite.text()).not.toContain(draftTitle);
    const badToken = await request.get(`/api/preview/articles/${articleId}?locale=en`, {
      headers: { cookie: "payload-token=forged.token.value" },
    });
    expect(badToken.status()).toBe(401);

    const rest = await request.get(`${CMS}/api/articles/${articleId}?draft=true&locale=en`);
    expect(await rest.text()).not.toContain(draftTitle);
    const list = await request.get(`${CMS}/api/articles?draft=true&locale=en&where[slug][equals]=${slug}`);
    expect(((await list.json()) as { totalDocs: number }).totalDocs).toBe(0);
    const gql = await request.post(`${CMS}/api/graphql`, {
      data: {
        query: `{ Article(id: ${articleId}, draft: true, locale: en) { title } Articles(draft: true, where: { slug: { equals: "${slug}" } }) { totalDocs } }`,
      },
    });
    const gqlText = await gql.text();
    expect(gqlText).not.toContain(draftTitle);

    await page.goto(`/en/preview?collection=articles&id=${articleId}`);
    await expect(page.getByRole("alert")).toContainText("Log in to the CMS");
    await expect(page.getByRole("link", { name: "Log in to the CMS" })).toHaveAttribute("href", /\/admin\/login$/);
    expect(await page.content()).not.toContain(draftTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("a logged-in editor sees the draft rendered by the site (session cookie set by the CMS on :3000)", async ({
    context,
    page,
  }) => {
    // Log in through the browser context: Payload's own Set-Cookie lands in Chromium's cookie jar for localhost:3000.
    const res = await underLoginLock(() => context.request.post(`${CMS}/api/users/login`, { data: credentials() }));
    expect(res.status()).toBe(200);
    const cookie = (await context.cookies(CMS)).find((c) => c.name === "payload-token");
    expect(cookie, "Payload sets payload-token").toBeTruthy();
    // Cookies are per host, not per port: the same cookie goes to the site on :8000.
    const siteUrl = new URL(
      page.url() === "about:blank" ? (test.info().project.use.baseURL ?? "http://localhost:8000") : page.url(),
    );
    expect((await context.cookies(siteUrl.origin)).map((c) => c.name)).toContain("payload-token");

    await page.goto(`/en/preview?collection=articles&id=${articleId}`);
    await expect(page.getByRole("heading", { level: 1, name: draftTitle })).toBeVisible();
    await expect(page.getByRole("status").first()).toContainText("Preview — draft");
    await expect(page.getByText(`Body of ${stamp}`)).toBeVisible();
    await expect(page.locator("[data-preview-state]")).toHaveAttribute("data-preview-state", "ok");

    await page.goto(`/fr/preview?collection=articles&id=${articleId}`);
    await expect(page.getByRole("status").first()).toContainText("Aperçu — brouillon");
    await expect(page.getByRole("heading", { level: 1, name: draftTitle })).toBeVisible(); // fr falls back to en
  });

  test("publishing in the CMS rebuilds the site and the new title goes live", async ({ request }) => {
    test.setTimeout(8 * 60_000);
    await skipUnlessPublishing(request);
    const articlePath = pathFor("city-inspiration-id", "en", { city, id: slug });
    expect((await request.get(articlePath)).status()).toBe(404);

    const started = Date.now();
    const res = await request.patch(`${CMS}/api/articles/${articleId}?locale=en`, {
      headers: { authorization: `JWT ${token}` },
      data: { title: publishedTitle, _status: "published" },
    });
    expect(res.status(), await res.text()).toBe(200);

    let liveAfter = 0;
    while (Date.now() - started < 7 * 60_000) {
      const page = await request.get(articlePath);
      if (page.status() === 200 && (await page.text()).includes(publishedTitle)) {
        liveAfter = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    const build = (await (await request.get("/api/build-status")).json()) as {
      state: string;
      durationMs: number;
      lastError: unknown;
    };
    console.log(
      `publish-to-live: ${(liveAfter / 1000).toFixed(1)} s (last build ${(build.durationMs / 1000).toFixed(1)} s)`,
    );
    test.info().annotations.push({ type: "publish-to-live-ms", description: String(liveAfter) });
    expect(liveAfter, `not live; build status ${JSON.stringify(build)}`).toBeGreaterThan(0);
    expect(await (await request.get(articlePath)).text()).not.toContain(draftTitle);
  });

  test("the editor sees that the publish went live, beside the document in the admin (ADR 0348)", async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(8 * 60_000);
    await skipUnlessPublishing(request);
    // The new title can go live with a build that another spec's publish started (it read the CMS after the save);
    // this publish is "live" once a build started after it went live, which may be the next one: "delivered" until then.
    const states: string[] = [];
    await expect
      .poll(
        async () => {
          const status = await request.get(`${CMS}/api/publish-status?collection=articles&id=${articleId}`, {
            headers: { authorization: `JWT ${token}` },
          });
          expect(status.status()).toBe(200);
          const { state } = (await status.json()) as { state: string };
          if (states.at(-1) !== state) states.push(state);
          return state;
        },
        { timeout: 6 * 60_000, intervals: [1000, 2000, 5000] },
      )
      .toBe("live");
    // Never a failure or a lost delivery on the way, only the steps of a publish being built.
    expect(
      states.filter((s) => !["delivered", "live"].includes(s)),
      states.join(" → "),
    ).toEqual([]);
    expect((await request.get(`${CMS}/api/publish-status?collection=articles&id=${articleId}`)).status()).toBe(401);

    const res = await underLoginLock(() => context.request.post(`${CMS}/api/users/login`, { data: credentials() }));
    expect(res.status()).toBe(200);
    await page.goto(`${CMS}/admin/collections/articles/${articleId}`);
    await expect(page.getByText("Live site", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: "Live on the site since" })).toBeVisible({
      timeout: 30_000,
    });
  });
});

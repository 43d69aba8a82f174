/**
 * The CMS as an attacker meets it, over real HTTP against the running stack: script links
 * are refused at save through REST and GraphQL, the admin carries the site's security headers, a failed login does
 * not tell whether the account exists, and the production server has no GraphQL playground.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { CMS, adminHeaders, credentials, underLoginLock } from "./helpers/cms-admin";

/** The admin's token, logged in under the specs' login lock (a concurrent login of the same admin would void it). */
async function login(request: APIRequestContext): Promise<string> {
  return (await adminHeaders(request)).authorization.replace(/^JWT /, "");
}

test("saving a script link through the CMS REST or GraphQL API is refused, naming the field; nothing is saved", async ({
  request,
}) => {
  const token = await login(request);
  const headers = { authorization: `JWT ${token}` };
  const slug = `e2e-hostile-${Date.now().toString(36)}`;
  const page = await request.post(`${CMS}/api/pages?locale=en`, {
    headers,
    data: {
      slug,
      title: "Hostile",
      blocks: [{ blockType: "hero", title: "Hi", ctaLabel: "Go", ctaLink: "javascript:window.x=1" }],
      _status: "published",
    },
  });
  expect(page.status()).toBe(400);
  // The production build names the refused field (the admin shows the message itself beside it).
  expect(await page.text()).toMatch(/Cta Link|ctaLink/);
  const list = await request.get(`${CMS}/api/pages?where[slug][equals]=${slug}`, { headers });
  expect(((await list.json()) as { totalDocs: number }).totalDocs).toBe(0);

  const gql = await request.post(`${CMS}/api/graphql`, {
    headers,
    data: { query: `mutation { updateAppRating(data: { iosUrl: " JaVa\\tScRiPt:alert(1)" }) { iosUrl } }` },
  });
  const body = (await gql.json()) as { errors?: unknown[] };
  expect(body.errors?.length).toBeGreaterThan(0);
  const app = await request.post(`${CMS}/api/graphql`, { data: { query: "{ AppRating { iosUrl } }" } });
  expect(((await app.json()) as { data: { AppRating: { iosUrl: string } } }).data.AppRating.iosUrl).toMatch(
    /^https:\/\//,
  );
});

test("the CMS admin is served with the site's security headers", async ({ request }) => {
  for (const url of [`${CMS}/admin/login`, `${CMS}/api/graphql`]) {
    const res = url.endsWith("graphql")
      ? await request.post(url, { data: { query: "{ __typename }" } })
      : await request.get(url);
    const h = res.headers();
    expect(h["content-security-policy"], url).toContain("frame-ancestors 'none'");
    expect(h["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(h["x-content-type-options"], url).toBe("nosniff");
    expect(h["permissions-policy"], url).toContain("camera=()");
    expect(h["x-powered-by"], url).toBeUndefined();
  }
});

test("a failed admin login answers alike whether or not the account exists; no playground in production", async ({
  request,
}) => {
  const unknown = await request.post(`${CMS}/api/users/login`, {
    data: { email: "nobody-at-all@example.com", password: "not-the-password" },
  });
  // The admin's failed login writes its document (login attempts): under the specs' login lock too.
  const wrong = await underLoginLock(() =>
    request.post(`${CMS}/api/users/login`, { data: { email: credentials().email, password: "not-the-password" } }),
  );
  expect(unknown.status()).toBe(401);
  expect([wrong.status(), await wrong.text()]).toEqual([unknown.status(), await unknown.text()]);
  expect((await request.get(`${CMS}/api/graphql-playground`)).status()).toBe(404);
});

test("the admin refuses a script link, names the field and states the rule, and keeps the saved link", async ({
  page,
}) => {
  const { email, password } = credentials();
  await page.goto(`${CMS}/admin/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await underLoginLock(async () => {
    await page.getByRole("button", { name: /login/i }).click();
    await page.waitForURL(/\/admin(?!\/login)/);
  });
  await page.goto(`${CMS}/admin/globals/app-rating`);
  const ios = page.locator("#field-iosUrl");
  const saved = await ios.inputValue();
  await ios.fill("javascript:window.x=1");
  const save = page.getByRole("button", { name: /^save$/i });
  await expect(save).toBeEnabled();
  await save.click();
  // The production admin names the refused field in a toast; the field's description states the rule.
  await expect(page.getByText("The following field is invalid: Ios Url").first()).toBeVisible();
  await expect(page.locator(".field-description-iosUrl")).toContainText(
    "A relative path (/en/paris/tours) or an http(s)://, mailto: or tel: link",
  );
  await page.reload();
  await expect(page.locator("#field-iosUrl")).toHaveValue(saved);
});

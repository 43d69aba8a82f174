/**
 * A hero link through the real publish pipeline: the CMS API refuses a script link at save, a
 * page published with safe links goes live and renders them, and no script URL reaches the live HTML. Runs in the
 * "publish" project (alone, after the others): the live build swap reloads open pages.
 */
import { expect, test } from "./helpers/csp";
import { CMS, adminHeaders, skipUnlessPublishing } from "./helpers/cms-admin";
import { pathFor } from "../../domain/route-table";

test("a published hero renders its safe link; the script link was refused before it could be published", async ({
  request,
  page,
}) => {
  test.setTimeout(8 * 60_000);
  await skipUnlessPublishing(request);
  const headers = await adminHeaders(request);
  const slug = `e2e-links-${Date.now().toString(36)}`;
  const title = `Links ${slug}`;
  const hero = (ctaLink: string, label: string) => ({ blockType: "hero", title, ctaLabel: label, ctaLink });

  const hostile = await request.post(`${CMS}/api/pages?locale=en`, {
    headers,
    data: { slug, title, blocks: [hero("  JavaScript:window.x=1", "Bad")], _status: "published" },
  });
  expect(hostile.status()).toBe(400);

  const created = await request.post(`${CMS}/api/pages?locale=en`, {
    headers,
    data: {
      slug,
      title,
      blocks: [hero("/en/paris/tours", "See tours"), hero("mailto:help@sightseeing.example", "Write to us")],
      _status: "published",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { doc: { id: number } }).doc.id;
  try {
    const livePath = pathFor("page-id", "en", { id: slug });
    const started = Date.now();
    let html = "";
    while (Date.now() - started < 7 * 60_000) {
      const res = await request.get(livePath);
      if (res.status() === 200 && (html = await res.text()).includes(title)) break;
      html = "";
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(html, "the page went live").toContain(title);
    expect(html).not.toMatch(/javascript:/i);
    await page.goto(livePath);
    await expect(page.getByRole("link", { name: "See tours" })).toHaveAttribute("href", "/en/paris/tours");
    await expect(page.getByRole("link", { name: "Write to us" })).toHaveAttribute(
      "href",
      "mailto:help@sightseeing.example",
    );
    await expect(page.getByRole("link", { name: "Bad" })).toHaveCount(0);
  } finally {
    await request.delete(`${CMS}/api/pages/${id}`, { headers });
  }
});

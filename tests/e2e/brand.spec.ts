/**
 * The built site shows the brand of the CMS site settings: the title suffix, the header's name and
 * its logo (a decorative image that loads), the footer's copyright, and axe on both. One page per kind of header
 * (pre-home, city).
 */
import { expect, test } from "./helpers/csp";
import { axe } from "./helpers/axe";

const CMS = process.env.CMS_URL ?? `http://localhost:${3000 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;

test("title, header and footer name the CMS brand; its logo loads", async ({ page, request }) => {
  const res = await request.post(`${CMS}/api/graphql`, {
    data: { query: "{ SiteSettings { operatorName logo { url } } }" },
  });
  const { operatorName, logo } = (
    (await res.json()) as { data: { SiteSettings: { operatorName: string; logo: { url: string } | null } } }
  ).data.SiteSettings;
  for (const path of ["/en", "/en/paris/home"]) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(` \\| ${operatorName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    const home = page.getByRole("banner").getByRole("link").first();
    await expect(home).toContainText(operatorName);
    await expect(page.locator(".footer__copyright")).toContainText(operatorName);
    if (logo) {
      const img = home.locator("img");
      await expect(img).toHaveAttribute("alt", "");
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    // The header and footer this changes, checked alone (the whole pages are in accessibility.spec).
    const checked = await axe(page).include(".header").include(".footer").analyze();
    expect(checked.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});

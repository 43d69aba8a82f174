import { expect, test } from "./helpers/csp";

// CMS content on the built screens (content issue).
test.describe("content screens", () => {
  test("a city home shows the CMS hero and the offers with prices in the city currency", async ({ page }) => {
    await page.goto("/en/london/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("London, stop by stop");
    await expect(page.locator(".hero-block img")).toHaveAttribute("src", /^\/cms-media\//);
    const prices = page.locator(".offers-block [data-testid=price]");
    expect(await prices.count()).toBeGreaterThan(2);
    await expect(prices.first()).toHaveText(/^£\d+\.\d{2}$/);
    await page.goto("/fr/paris/accueil");
    await expect(page.locator(".offers-block [data-testid=price]").first()).toHaveText(/^\d+,\d{2}\u00a0€$/);
  });

  test("product page: photos, FAQ with icons, rating, price and the book link", async ({ page }) => {
    await page.goto("/en/london/product/london-hop-on-hop-off");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".product figure img").first()).toHaveAttribute("src", /^\/cms-media\//);
    await expect(page.locator(".product figcaption").first()).not.toBeEmpty();
    await expect(page.locator(".faq summary svg").first()).toBeAttached();
    await expect(page.locator(".faq summary").first()).not.toContainText("|");
    await expect(page.getByTestId("rating")).toContainText("/5");
    await expect(page.locator(".booking-box [data-testid=price]")).toHaveText(/^£\d+\.\d{2}$/);
    const book = page.getByTestId("book");
    await expect(book).toHaveAttribute(
      "href",
      /^\/en\/london\/checkout\/information\?productId=london-hop-on-hop-off&optionId=/,
    );
    await page.goto("/fr/paris/produit/paris-hop-on-hop-off");
    await expect(page.getByTestId("book")).toHaveAttribute(
      "href",
      /^\/fr\/paris\/reservation\/information\?productId=paris-hop-on-hop-off/,
    );
  });

  test("responsive images: the pre-home's first card is the eager, high-priority LCP image; cards below load lazily", async ({
    page,
    request,
  }) => {
    await page.goto("/en");
    const first = page.locator(".city-card__image").first();
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("sizes", /vw/);
    const srcset = (await first.getAttribute("srcset")) ?? "";
    expect(srcset.split(", ").map((c) => c.split(" ")[1])).toEqual(["480w", "800w", "1200w", "1600w"]);
    // Every candidate is served by the site (the build copied each width).
    for (const url of srcset.split(", ").map((c) => c.split(" ")[0] ?? "")) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/webp");
    }
    // Preloaded from the head with the same candidates (one download).
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute("imagesrcset", srcset);
    await expect(page.locator(".city-card__image").nth(1)).toHaveAttribute("loading", "lazy");
    await page.goto("/en/london/home");
    const card = page.locator(".product-card__image").first();
    await expect(card).toHaveAttribute("loading", "lazy");
    await expect(card).toHaveAttribute("srcset", /480w.*1600w/);
    await expect(card).not.toHaveAttribute("fetchpriority", /./);
  });

  test("pre-home on a phone (390 x 844): a compact city list, every city's button within two screens, nothing cut off", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/fr");
    const cards = page.locator(".city-card");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      const [image, button] = [card.locator(".city-card__image"), card.getByRole("link")];
      const [ib, bb, cb] = [await image.boundingBox(), await button.boundingBox(), await card.boundingBox()];
      // The picture is a thumbnail beside the text, not a full-width banner above it.
      expect(ib!.width).toBeLessThan(cb!.width / 2);
      expect(bb!.x).toBeGreaterThan(ib!.x + ib!.width - 1);
      expect(bb!.y + bb!.height, "the button is inside its card").toBeLessThanOrEqual(cb!.y + cb!.height + 1);
      expect(bb!.x + bb!.width, "the button is inside the screen").toBeLessThanOrEqual(390);
      expect(bb!.height, "a 44 px target").toBeGreaterThanOrEqual(44);
      expect(bb!.y + bb!.height, "within two screens").toBeLessThanOrEqual(2 * 844);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the hostile article body is sanitized", async ({ page }) => {
    for (const path of [
      "/en/london/inspiration/london-covent-garden-walk",
      "/fr/paris/inspiration/paris-montmartre-walk",
    ]) {
      await page.goto(path);
      const body = page.locator(".article__body");
      await expect(body).toBeVisible();
      await expect(body.locator("[style], [lang], script, iframe")).toHaveCount(0);
      const blank = body.locator('a[target="_blank"]');
      for (let i = 0; i < (await blank.count()); i++) await expect(blank.nth(i)).toHaveAttribute("rel", /noopener/);
      await expect(body.locator("a[href^='javascript:']")).toHaveCount(0);
    }
  });

  test("opening a FAQ pushes faq_open", async ({ page }) => {
    await page.goto("/en/paris/help/faq");
    await page.locator(".faq summary").first().click();
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "faq_open").length))
      .toBe(1);
  });

  test("help centre: phone as tel: link and chat link", async ({ page }) => {
    await page.goto("/en/paris/help");
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Chat with us" })).toHaveAttribute("href", /chat/);
    await page.goto("/en/paris/help/contact");
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(1);
  });

  test("service status lists the current alerts with dates", async ({ page }) => {
    await page.goto("/en/bath/service-traffic-update");
    const alerts = page.locator(".alert");
    expect(await alerts.count()).toBeGreaterThan(0);
    await expect(alerts.first()).toContainText(/From .+ to /);
  });

  test("map page shows a Leaflet map and the stop list", async ({ page }) => {
    await page.goto("/en/bath/map");
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.locator(".leaflet-overlay-pane path").first()).toBeAttached();
    expect(await page.locator(".leaflet-marker-icon").count()).toBeGreaterThan(5);
    expect(await page.locator(".map-route__stops li").count()).toBeGreaterThan(5);
  });

  test("content pages do not load Leaflet", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (res) => {
      if (res.url().endsWith(".js")) scripts.push(await res.text().catch(() => ""));
    });
    await page.goto("/en/london/home");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((s) => s.includes("leaflet-pane"))).toBe(false);
  });

  test("app banner: shown on Android, hidden with ?webview, stays dismissed after reload", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36",
    });
    // a consent choice already made: the app banner waits for it otherwise (analytics.spec tests that)
    if (baseURL) await context.addCookies([{ name: "consent", value: "a0m0", url: baseURL }]);
    let page = await context.newPage();
    await page.goto("/en/paris/home?webview=1");
    await page.waitForTimeout(900);
    await expect(page.locator(".app-banner")).toHaveCount(0);
    // App mode lasts for the visit in that webview: an ordinary visit is another tab.
    await page.close();
    page = await context.newPage();
    await page.goto("/en/paris/home");
    await expect(page.locator(".app-banner")).toBeVisible();
    await page.locator(".app-banner__close").click();
    await expect(page.locator(".app-banner")).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(900);
    await expect(page.locator(".app-banner")).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === "app_banner_dismissed");
    expect(cookie?.path).toBe("/");
    await context.close();
  });

  test("an inspiration page beyond the range links to page 1", async ({ page }) => {
    await page.goto("/en/paris/inspiration/page/99");
    await expect(page.locator(".empty-page a")).toHaveAttribute("href", "/en/paris/inspiration");
  });

  test("every template renders in nl for Brussels", async ({ page, request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const nl = [...xml.matchAll(/<loc>[^<]*(\/nl\/brussels\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
    const product = nl.find((p) => p.includes("/product/"));
    const article = nl.find((p) => /\/inspiratie\/[^/]+$/.test(p) && !p.endsWith("/archief"));
    const standalone = "/nl/brussels/group-bookings";
    for (const path of [
      "/nl/brussels/home",
      "/nl/brussels/rondleidingen",
      "/nl/brussels/kaart",
      "/nl/brussels/hulp",
      "/nl/brussels/inspiratie",
      product,
      article,
      standalone,
      "/nl/partner/hotel-lumiere/brussels",
    ]) {
      expect(path).toBeTruthy();
      const res = await page.goto(path as string);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "nl");
      await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    }
  });
});

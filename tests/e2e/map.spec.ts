import { expect, test } from "./helpers/csp";

// The map reads as a map without internet; stops are focusable, labelled markers with popups.
test.describe("map", () => {
  test("offline outline, lines in colour with a legend", async ({ page }) => {
    await page.goto("/en/paris/map");
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.locator("path.map-outline--river").first()).toBeAttached();
    await expect(page.locator("path.map-outline--park").first()).toBeAttached();
    await expect(page.locator("path.map-line")).toHaveCount(2);
    const strokes = await page
      .locator("path.map-line")
      .evaluateAll((paths) => paths.map((p) => p.getAttribute("stroke")));
    expect(new Set(strokes).size).toBe(2);
    const legend = page.getByRole("list", { name: "Legend" });
    await expect(legend).toContainText("Red line: classic Paris");
    await expect(legend).toContainText("Blue line: Montmartre and the Left Bank");
  });

  test("a stop is reached by keyboard and opens its name, lines and nearby sights", async ({ page }) => {
    await page.goto("/en/paris/map");
    const marker = page.getByRole("button", { name: "Eiffel Tower", exact: true });
    await expect(marker).toBeVisible();
    await marker.focus();
    await expect(marker).toBeFocused();
    await page.keyboard.press("Enter");
    const popup = page.locator(".leaflet-popup");
    await expect(popup).toBeVisible();
    await expect(popup.locator(".map-popup__name")).toHaveText("Eiffel Tower");
    await expect(popup.locator(".map-popup__lines")).toContainText("Red line: classic Paris");
    await expect(popup.locator(".map-popup__lines")).toContainText("Blue line: Montmartre and the Left Bank");
    await expect(popup.locator(".map-popup__nearby")).toContainText("Trocadéro");
  });

  test("every stop is a labelled marker in the tab order", async ({ page }) => {
    await page.goto("/fr/london/carte");
    const markers = page.locator(".leaflet-marker-icon");
    await expect(markers.first()).toBeVisible();
    const names = await markers.evaluateAll((els) =>
      els.map((e) => [e.getAttribute("tabindex"), e.getAttribute("role"), e.textContent?.trim()]),
    );
    expect(names.length).toBeGreaterThan(5);
    for (const [tabindex, role, name] of names) {
      expect(tabindex).toBe("0");
      expect(role).toBe("button");
      expect(name).toBeTruthy();
    }
    await expect(page.getByRole("button", { name: "Zoom avant" })).toBeVisible();
  });
});

/**
 * The first click (mouse) or tap (touch) on a stop opens its details, and the page does not move. The
 * first press used to re-render the map (the "first interaction" analytics state): every marker got a new icon
 * element between press and release, so the click landed on nothing and only the second press opened the popup.
 */
for (const device of ["desktop mouse", "phone touch"] as const) {
  test(`${device}: the first press on a stop opens its details and the page stays put`, async ({
    browser,
    baseURL,
  }) => {
    const phone = device === "phone touch";
    const context = await browser.newContext(
      phone
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 800 } },
    );
    await context.addCookies([{ name: "consent", value: "a0m0", url: baseURL! }]); // as the csp fixture does: no banner
    const page = await context.newPage();
    try {
      await page.goto("/en/paris/map");
      const map = page.locator(".leaflet-container");
      await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
      await map.scrollIntoViewIfNeeded();
      // A stop the visitor sees: its marker's centre inside the map's frame and nothing above it at that point (on
      // a phone, the fitted map leaves some stops a pan away).
      const target = await map.evaluate((container) => {
        const frame = container.getBoundingClientRect();
        for (const marker of Array.from(container.querySelectorAll<HTMLElement>(".leaflet-marker-icon"))) {
          const r = marker.getBoundingClientRect();
          const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
          const inside =
            x > frame.left + 12 &&
            x < frame.right - 12 &&
            y > frame.top + 12 &&
            y < frame.bottom - 12 &&
            y < innerHeight - 12;
          if (inside && marker.contains(document.elementFromPoint(x, y)))
            return { x, y, name: marker.textContent?.trim() ?? "" };
        }
        return null;
      });
      expect(target, "a stop marker in view").not.toBeNull();
      const before = await page.evaluate(() => scrollY);
      if (phone) await page.touchscreen.tap(target!.x, target!.y);
      else await page.mouse.click(target!.x, target!.y);
      const popup = page.locator(".leaflet-popup");
      await expect(popup).toBeVisible();
      await expect(popup.locator(".map-popup__name")).toHaveText(target!.name);
      expect(Math.abs((await page.evaluate(() => scrollY)) - before), "the page did not jump").toBeLessThan(40);
    } finally {
      await context.close();
    }
  });
}

/** Every city's map opens fitted to its whole network: each stop's marker inside the map's frame, phone and desktop. */
const MAP_PATHS = [
  "/en/paris/map",
  "/en/london/map",
  "/en/brussels/map",
  "/en/bath/map",
  "/es/barcelona/mapa",
  "/es/madrid/mapa",
];
for (const device of ["desktop", "phone"] as const) {
  test(`${device}: every city's map opens with all its stops in view`, async ({ browser, baseURL }) => {
    const phone = device === "phone";
    const context = await browser.newContext(
      phone
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 800 } },
    );
    await context.addCookies([{ name: "consent", value: "a0m0", url: baseURL! }]);
    const page = await context.newPage();
    try {
      for (const mapPath of MAP_PATHS) {
        await page.goto(mapPath);
        const map = page.locator(".leaflet-container");
        await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
        const listed = await page
          .locator(".map-route__stops li")
          .evaluateAll((items) => new Set(items.map((li) => li.textContent?.trim())).size);
        const placement = await map.evaluate((container) => {
          const frame = container.getBoundingClientRect();
          const markers = Array.from(container.querySelectorAll<HTMLElement>(".leaflet-marker-icon"));
          const outside = markers
            .filter((marker) => {
              const r = marker.getBoundingClientRect();
              const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
              return !(x >= frame.left && x <= frame.right && y >= frame.top && y <= frame.bottom);
            })
            .map((marker) => marker.textContent?.trim());
          return { count: markers.length, outside };
        });
        expect(placement.count, `${mapPath}: one marker per stop`).toBe(listed);
        expect(placement.outside, `${mapPath}: stops outside the opening view`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
}

test("the stop list locates a stop on the map", async ({ page }) => {
  await page.goto("/nl/brussels/kaart");
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  const stop = page.locator(".map-route__stops button").last();
  const name = (await stop.textContent())!.trim();
  await expect(stop).toHaveAccessibleName(`Toon ${name} op de kaart`);
  await stop.click();
  const popup = page.locator(".leaflet-popup");
  await expect(popup).toBeVisible();
  await expect(popup.locator(".map-popup__name")).toHaveText(name);
  await expect(popup).toBeInViewport();
});

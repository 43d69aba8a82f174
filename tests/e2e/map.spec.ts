import { expect, test } from "./helpers/csp";

// Issue 17 item 4: the map reads as a map without internet; stops are focusable, labelled markers with popups.
test.describe("map", () => {
  test("offline outline, lines in colour with a legend", async ({ page }) => {
    await page.goto("/en/paris/map");
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.locator("path.map-outline--river").first()).toBeAttached();
    await expect(page.locator("path.map-outline--park").first()).toBeAttached();
    await expect(page.locator("path.map-line")).toHaveCount(2);
    const strokes = await page.locator("path.map-line").evaluateAll((paths) => paths.map((p) => p.getAttribute("stroke")));
    expect(new Set(strokes).size).toBe(2);
    const legend = page.getByRole("list", { name: "Legend" });
    await expect(legend).toContainText("Red line: classic Paris");
    await expect(legend).toContainText("Blue line: Montmartre and the Left Bank");
  });

  test("a stop is reached by keyboard and opens its name, lines and nearby sights", async ({ page }) => {
    await page.goto("/en/paris/map");
    const marker = page.getByRole("button", { name: "Eiffel Tower" });
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
    const names = await markers.evaluateAll((els) => els.map((e) => [e.getAttribute("tabindex"), e.getAttribute("role"), e.textContent?.trim()]));
    expect(names.length).toBeGreaterThan(5);
    for (const [tabindex, role, name] of names) {
      expect(tabindex).toBe("0");
      expect(role).toBe("button");
      expect(name).toBeTruthy();
    }
    await expect(page.getByRole("button", { name: "Zoom avant" })).toBeVisible();
  });
});

import { supportLink } from "./support-link";

describe("supportLink (error page contact)", () => {
  test("barcelona and madrid get a mailto to their local support address", () => {
    expect(supportLink({ id: "madrid", supportEmail: "help@madrid.example" }, "es")).toBe("mailto:help@madrid.example");
  });
  test("other cities go to the help-centre new request page, English as en-gb", () => {
    const url = new URL(supportLink({ id: "paris", supportEmail: null }, "en"));
    expect(url.searchParams.get("city")).toBe("paris");
    expect(url.searchParams.get("lang")).toBe("en-gb");
    expect(new URL(supportLink({ id: "bath", supportEmail: null }, "fr")).searchParams.get("lang")).toBe("fr");
  });
  test("the rule is the city's, not the presence of an address: Paris with one still goes to the help centre", () => {
    const url = new URL(supportLink({ id: "paris", supportEmail: "contact@paris.example" }, "nl"));
    expect(`${url.origin}${url.pathname}`).toMatch(/\/hc\/requests\/new$/);
    expect([url.searchParams.get("city"), url.searchParams.get("lang")]).toEqual(["paris", "nl"]);
    // Barcelona without an address: the help centre rather than an empty mailto
    expect(supportLink({ id: "barcelona", supportEmail: null }, "es")).toMatch(/^https:.*city=barcelona&lang=es$/);
    expect(supportLink({ id: "barcelona", supportEmail: "a@b.example" }, "en")).toBe("mailto:a@b.example");
  });
});

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
});

import { pageLocation, redactEntry, redactUrl } from "./redact";
import { fileDownloadEvent } from "./events";
import { pageViewEvent } from "./page-view";

const TOKEN = "uufcp0AqWsMTT1ZeJN9PvJy66AGujVQN";

describe("secrets stay out of analytics", () => {
  test("a ticket link loses its token, absolute or relative, PDF or calendar", () => {
    expect(redactUrl(`http://localhost:8000/api/tickets/${TOKEN}.pdf`)).toBe(
      "http://localhost:8000/api/tickets/redacted.pdf",
    );
    expect(redactUrl(`/api/tickets/${TOKEN}.ics`)).toBe("/api/tickets/redacted.ics");
  });

  test("payment and identity parameters are replaced, others kept", () => {
    expect(redactUrl("https://site.example/en/paris/callback/success?t=abc&s=123&eventId=0&utm_source=mail")).toBe(
      "https://site.example/en/paris/callback/success?t=redacted&s=redacted&eventId=redacted&utm_source=mail",
    );
    expect(redactUrl("/en/manage-booking?reference=R1&email=ada%40example.org")).toBe(
      "/en/manage-booking?reference=R1&email=redacted",
    );
    expect(redactUrl("Plan Paris.PDF")).toBe("Plan Paris.PDF");
  });

  test("every string of an entry is checked, nested ones too", () => {
    const entry = {
      event: "x",
      linkUrl: `/api/tickets/${TOKEN}.pdf`,
      nested: [{ url: `https://a.example/?t=${TOKEN}` }],
      n: 3,
    };
    expect(JSON.stringify(redactEntry(entry))).not.toContain(TOKEN);
    expect(redactEntry(entry).n).toBe(3);
  });

  test("file_download of a ticket names no token", () => {
    expect(fileDownloadEvent(`http://localhost:8000/api/tickets/${TOKEN}.pdf`)).toEqual({
      event: "file_download",
      fileName: "redacted.pdf",
      fileExtension: "pdf",
      linkUrl: "http://localhost:8000/api/tickets/redacted.pdf",
    });
  });

  test("page_location: the path alone on checkout, callback and manage pages; a redacted query elsewhere", () => {
    const at = (pathname: string, search: string) => ({ origin: "https://site.example", pathname, search });
    expect(pageLocation("callback_success", at("/en/paris/callback/success", "?t=abc&s=1"))).toBe(
      "https://site.example/en/paris/callback/success",
    );
    expect(pageLocation("manage_booking", at("/en/manage-booking", "?reference=R1"))).toBe(
      "https://site.example/en/manage-booking",
    );
    expect(pageLocation("checkout_payment", at("/en/paris/checkout/payment", "?code=X"))).toBe(
      "https://site.example/en/paris/checkout/payment",
    );
    expect(pageLocation("city_home", at("/en/paris/home", "?utm_source=mail&email=a%40b.c"))).toBe(
      "https://site.example/en/paris/home?utm_source=mail&email=redacted",
    );
    const view = pageViewEvent(
      { pageType: "callback_success", cityId: "paris", language: "en" },
      false,
      "test",
      at("/en/paris/callback/success", "?t=abc"),
    );
    expect(view.page_location).toBe("https://site.example/en/paris/callback/success");
  });
});

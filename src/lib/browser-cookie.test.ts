/**
 * @jest-environment-options {"url": "https://tours.example/en/paris/"}
 */
// The site's cookies (ADR 0361): site-wide, same-site lax, Secure on https (this file's page is on https; the
// consent tests run on http and see no Secure), and read back decoded.
import { readCookie, writeCookie } from "./browser-cookie";

const written = () => {
  const setter = jest.spyOn(document, "cookie", "set");
  return () => {
    const lines = setter.mock.calls.map(([line]) => line);
    setter.mockRestore();
    return lines;
  };
};

afterEach(() => {
  for (const name of ["locale", "affiliate_referrer", "consent"]) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

test("every cookie is written site-wide, same-site lax, Secure on https, with its lifetime", () => {
  const lines = written();
  writeCookie("locale", "nl", 3600);
  expect(lines()).toEqual(["locale=nl; path=/; sameSite=Lax; secure; max-age=3600"]);
  expect(readCookie("locale")).toBe("nl");
});

test("a value is read back as written, whatever its characters; an absent cookie reads undefined", () => {
  writeCookie("affiliate_referrer", "hôtel; 42=a b", 60);
  expect(document.cookie).not.toContain(" b");
  expect(readCookie("affiliate_referrer")).toBe("hôtel; 42=a b");
  expect(readCookie("consent")).toBeUndefined();
});

test("a cookie written again replaces the first; a lifetime of 0 removes it", () => {
  writeCookie("consent", "a0m0", 60);
  writeCookie("consent", "a1m1", 60);
  expect(document.cookie).toBe("consent=a1m1");
  writeCookie("consent", "", 0);
  expect(readCookie("consent")).toBeUndefined();
});

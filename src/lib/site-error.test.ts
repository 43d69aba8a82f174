import { isSiteError, isSiteRejection } from "./site-error";

const ORIGIN = "https://www.example.test";
const withStack = (message: string, stack: string) =>
  Object.assign(new Error(message), { stack: `Error: ${message}\n${stack}` });

describe("errors outside rendering that are the site's own (spec: error page on unhandled errors)", () => {
  test("an error event of the site's script is; another origin's, an extension's, a cross-origin 'Script error.' are not", () => {
    expect(isSiteError({ message: "x is undefined", filename: `${ORIGIN}/app-1234.js` }, ORIGIN)).toBe(true);
    expect(isSiteError({ message: "x is undefined", filename: "https://tags.example.net/gtm.js" }, ORIGIN)).toBe(false);
    expect(isSiteError({ message: "x", filename: "chrome-extension://abc/content.js" }, ORIGIN)).toBe(false);
    expect(isSiteError({ message: "Script error.", filename: "" }, ORIGIN)).toBe(false);
    expect(
      isSiteError(
        { message: "ResizeObserver loop completed with undelivered notifications.", filename: `${ORIGIN}/a.js` },
        ORIGIN,
      ),
    ).toBe(false);
    // a prefix of the origin is not the origin
    expect(isSiteError({ message: "x", filename: `${ORIGIN}.evil.test/a.js` }, ORIGIN)).toBe(false);
  });

  test("a rejection is the site's when its stack starts in the site's scripts", () => {
    expect(
      isSiteRejection(withStack("boom", `    at onClick (${ORIGIN}/component---src-templates-x.js:1:200)`), ORIGIN),
    ).toBe(true);
    expect(isSiteRejection(withStack("boom", `onClick@${ORIGIN}/app.js:3:4`), ORIGIN)).toBe(true);
    expect(
      isSiteRejection(
        withStack("boom", `    at t (https://tags.example.net/gtm.js:1:2)\n    at ${ORIGIN}/app.js:1:1`),
        ORIGIN,
      ),
    ).toBe(false);
    expect(isSiteRejection("a string", ORIGIN)).toBe(false);
    expect(isSiteRejection(withStack("boom", ""), ORIGIN)).toBe(false);
  });
});

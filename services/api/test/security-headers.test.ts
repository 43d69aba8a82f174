/**
 * Security headers of the web server (ADR 0070) on each kind of response: a page, an asset, API JSON,
 * a redirect and a 404, over real HTTP from the real composition root.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { loadConfig } from "../src/config.ts";
import { inlineScriptHashes, parseCspSources, tileSource } from "../src/security/csp.ts";
import { hardenCookie } from "../src/security/headers.ts";
import { createWebServer, type WebServer } from "../src/server.ts";

const LOADER = `/*<![CDATA[*/window.pagePath="/fr/paris/visites";window.___webpackCompilationHash="abc";/*]]>*/`;
const CHUNKS = `/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/`;
const JSON_LD = `{"@context":"https://schema.org","@type":"Organization"}`;
const PAGE = `<!DOCTYPE html><html><head><script type="application/ld+json">${JSON_LD}</script></head><body><h1>Visites</h1>
<script id="gatsby-script-loader">${LOADER}</script><script id="gatsby-chunk-mapping">${CHUNKS}</script>
<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;
const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

let dir: string;
let app: WebServer;
let base: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "api-headers-"));
  const site = join(dir, "public");
  await mkdir(join(site, "fr/paris/visites"), { recursive: true });
  await mkdir(join(site, "fr/404"), { recursive: true });
  await writeFile(join(site, "fr/paris/visites/index.html"), PAGE);
  await writeFile(join(site, "fr/404/index.html"), `<h1>Page introuvable</h1><script>${CHUNKS}</script>`);
  await writeFile(join(site, "404.html"), "<h1>Page not found</h1>");
  await writeFile(join(site, "app-0123456789abcdef0123.js"), "console.log(1)");
  app = await createWebServer({
    ...loadConfig({
      TRUST_PROXY: "true",
      GATSBY_MAP_TILES_URL: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
      CSP_EXTRA_SOURCES: "script-src https://tags.example; connect-src https://collect.example",
    }),
    publicDir: site,
    octoBaseUrl: "http://127.0.0.1:9",
    logLevel: "silent",
    apiDatabaseUrl: join(dir, "api.db"),
    outboxPollMs: 0,
    reconcileIntervalSeconds: 0,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  assert.ok(address && typeof address === "object");
  base = `http://127.0.0.1:${address.port}`;
});

after(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  assert.ok(header, "a Content-Security-Policy header");
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

function assertCommonHeaders(res: Response, what: string): void {
  assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin", what);
  assert.equal(res.headers.get("x-content-type-options"), "nosniff", what);
  assert.match(
    res.headers.get("permissions-policy") ?? "",
    /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
    what,
  );
  assert.equal(res.headers.get("strict-transport-security"), null, `${what}: no HSTS over plain http`);
  const csp = directives(res.headers.get("content-security-policy"));
  const script = csp.get("script-src") ?? [];
  assert.ok(script.includes("'self'"), what);
  assert.ok(!script.includes("'unsafe-inline'") && !script.includes("'unsafe-eval'"), `${what}: ${script.join(" ")}`);
  assert.deepEqual(csp.get("frame-ancestors"), ["'none'"], what);
  assert.deepEqual(csp.get("object-src"), ["'none'"], what);
  assert.deepEqual(csp.get("base-uri"), ["'self'"], what);
  assert.deepEqual(csp.get("form-action"), ["'self'"], what);
  assert.deepEqual(csp.get("connect-src"), ["'self'", "https://collect.example"], what);
  assert.deepEqual(csp.get("img-src"), ["'self'", "data:", "https://*.tile.openstreetmap.org"], what);
}

describe("security headers on every kind of response", () => {
  test("a page: its own inline scripts are allowed by hash, nothing else inline", async () => {
    const res = await fetch(`${base}/fr/paris/visites`);
    assert.equal(res.status, 200);
    assertCommonHeaders(res, "page");
    const script = directives(res.headers.get("content-security-policy")).get("script-src") ?? [];
    const hashes = [sha(CHUNKS), sha(LOADER)].sort().map((h) => `'${h}'`);
    assert.deepEqual(script, ["'self'", "https://tags.example", ...hashes]);
    assert.ok(!script.includes(`'${sha(JSON_LD)}'`), "a JSON-LD data block runs nothing: no hash");
  });

  test("an asset", async () => {
    const res = await fetch(`${base}/app-0123456789abcdef0123.js`);
    assert.equal(res.status, 200);
    assertCommonHeaders(res, "asset");
    const script = directives(res.headers.get("content-security-policy")).get("script-src") ?? [];
    assert.ok(!script.some((s) => s.startsWith("'sha256-")), "the base policy carries no page's hashes");
  });

  test("API JSON", async () => {
    const res = await fetch(`${base}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /json/);
    assertCommonHeaders(res, "API JSON");
  });

  test("a redirect", async () => {
    const res = await fetch(`${base}/`, { redirect: "manual", headers: { "accept-language": "es" } });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get("location"), "/es");
    assertCommonHeaders(res, "redirect");
  });

  test("a 404 page and an API 404", async () => {
    const page = await fetch(`${base}/fr/nulle-part`);
    assert.equal(page.status, 404);
    assertCommonHeaders(page, "404 page");
    const script = directives(page.headers.get("content-security-policy")).get("script-src") ?? [];
    assert.ok(script.includes(`'${sha(CHUNKS)}'`), "the 404 page's own inline script is allowed");
    const api = await fetch(`${base}/api/nothing-here`);
    assert.equal(api.status, 404);
    assertCommonHeaders(api, "API 404");
  });

  test("HSTS only on requests that came over TLS (X-Forwarded-Proto from a trusted proxy)", async () => {
    const res = await fetch(`${base}/fr/paris/visites`, { headers: { "x-forwarded-proto": "https" } });
    assert.equal(res.headers.get("strict-transport-security"), "max-age=31536000; includeSubDomains");
  });
});

describe("policy building blocks", () => {
  test("inline script hashes skip external scripts and data blocks", () => {
    assert.deepEqual(inlineScriptHashes(PAGE), [sha(CHUNKS), sha(LOADER)].sort());
    assert.deepEqual(
      inlineScriptHashes(`<script type="module">a()</script><SCRIPT>b()</SCRIPT >`),
      [sha("a()"), sha("b()")].sort(),
    );
  });

  test("tile hosts and extra sources come from configuration, never unsafe keywords", () => {
    assert.equal(tileSource("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"), "https://*.tile.openstreetmap.org");
    assert.equal(tileSource("https://tiles.example.com/{z}/{x}/{y}.png"), "https://tiles.example.com");
    assert.equal(tileSource(""), null);
    assert.deepEqual(parseCspSources("script-src https://a.example; img-src https://b.example data:"), {
      "script-src": ["https://a.example"],
      "img-src": ["https://b.example", "data:"],
    });
    assert.throws(() => parseCspSources("script-src 'unsafe-inline'"), /not a host or scheme source/);
    assert.throws(() => parseCspSources("script-src 'unsafe-eval'"), /not a host or scheme source/);
    assert.throws(() => parseCspSources("sandbox allow-scripts"), /not a \*-src directive/);
  });

  test("cookies the server sets are SameSite=Lax, and Secure over TLS", () => {
    assert.equal(hardenCookie("a=1; Path=/", false), "a=1; Path=/; SameSite=Lax");
    assert.equal(hardenCookie("a=1; Path=/", true), "a=1; Path=/; SameSite=Lax; Secure");
    assert.equal(hardenCookie("a=1; SameSite=Strict; Secure", true), "a=1; SameSite=Strict; Secure");
  });
});

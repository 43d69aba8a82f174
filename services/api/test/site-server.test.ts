import assert from "node:assert/strict";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { registerCompression } from "../src/compression.ts";
import { loadConfig } from "../src/config.ts";
import { siteServer } from "../src/site/index.ts";
import { preferredLocale, resolveSitePath } from "../src/site/resolve.ts";

const hints = { cookieLocale: null, acceptLanguage: "" };

describe("site routing decisions", () => {
  test("a city's unsupported language redirects to en, same screen and query", () => {
    assert.deepEqual(resolveSitePath("/nl/paris/rondleidingen?code=X", hints), {
      kind: "redirect",
      status: 301,
      location: "/en/paris/tours?code=X",
    });
    assert.deepEqual(resolveSitePath("/nl/london/reservering/betaling", hints), {
      kind: "redirect",
      status: 301,
      location: "/en/london/checkout/payment",
    });
  });

  test("supported languages are served from files", () => {
    const decision = resolveSitePath("/nl/brussels/rondleidingen", hints);
    assert.equal(decision.kind, "file");
    assert.deepEqual(decision.kind === "file" && decision.files, [
      "nl/brussels/rondleidingen/index.html",
      "nl/brussels/rondleidingen.html",
    ]);
  });

  test("an unknown city is a 404 with the page of its language", () => {
    assert.deepEqual(resolveSitePath("/es/rome/inicio", hints), {
      kind: "not-found",
      pages: ["es/404/index.html", "404.html"],
    });
  });

  test("/ goes to the remembered or preferred language", () => {
    assert.deepEqual(resolveSitePath("/", { cookieLocale: "es", acceptLanguage: "nl" }), {
      kind: "redirect",
      status: 302,
      location: "/es",
      vary: "Accept-Language, Cookie",
    });
    assert.equal(preferredLocale({ cookieLocale: null, acceptLanguage: "nl-BE,nl;q=0.9,en;q=0.8" }), "nl");
    assert.equal(preferredLocale({ cookieLocale: "de", acceptLanguage: "de-DE" }), "fr");
  });

  // ADR 0341: one client-only page per city and language answers its checkout steps (or payment callbacks).
  const clientRoutes = [
    {
      path: "/fr/paris/reservation",
      matchPath: "/fr/paris/reservation/*",
      screens: ["/fr/paris/reservation", "/fr/paris/reservation/information", "/fr/paris/reservation/paiement"],
    },
    {
      path: "/en/paris/callback/verify",
      matchPath: "/en/paris/callback/*",
      screens: ["/en/paris/callback/verify", "/en/paris/callback/success", "/en/paris/callback/failure"],
    },
  ];
  test("a step under a client-only page's matchPath gets the page's HTML; a wrong path the same HTML with 404", () => {
    const withRoutes = { ...hints, clientRoutes };
    for (const url of [
      "/fr/paris/reservation/paiement?code=X",
      "/fr/paris/reservation",
      "/fr/paris/reservation/information",
    ]) {
      const decision = resolveSitePath(url, withRoutes);
      assert.equal(decision.kind, "file", url);
      assert.deepEqual(decision.kind === "file" && decision.files, ["fr/paris/reservation/index.html"], url);
    }
    const success = resolveSitePath("/en/paris/callback/success?t=1&s=2", withRoutes);
    assert.deepEqual(success.kind === "file" && success.files, ["en/paris/callback/verify/index.html"]);
    for (const url of [
      "/fr/paris/reservation/nimportequoi",
      "/fr/paris/reservation/paiement/x",
      "/en/paris/callback",
    ]) {
      const locale = url.slice(1, 3);
      const page = url.startsWith("/fr") ? "fr/paris/reservation/index.html" : "en/paris/callback/verify/index.html";
      assert.deepEqual(
        resolveSitePath(url, withRoutes),
        { kind: "not-found", pages: [page, `${locale}/404/index.html`, "404.html"] },
        url,
      );
    }
    // Without the build's list (an older build), the same paths are plain files or the 404 page.
    assert.deepEqual(resolveSitePath("/fr/paris/reservation/nimportequoi", hints), {
      kind: "file",
      files: ["fr/paris/reservation/nimportequoi/index.html", "fr/paris/reservation/nimportequoi.html"],
      fallback: { kind: "not-found", pages: ["fr/404/index.html", "404.html"] },
    });
    // The locale fallback still comes first; assets and other pages are untouched.
    assert.equal(resolveSitePath("/nl/paris/reservering/betaling", withRoutes).kind, "redirect");
    assert.deepEqual(
      resolveSitePath("/fr/paris/visites", withRoutes).kind === "file" &&
        (resolveSitePath("/fr/paris/visites", withRoutes) as { files: string[] }).files[0],
      "fr/paris/visites/index.html",
    );
  });

  test("bare city, trailing slash and traversal", () => {
    assert.deepEqual(resolveSitePath("/nl/bath", hints), { kind: "redirect", status: 301, location: "/en/bath/home" });
    assert.deepEqual(resolveSitePath("/fr/paris/visites/", hints), {
      kind: "redirect",
      status: 301,
      location: "/fr/paris/visites",
    });
    assert.equal(resolveSitePath("/../etc/passwd", hints).kind, "not-found");
    assert.equal(resolveSitePath("/%E0%A4%A", hints).kind, "not-found");
  });
});

describe("site server over HTTP", () => {
  let dir: string;
  let app: FastifyInstance;
  let base: string;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "site-"));
    await mkdir(path.join(dir, "fr/paris/visites"), { recursive: true });
    await mkdir(path.join(dir, "fr/404"), { recursive: true });
    await writeFile(path.join(dir, "fr/paris/visites/index.html"), "<h1>Visites</h1>");
    await writeFile(path.join(dir, "fr/404/index.html"), "<h1>Page introuvable</h1>");
    await writeFile(path.join(dir, "404.html"), "<h1>Page not found</h1>");
    await mkdir(path.join(dir, "en/paris/checkout"), { recursive: true });
    await writeFile(path.join(dir, "en/paris/checkout/index.html"), "<h1>Checkout</h1>");
    await writeFile(
      path.join(dir, "match-paths.json"),
      JSON.stringify([
        {
          path: "/en/paris/checkout",
          matchPath: "/en/paris/checkout/*",
          screens: ["/en/paris/checkout", "/en/paris/checkout/information", "/en/paris/checkout/payment"],
        },
      ]),
    );
    await writeFile(path.join(dir, "app-0123456789abcdef0123.js"), "console.log(1)");
    await writeFile(
      path.join(dir, "framework-0123456789abcdef0123.js"),
      `/* big */ ${"console.log('hop-on hop-off');\n".repeat(400)}`,
    );
    await writeFile(path.join(dir, "photo.webp"), Buffer.alloc(4096, 7));
    await mkdir(path.join(dir, "cms-media"), { recursive: true });
    await writeFile(path.join(dir, "cms-media", "bus.jpg"), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    for (const name of ["evil.html", "evil.svg", "evil.htm", "evil.xml", "evil.js", "evil"]) {
      await writeFile(path.join(dir, "cms-media", name), "<script>alert(document.domain)</script>");
    }
    app = Fastify();
    await registerCompression(app);
    await app.register(siteServer, { config: { ...loadConfig({}), publicDir: dir } });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    assert.ok(address && typeof address === "object");
    base = `http://127.0.0.1:${address.port}`;
  });
  after(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  test("serves a page with HTML type and revalidation", async () => {
    const res = await fetch(`${base}/fr/paris/visites`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /text\/html/);
    assert.equal(res.headers.get("cache-control"), "public, max-age=0, must-revalidate");
    assert.equal(await res.text(), "<h1>Visites</h1>");
  });

  test("hashed assets are immutable", async () => {
    const res = await fetch(`${base}/app-0123456789abcdef0123.js`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("cache-control") ?? "", /immutable/);
  });

  test("text is sent compressed (brotli, else gzip) with Vary; images and small files as they are", async () => {
    const url = `${base}/framework-0123456789abcdef0123.js`;
    const raw = await readFile(path.join(dir, "framework-0123456789abcdef0123.js"));
    const br = await rawGet(url, "br, gzip");
    assert.equal(br.headers["content-encoding"], "br");
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.ok(br.body.length < raw.length / 10, `brotli ${br.body.length} B for ${raw.length} B`);
    assert.deepEqual(brotliDecompressSync(br.body), raw);
    const gz = await rawGet(url, "gzip");
    assert.equal(gz.headers["content-encoding"], "gzip");
    assert.deepEqual(gunzipSync(gz.body), raw);
    const plain = await rawGet(url, "identity");
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.deepEqual(plain.body, raw);
    assert.equal((await rawGet(`${base}/photo.webp`, "br, gzip")).headers["content-encoding"], undefined);
    assert.equal(
      (await rawGet(`${base}/app-0123456789abcdef0123.js`, "br, gzip")).headers["content-encoding"],
      undefined,
    );
  });

  test("unknown paths get the localized 404 page with status 404", async () => {
    const fr = await fetch(`${base}/fr/nowhere`);
    assert.equal(fr.status, 404);
    assert.equal(await fr.text(), "<h1>Page introuvable</h1>");
    const other = await fetch(`${base}/de/nowhere`);
    assert.equal(other.status, 404);
    assert.equal(await other.text(), "<h1>Page not found</h1>");
  });

  test("no redirect leaves the site, whatever the path's disguise", async () => {
    const variants = [
      "//evil.example/",
      "/%2F%2Fevil.example/",
      "/%5Cevil.example/",
      "/%5C%5Cevil.example/",
      "/\\evil.example/",
      "/%09/evil.example/",
      "/%0A/evil.example/",
      "/%0D%0A//evil.example/",
      "/%2F%09%2Fevil.example/",
      "///evil.example//",
    ];
    for (const variant of variants) {
      const res = await rawGet(`${base}${variant}`, "identity");
      const location = String(res.headers.location ?? "");
      if (!location) continue; // not a redirect at all: nothing to follow
      const target = new URL(location, base);
      assert.equal(target.origin, base, `${variant} redirects to ${location}`);
      assert.match(location, /^\/[^/\\]/, `${variant} gives a protocol-relative location ${location}`);
    }
  });

  test("source maps and webpack stats are not served unless configured", async () => {
    for (const file of ["app-0123456789abcdef0123.js.map", "webpack.stats.json", "chunk-map.json"]) {
      await writeFile(path.join(dir, file), "{}");
      const res = await fetch(`${base}/${file}`);
      assert.equal(res.status, 404, file);
    }
    assert.equal(
      resolveSitePath("/app.js.map", { cookieLocale: null, acceptLanguage: "", serveBuildArtefacts: true }).kind,
      "file",
    );
  });

  test("/cms-media/ serves only allowlisted image types, sandboxed and nosniff; anything else is 404 (ADR 0343)", async () => {
    const image = await fetch(`${base}/cms-media/bus.jpg`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get("content-type"), "image/jpeg");
    assert.equal(image.headers.get("x-content-type-options"), "nosniff");
    assert.equal(image.headers.get("content-security-policy"), "sandbox");
    for (const name of [
      "evil.html",
      "evil.svg",
      "evil.htm",
      "evil.xml",
      "evil.js",
      "evil",
      "evil.html%3F.jpg",
      "sub%2Fevil.jpg",
    ]) {
      const res = await fetch(`${base}/cms-media/${name}`);
      const body = await res.text();
      assert.equal(res.status, 404, name);
      assert.doesNotMatch(body, /<script>|<h1>/, name);
      assert.doesNotMatch(res.headers.get("content-type") ?? "", /html|svg|xml|javascript/, name);
    }
  });

  test("the / language redirect varies on Accept-Language and Cookie", async () => {
    const res = await fetch(`${base}/`, { redirect: "manual", headers: { "accept-language": "es" } });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get("location"), "/es");
    assert.match(res.headers.get("vary") ?? "", /accept-language/i);
    assert.match(res.headers.get("vary") ?? "", /cookie/i);
  });

  test("a client-only page answers its steps (200) and wrong paths under its matchPath (404) with its HTML", async () => {
    for (const step of [
      "/en/paris/checkout/payment",
      "/en/paris/checkout/information?productId=p",
      "/en/paris/checkout",
    ]) {
      const res = await fetch(`${base}${step}`);
      assert.equal(res.status, 200, step);
      assert.equal(await res.text(), "<h1>Checkout</h1>", step);
    }
    const wrong = await fetch(`${base}/en/paris/checkout/nonsense`);
    assert.equal(wrong.status, 404);
    assert.equal(wrong.headers.get("cache-control"), "no-store");
    assert.equal(await wrong.text(), "<h1>Checkout</h1>");
  });

  test("redirects are real HTTP redirects", async () => {
    const res = await fetch(`${base}/nl/paris/rondleidingen`, { redirect: "manual" });
    assert.equal(res.status, 301);
    assert.equal(res.headers.get("location"), "/en/paris/tours");
  });
});

/** A GET that shows the bytes on the wire (fetch would decode them). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

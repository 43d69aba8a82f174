/**
 * A small stand-in for the CMS's REST API (`/api/<collection>?where[...]&locale=`), for the web server's tests that
 * read tour facts and service alerts: `docs` answers a GET with the documents of a collection (null: 404); `down`
 * makes every request a 502, as a CMS that cannot be reached. The real CMS is covered by services/cms's tests and e2e.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Locale } from "../src/locale.ts";

export interface FakeCms {
  url: string;
  server: Server;
  down: boolean;
}

export async function startFakeCms(
  docs: (collection: string, query: URLSearchParams, locale: Locale) => unknown[] | null,
): Promise<FakeCms> {
  const state = { down: false };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://cms");
    if (state.down) return void res.writeHead(502).end("Bad gateway");
    const collection = req.method === "GET" ? /^\/api\/([^/]+)$/.exec(url.pathname)?.[1] : undefined;
    const found = collection
      ? docs(collection, url.searchParams, (url.searchParams.get("locale") ?? "en") as Locale)
      : null;
    if (!found) return void res.writeHead(404).end();
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ docs: found, totalDocs: found.length }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return Object.assign(state, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
}

/**
 * Test harness: the real OCTO sandbox (imported by its factory, temp SQLite, injectable clock), a tiny real HTTP
 * GraphQL server serving the CMS schema subset the API reads, and a fastify instance with bookingApi, all on
 * random loopback ports.
 */
import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { buildSchema, graphql } from "graphql";
import { createSandbox, dayKind, findProduct, type Sandbox } from "../../octo-sandbox/src/index.ts";
import { bookingApi } from "../src/booking/index.ts";
import { loadConfig, type Config } from "../src/config.ts";
import { OctoClient } from "../src/octo/client.ts";
import { BookingService } from "../src/booking/service.ts";
import { promoRulesFromCms } from "../src/booking/core.ts";
import { SupplierCatalog } from "../src/booking/supplier-catalog.ts";

export const API_KEY = "octo-sandbox-dev-key";

// ------------------------------------------------------------------------------------------------ fake CMS

export const CMS_SCHEMA = /* GraphQL */ `
  enum LocaleInputType {
    fr
    en
    es
    nl
  }
  enum FallbackLocaleInputType {
    fr
    en
    es
    nl
    none
  }
  input TextOperator {
    equals: String
  }
  input PartnerWhere {
    referrer: TextOperator
    promoCode: TextOperator
  }
  type City {
    cityId: String!
    name: String
    gid: String
  }
  type Cities {
    docs: [City!]!
  }
  type Partner {
    slug: String!
    referrer: String
    partnerCentral: String
    promoCode: String
    promoCombinesWithOffers: Boolean
  }
  type Partners {
    docs: [Partner!]!
  }
  type AppRating {
    rankingAppIos: Float
    rankingAppAndroid: Float
  }
  type Query {
    Cities(limit: Int, locale: LocaleInputType, fallbackLocale: FallbackLocaleInputType, sort: String): Cities
    Partners(where: PartnerWhere, limit: Int): Partners
    AppRating: AppRating
  }
`;

export type CmsMode = "ok" | "http-500" | "graphql-error" | "slow";

export interface FakeCms {
  url: string;
  mode: CmsMode;
  requests: number;
  rating: { rankingAppIos: number | null; rankingAppAndroid: number | null };
  cities: { cityId: string; name: Record<string, string>; gid: string | null }[];
  partners: {
    slug: string;
    referrer: string;
    partnerCentral: string | null;
    promoCode?: string;
    promoCombinesWithOffers?: boolean;
  }[];
  close(): Promise<void>;
}

export async function startFakeCms(): Promise<FakeCms> {
  const schema = buildSchema(CMS_SCHEMA);
  const state: Omit<FakeCms, "url" | "close"> = {
    mode: "ok",
    requests: 0,
    rating: { rankingAppIos: 4.7, rankingAppAndroid: 4.5 },
    cities: [
      { cityId: "paris", name: { fr: "Paris", en: "Paris", es: "París", nl: "Parijs" }, gid: "gid-paris" },
      { cityId: "london", name: { fr: "Londres", en: "London", es: "Londres", nl: "Londen" }, gid: "gid-london" },
      {
        cityId: "brussels",
        name: { fr: "Bruxelles", en: "Brussels", es: "Bruselas", nl: "Brussel" },
        gid: "gid-brussels",
      },
      { cityId: "bath", name: { fr: "Bath", en: "Bath", es: "Bath", nl: "Bath" }, gid: null },
      {
        cityId: "barcelona",
        name: { fr: "Barcelone", en: "Barcelona", es: "Barcelona", nl: "Barcelona" },
        gid: "gid-bcn",
      },
      // madrid deliberately absent (logged and dropped); an unconfigured city is dropped too
      { cityId: "cardiff", name: { fr: "Cardiff", en: "Cardiff", es: "Cardiff", nl: "Cardiff" }, gid: null },
    ],
    partners: [
      {
        slug: "hotel-lutece",
        referrer: "LUTECE42",
        partnerCentral: "central-lutece",
        promoCode: "QZ7K-10",
        promoCombinesWithOffers: true,
      },
      {
        slug: "campus",
        referrer: "CAMPUS",
        partnerCentral: null,
        promoCode: "FX9T-15",
        promoCombinesWithOffers: false,
      },
    ],
  };
  const rootValue = {
    Cities: (args: { locale?: string }) => ({
      docs: state.cities.map((c) => ({ cityId: c.cityId, name: c.name[args.locale ?? "en"] ?? c.name.en, gid: c.gid })),
    }),
    Partners: (args: { where?: { referrer?: { equals?: string }; promoCode?: { equals?: string } } }) => ({
      docs: state.partners.filter((p) =>
        args.where?.promoCode
          ? p.promoCode === args.where.promoCode.equals
          : p.referrer === args.where?.referrer?.equals,
      ),
    }),
    AppRating: () => state.rating,
  };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      state.requests++;
      void (async () => {
        if (req.url !== "/api/graphql" || req.method !== "POST") {
          res.writeHead(404).end("not found");
          return;
        }
        if (state.mode === "http-500") {
          res.writeHead(500, { "content-type": "text/html" }).end("<h1>Internal Server Error</h1>");
          return;
        }
        if (state.mode === "slow") await new Promise((r) => setTimeout(r, 1500));
        if (state.mode === "graphql-error") {
          res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify({ errors: [{ message: "database is locked" }], data: null }));
          return;
        }
        const body = JSON.parse(raw) as { query: string; variables?: Record<string, unknown> };
        const result = await graphql({ schema, source: body.query, rootValue, variableValues: body.variables });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeCms;
}

// ------------------------------------------------------------------------------------------------ full stack

export interface Stack {
  api: FastifyInstance;
  apiUrl: string;
  sandbox: Sandbox;
  cms: FakeCms;
  octo: OctoClient;
  service: BookingService;
  config: Config;
  /** Shared clock offset of the sandbox and the API (hold expiry without sleeping). */
  clock: { offsetMs: number };
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data: T; errors?: GqlError[] }>;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export interface GqlError {
  message: string;
  extensions?: { code?: string; message?: string; fields?: { field: string; message: string }[] };
}

export async function startStack(
  options: { cmsUrl?: string; octoUrl?: string; holdTestHeader?: boolean } = {},
): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), "api-test-"));
  const clock = { offsetMs: 0 };
  const now = () => Date.now() + clock.offsetMs;
  const sandbox = await createSandbox({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: join(dir, "octo.db"),
    apiKeys: [API_KEY],
    now,
    sweepIntervalMs: 0,
  });
  const cms = await startFakeCms();
  const config: Config = {
    ...loadConfig({}),
    cmsUrl: options.cmsUrl ?? cms.url,
    octoBaseUrl: options.octoUrl ?? sandbox.url,
    octoApiKey: API_KEY,
    octoTimeoutMs: 3000,
    octoRetries: 1,
    cmsTimeoutMs: 1000,
    logLevel: "silent",
  };
  const octo = new OctoClient({ baseUrl: config.octoBaseUrl, apiKey: API_KEY, timeoutMs: 3000, retries: 1 });
  const service = new BookingService({
    octo,
    catalog: new SupplierCatalog(octo, 60_000),
    holdMinutes: 30,
    holdTestHeader: options.holdTestHeader ?? false,
    now,
    promoRules: promoRulesFromCms(config),
  });
  const api = Fastify({ logger: false });
  await api.register(bookingApi, { prefix: "/api", config, service });
  await api.listen({ port: 0, host: "127.0.0.1" });
  const { port } = api.server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}`;
  return {
    api,
    apiUrl,
    sandbox,
    cms,
    octo,
    service,
    config,
    clock,
    async gql(query, variables, headers = {}) {
      const res = await fetch(`${apiUrl}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data: any; errors?: GqlError[] };
      return { status: res.status, data: body.data, errors: body.errors };
    },
    async get(path, headers = {}) {
      const res = await fetch(apiUrl + path, { headers });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    async close() {
      await api.close();
      await sandbox.close();
      await cms.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A local date n days from today in the city's time zone (Europe/Paris by default). */
export function localDate(daysFromToday: number, timeZone = "Europe/Paris"): string {
  const d = new Date(Date.now() + daysFromToday * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
}

/** The visitor pays on the embedded Viva sandbox; returns the confirmation body for the OCTO confirm call. */
export async function payAndConfirmBody(sandboxUrl: string, octo: OctoClient, uuid: string) {
  const booking = (await octo.getBooking(uuid)) as unknown as {
    cardPayment?: { amount?: number; vivawallet?: { orderCode?: string } };
  };
  const orderCode = booking.cardPayment?.vivawallet?.orderCode;
  const amount = booking.cardPayment?.amount ?? 0;
  if (!orderCode) throw new Error("no Viva orderCode on the booking");
  const res = await fetch(`${sandboxUrl}/_sandbox/payments/${orderCode}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${API_KEY}` },
    body: JSON.stringify({ amount }),
  });
  const tx = (await res.json()) as { transactionId: string };
  return {
    contact: { firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@example.com" },
    cardPayment: { gateway: "vivawallet", vivawallet: { orderCode, transactionId: tx.transactionId } },
  };
}

/**
 * The first local date, `fromDays` ahead or later, on which none of these products is sold out or limited by the
 * sandbox's deterministic calendar (one sold-out and two limited days in every nine for small products): tests
 * that need seats must not depend on the day they run.
 */
export function dateWithSeats(productIds: string[], fromDays: number): string {
  for (let n = fromDays; n < fromDays + 60; n++) {
    const date = localDate(n);
    if (productIds.every((id) => dayKind(findProduct(id), date) === "NORMAL")) return date;
  }
  throw new Error(`no date with seats for ${productIds.join(", ")}`);
}

/**
 * What a traveller needs to know about a tour on its date, read from the CMS: the product's
 * meeting point and first departure (CMS `products`, localized; the first departure only where the product has one)
 * and the city's service alerts covering that date (CMS `service-alerts`: startDate..endDate, endDate empty = open).
 * Read through the CMS's REST API with the read token, so a field that a CMS release adds (the timetable, item 7:
 * first and last departure, frequency, loop duration) is read when it is there and simply absent otherwise.
 */
import { coversLocalDate } from "../../../../domain/zoned-time.ts";
import { cmsReadHeaders } from "../config.ts";
import type { Locale } from "../locale.ts";

export interface ServiceAlertFact {
  title: string;
  lines: string[];
  severity: "info" | "warning" | "disruption";
}

export interface TourFacts {
  meetingPoint: string | null;
  /** The product's first departure as the CMS gives it ("09:30"), null when the product has none. */
  firstDeparture: string | null;
  /** Last departure ("17:00"), bus frequency (minutes, or words when irregular) and loop duration. */
  lastDeparture?: string | null;
  frequencyMinutes?: number | null;
  frequencyText?: string | null;
  loopMinutes?: number | null;
  alerts: ServiceAlertFact[];
}

export interface TourFactsSource {
  /** Throws when the CMS cannot be read (the caller decides: retry later, or go without). */
  factsFor(input: {
    city: string;
    productId: string | null;
    date: string;
    timezone: string;
    locale: Locale;
  }): Promise<TourFacts>;
  /** The city's service alerts covering a local date (YYYY-MM-DD in `timezone`). Throws when the CMS cannot be read. */
  alertsFor(input: { city: string; date: string; timezone: string; locale: Locale }): Promise<ServiceAlertFact[]>;
}

const SEVERITIES = new Set(["info", "warning", "disruption"]);

export class CmsTourFacts implements TourFactsSource {
  private readonly origin: string;

  constructor(
    private readonly o: { cmsUrl: string; timeoutMs: number; readToken?: string | null; fetch?: typeof fetch },
  ) {
    this.origin = o.cmsUrl.replace(/\/+$/, "");
  }

  private async docs(collection: string, query: Record<string, string>): Promise<Record<string, unknown>[]> {
    const qs = new URLSearchParams({ depth: "0", ...query });
    const res = await (this.o.fetch ?? fetch)(`${this.origin}/api/${collection}?${qs.toString()}`, {
      headers: {
        accept: "application/json",
        ...cmsReadHeaders(this.o.readToken === undefined ? process.env.CMS_READ_TOKEN : this.o.readToken),
      },
      signal: AbortSignal.timeout(this.o.timeoutMs),
    });
    if (!res.ok) throw new Error(`CMS ${collection} answered ${res.status}`);
    const body = (await res.json()) as { docs?: Record<string, unknown>[] };
    if (!Array.isArray(body.docs)) throw new Error(`CMS ${collection}: no docs in the answer`);
    return body.docs;
  }

  async alertsFor(input: {
    city: string;
    date: string;
    timezone: string;
    locale: Locale;
  }): Promise<ServiceAlertFact[]> {
    const docs = await this.docs("service-alerts", {
      "where[city][equals]": input.city,
      locale: input.locale,
      "fallback-locale": "en",
      limit: "50",
      sort: "-startDate",
    });
    return docs
      .filter((d) => coversLocalDate(d as { startDate?: string; endDate?: string }, input.date, input.timezone))
      .map((d) => ({
        title: String(d.title ?? "").trim(),
        lines: (Array.isArray(d.lines) ? (d.lines as { text?: unknown }[]) : [])
          .map((l) => String(l.text ?? "").trim())
          .filter(Boolean),
        severity: (SEVERITIES.has(String(d.severity)) ? String(d.severity) : "info") as ServiceAlertFact["severity"],
      }))
      .filter((a) => a.title);
  }

  async factsFor(input: {
    city: string;
    productId: string | null;
    date: string;
    timezone: string;
    locale: Locale;
  }): Promise<TourFacts> {
    const [product, alerts] = await Promise.all([
      input.productId
        ? this.docs("products", {
            "where[productId][equals]": input.productId,
            locale: input.locale,
            "fallback-locale": "en",
            limit: "1",
          }).then((d) => d[0])
        : Promise.resolve(undefined),
      this.alertsFor(input),
    ]);
    const textOf = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
    const minutesOf = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);
    return {
      meetingPoint: textOf(product?.meetingPoint),
      firstDeparture: textOf(product?.firstDeparture),
      lastDeparture: textOf(product?.lastDeparture),
      frequencyMinutes: minutesOf(product?.frequencyMinutes),
      frequencyText: textOf(product?.frequencyText),
      loopMinutes: minutesOf(product?.loopMinutes),
      alerts,
    };
  }
}

/**
 * The preview page's only network call: GET /api/preview/{collection}/{id}?locale= on the web server, which
 * forwards the editor's CMS session (see services/api/src/publish/preview.ts). Pure parsing helpers are
 * unit-testable without a browser.
 */
import type { Locale } from "../i18n/locales";

export const PREVIEW_COLLECTIONS = ["articles", "products", "pages", "home-pages", "partners"] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

export interface PreviewTarget {
  collection: PreviewCollection;
  id: string;
}

/** Draft document as the CMS REST API returns it (depth 1); only the fields the preview renders are typed. */
export interface DraftDoc {
  id: string | number;
  _status?: "draft" | "published";
  updatedAt?: string;
  title?: string | null;
  name?: string | null;
  slug?: string | null;
  city?: string | null;
  productId?: string | null;
  excerpt?: string | null;
  shortDescription?: string | null;
  body?: string | null;
  description?: string | null;
  intro?: string | null;
  coverImage?: { url?: string | null; alt?: string | null } | null;
  highlights?: { text?: string | null }[] | null;
  faqs?: { question?: string | null; answer?: string | null }[] | null;
  blocks?: ({ blockType: string; id?: string | null } & Record<string, unknown>)[] | null;
  [field: string]: unknown;
}

export type PreviewResult =
  | { kind: "ok"; doc: DraftDoc; collection: PreviewCollection }
  /** loginUrl: the CMS admin's login page when the server names it (CMS_ADMIN_URL), else null (ADR 0343). */
  | { kind: "unauthorized"; loginUrl: string | null }
  | { kind: "not-found" }
  | { kind: "invalid" }
  | { kind: "error"; message: string };

export function parsePreviewQuery(search: string): PreviewTarget | null {
  const params = new URLSearchParams(search);
  const collection = params.get("collection") ?? "";
  const id = params.get("id") ?? "";
  if (!(PREVIEW_COLLECTIONS as readonly string[]).includes(collection)) return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  return { collection: collection as PreviewCollection, id };
}

export async function fetchDraft(
  target: PreviewTarget,
  locale: Locale,
  fetcher: typeof fetch = fetch,
): Promise<PreviewResult> {
  let res: Response;
  try {
    res = await fetcher(`/api/preview/${target.collection}/${encodeURIComponent(target.id)}?locale=${locale}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
      cache: "no-store",
    });
  } catch (error) {
    return { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
  const body = (await res.json().catch(() => ({}))) as { doc?: DraftDoc; loginUrl?: string; message?: string };
  if (res.status === 401)
    return {
      kind: "unauthorized",
      loginUrl: typeof body.loginUrl === "string" && /^https?:\/\//.test(body.loginUrl) ? body.loginUrl : null,
    };
  if (res.status === 404) return { kind: "not-found" };
  if (res.status === 400) return { kind: "invalid" };
  if (!res.ok || !body.doc) return { kind: "error", message: body.message ?? `HTTP ${res.status}` };
  return { kind: "ok", doc: body.doc, collection: target.collection };
}

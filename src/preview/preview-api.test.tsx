import { render, screen } from "@testing-library/react";
import React from "react";
import { DraftView } from "./draft-view";
import { fetchDraft, parsePreviewQuery } from "./preview-api";

// jsdom has no Response: the fields fetchDraft reads.
const response = (status: number, body: unknown) =>
  Promise.resolve({ status, ok: status >= 200 && status < 300, json: () => Promise.resolve(body) });

describe("preview api", () => {
  test("parses only known collections and safe ids", () => {
    expect(parsePreviewQuery("?collection=articles&id=12")).toEqual({ collection: "articles", id: "12" });
    expect(parsePreviewQuery("?collection=home-pages&id=abc_1")).toEqual({ collection: "home-pages", id: "abc_1" });
    expect(parsePreviewQuery("?collection=users&id=1")).toBeNull();
    expect(parsePreviewQuery("?collection=articles&id=../x")).toBeNull();
    expect(parsePreviewQuery("")).toBeNull();
  });

  test("maps the web server's answers", async () => {
    const target = { collection: "articles" as const, id: "7" };
    const urls: string[] = [];
    const ok = await fetchDraft(target, "en", ((url: string) => {
      urls.push(url);
      return response(200, { doc: { id: 7, title: "T" } });
    }) as unknown as typeof fetch);
    expect(urls).toEqual(["/api/preview/articles/7?locale=en"]);
    expect(ok).toEqual({ kind: "ok", collection: "articles", doc: { id: 7, title: "T" } });
    const anon = await fetchDraft(target, "fr", (() =>
      response(401, { loginUrl: "http://cms/admin/login" })) as unknown as typeof fetch);
    expect(anon).toEqual({ kind: "unauthorized", loginUrl: "http://cms/admin/login" });
    // No login page named by the server (CMS_ADMIN_URL unset): no link, never a guessed localhost one.
    expect(await fetchDraft(target, "fr", (() => response(401, {})) as unknown as typeof fetch)).toEqual({
      kind: "unauthorized",
      loginUrl: null,
    });
    expect(await fetchDraft(target, "fr", (() => response(404, {})) as unknown as typeof fetch)).toEqual({
      kind: "not-found",
    });
    expect(
      (await fetchDraft(target, "fr", (() => Promise.reject(new Error("offline"))) as unknown as typeof fetch)).kind,
    ).toBe("error");
  });

  test("renders a draft with sanitised HTML", () => {
    render(
      <DraftView
        collection="articles"
        doc={{
          id: 1,
          title: "Draft title",
          excerpt: "Lead",
          body: '<p>Safe</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        }}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Draft title" })).toBeInTheDocument();
    expect(screen.getByText("Safe")).toBeInTheDocument();
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("[onerror]")).toBeNull();
  });

  test("sanitises with the site's config, as the build does: its tags and attributes, the kernel's link rule", () => {
    const { container } = render(
      <DraftView
        collection="articles"
        doc={{
          id: 2,
          title: "Draft",
          body: '<p style="position:fixed">Styled</p><img src="/a.png"><form><input name="q"></form><a href="java&#x09;script:alert(1)">Disguised</a><a href="/en/paris" target="_blank">Tours</a>',
        }}
      />,
    );
    // DOMPurify's defaults keep all of these; the site's config (src/lib/sanitize-html.ts) does not.
    expect(container.querySelector("[style]")).toBeNull();
    expect(container.querySelector(".rich-text img")).toBeNull();
    expect(container.querySelector("form, input")).toBeNull();
    expect(screen.getByText("Disguised").getAttribute("href")).toBeNull();
    expect(screen.getByRole("link", { name: "Tours" }).getAttribute("rel")).toBe("noopener");
  });
});

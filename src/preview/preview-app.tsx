import React, { useEffect, useState } from "react";
import type { Locale } from "../i18n/locales";
import { DraftView } from "./draft-view";
import { fetchDraft, parsePreviewQuery, type PreviewResult } from "./preview-api";
import { useT } from "../i18n/use-t";

/**
 * Client-only preview: reads ?collection=&id= after hydration, fetches the draft through the web server with
 * the editor's CMS session, and renders it under a "Preview — draft" banner. Nothing of a draft is ever in the
 * static HTML: the server-rendered page is the empty shell.
 */
export function PreviewApp({ locale }: { locale: Locale }) {
  const t = useT();
  const [result, setResult] = useState<PreviewResult | { kind: "loading" }>({ kind: "loading" });

  useEffect(() => {
    const target = parsePreviewQuery(window.location.search);
    if (!target) {
      setResult({ kind: "invalid" });
      return;
    }
    let live = true;
    void fetchDraft(target, locale).then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  return (
    <div className="preview" data-preview-state={result.kind}>
      <p className="preview__banner" role="status" style={bannerStyle}>
        <strong>{t("preview.banner")}</strong>
        {result.kind === "ok" && (
          <>
            {" · "}
            {t("preview.status")}: {result.doc._status ?? "draft"}
            {result.doc.updatedAt &&
              ` · ${t("preview.updated")} ${result.doc.updatedAt.slice(0, 16).replace("T", " ")}`}
          </>
        )}
      </p>
      {result.kind === "loading" && <p aria-busy="true">{t("preview.loading")}</p>}
      {result.kind === "unauthorized" && (
        <div role="alert" className="section">
          <p>{t("preview.unauthorized")}</p>
          {result.loginUrl && (
            <p>
              <a href={result.loginUrl}>{t("preview.login")}</a>
            </p>
          )}
        </div>
      )}
      {result.kind === "not-found" && (
        <p role="alert" className="section">
          {t("preview.notFound")}
        </p>
      )}
      {result.kind === "invalid" && (
        <p role="alert" className="section">
          {t("preview.invalid")}
        </p>
      )}
      {result.kind === "error" && (
        <p role="alert" className="section">
          {t("preview.error")}: {result.message}
        </p>
      )}
      {result.kind === "ok" && <DraftView doc={result.doc} collection={result.collection} />}
    </div>
  );
}

const bannerStyle: React.CSSProperties = {
  background: "#7a1a00",
  color: "#fff",
  padding: "0.5rem 1rem",
  margin: 0,
  position: "sticky",
  top: 0,
  zIndex: 10,
};

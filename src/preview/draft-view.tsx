import DOMPurify from "dompurify";
import parse from "html-react-parser";
import React from "react";
import { configureSanitizer } from "../lib/sanitize-html";
import type { DraftDoc, PreviewCollection } from "./preview-api";

/** The site's sanitizer (src/lib/sanitize-html.ts: its allowed tags and attributes, the kernel's link rule). */
const sanitize = typeof window === "undefined" ? null : configureSanitizer(DOMPurify);

/** Sanitised rich text (runtime content: re-sanitised in the browser, with the config the build uses). */
function Html({ html }: { html: string | null | undefined }) {
  if (!html || !sanitize) return null;
  return <div className="rich-text">{parse(sanitize(html))}</div>;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

/** One block of a home page / page draft: the fields every block type has, rendered generically. */
function GenericBlock({ block }: { block: NonNullable<DraftDoc["blocks"]>[number] }) {
  return (
    <section className="section preview-block" data-block-type={block.blockType}>
      {text(block.title) && <h2>{text(block.title)}</h2>}
      {text(block.subtitle) && <p className="hero__lead">{text(block.subtitle)}</p>}
      {text(block.text) && <p>{text(block.text)}</p>}
      <Html html={text(block.html)} />
      {Array.isArray(block.items) && (
        <ul>
          {(block.items as { title?: string; text?: string }[]).map((item, i) => (
            <li key={i}>
              <strong>{item.title}</strong> {item.text}
            </li>
          ))}
        </ul>
      )}
      {Array.isArray(block.productIds) && <p className="meta">{(block.productIds as string[]).join(", ")}</p>}
    </section>
  );
}

/**
 * The draft, laid out like its published page (heading, lead, body, blocks). Uses the site's block renderer
 * once src/blocks exists (see preview-page.tsx); until then blocks render generically here.
 */
export function DraftView({ doc, collection }: { doc: DraftDoc; collection: PreviewCollection }) {
  const title =
    text(doc.title) ?? text(doc.name) ?? text(doc.slug) ?? text(doc.productId) ?? text(doc.city) ?? String(doc.id);
  const lead = text(doc.excerpt) ?? text(doc.shortDescription);
  return (
    <article className="section article" data-collection={collection}>
      <h1>{title}</h1>
      {lead && <p className="hero__lead">{lead}</p>}
      {doc.coverImage?.url && <img src={doc.coverImage.url} alt={doc.coverImage.alt ?? ""} loading="lazy" />}
      {doc.highlights && doc.highlights.length > 0 && (
        <ul>
          {doc.highlights.map((h, i) => (
            <li key={i}>{h.text}</li>
          ))}
        </ul>
      )}
      <Html html={text(doc.body) ?? text(doc.description) ?? text(doc.intro)} />
      {doc.faqs && doc.faqs.length > 0 && (
        <dl>
          {doc.faqs.map((f, i) => (
            <React.Fragment key={i}>
              <dt>{f.question?.split("|").pop()}</dt>
              <dd>
                <Html html={f.answer} />
              </dd>
            </React.Fragment>
          ))}
        </dl>
      )}
      {doc.blocks?.map((block, i) => (
        <GenericBlock key={block.id ?? i} block={block} />
      ))}
    </article>
  );
}

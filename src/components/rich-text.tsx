import { Link } from "gatsby";
import parse, { domToReact, Element, type DOMNode, type HTMLReactParserOptions } from "html-react-parser";
import React from "react";

/**
 * CMS HTML that was sanitized at build time (gatsby-node createResolvers: DOMPurify on jsdom) rendered into the
 * static HTML. Internal links (one leading slash) become Gatsby <Link>s for client-side navigation.
 */
const options: HTMLReactParserOptions = {
  replace(node) {
    if (node instanceof Element && node.name === "a") {
      const href = node.attribs.href ?? "";
      if (/^\/(?!\/)/.test(href) && !node.attribs.target) {
        return <Link to={href}>{domToReact(node.children as DOMNode[], options)}</Link>;
      }
    }
    return undefined;
  },
};

export function RichText({ html, className = "rich-text" }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return <div className={className}>{parse(html, options)}</div>;
}

import { graphql } from "gatsby";
import type { MessageKey } from "./use-t";
import { fill } from "../../domain/fill";

/** The UI catalogue of the page's language, selected by every page query (gatsby-plugin-react-i18next). */
export const localesFragment = graphql`
  fragment Locales on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;

let parsed: { raw: string; messages: Record<string, string> } | null = null;

/** The catalogue as an object, parsed once per page's catalogue (the Head calls translate several times). */
function catalogueOf(raw: string | null | undefined): Record<string, string> {
  if (!raw) return {};
  if (parsed?.raw !== raw) parsed = { raw, messages: JSON.parse(raw) as Record<string, string> };
  return parsed.messages;
}

/**
 * Translation outside React's i18n context (the Head API renders outside the page's providers): reads the
 * catalogue the page query already loaded.
 */
export function translate(
  data: Queries.LocalesFragment,
  key: MessageKey,
  vars: Record<string, string | number> = {},
): string {
  const messages = catalogueOf(data.locales.edges[0]?.node.data);
  const template = messages[key] ?? key;
  return fill(template, vars, "empty");
}

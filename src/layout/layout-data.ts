import { graphql } from "gatsby";

/** Everything the header and footer need, spread by every page query. */
export const layoutFragment = graphql`
  fragment LayoutData on Query {
    cms {
      Cities(limit: 0, locale: $cmsLocale, fallbackLocale: en, sort: "cityId") {
        docs {
          cityId
          name
          locales
          supportEmail
          colors {
            primary
            secondary
            textColor
          }
          socials {
            facebook
            instagram
            youtube
            tiktok
          }
        }
      }
    }
  }
`;

import { graphql } from "gatsby";

/** Everything the header, footer and app banner need, spread by every page query. */
export const layoutFragment = graphql`
  fragment LayoutData on Query {
    # The cities this build has pages for (plugins/booking-source, ADR 0342): the header and footer link only to them.
    allDestination {
      nodes {
        city
      }
    }
    # The app rating of /api/init/rating (plugins/booking-source, ADR 0342).
    bookingRating {
      rankingAppIos
      rankingAppAndroid
    }
    cms {
      Cities(limit: 0, locale: $cmsLocale, fallbackLocale: en, sort: "cityId") {
        docs {
          cityId
          name
          tagline
          locales
          supportEmail
          chatUrl
          currency {
            value
            label
            prefix
          }
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
          logos {
            name
            alt
            to
            width
            height
          }
          placeholderImage {
            ...ResponsiveMedia
          }
        }
      }
      Menus(
        limit: 0
        locale: $cmsLocale
        fallbackLocale: en
        where: { OR: [{ city: { equals: $cityId } }, { city: { exists: false } }] }
      ) {
        docs {
          city
          location
          items {
            label
            linkType
            productId
            inspirationSlug
            uri
          }
        }
      }
      SiteSettings {
        operatorName
        logo {
          url
          width
          height
        }
      }
      AppRating {
        rankingAppIos
        rankingAppAndroid
        iosUrl
        androidUrl
      }
    }
  }
`;

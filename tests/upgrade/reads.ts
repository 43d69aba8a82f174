/**
 * The reads the upgrade fixture records (scripts/upgrade-fixture.ts, on the old release) and the upgrade test repeats
 * on the current code: the answers must be identical. Fixed selections (not whole documents), so a field a new
 * release adds does not count as a change; the CMS queries are those of docs/content-model.md.
 */

/** Manage my booking: everything the page shows. Variables r (reference), e (e-mail), l (locale). */
export const MY_BOOKING = `query($r: String!, $e: String!, $l: Locale) { myBooking(reference: $r, email: $e, locale: $l) {
  reference status city operator productTitle optionTitle startsAt allDay timezone
  passengers { type label count } tickets { type label reference qrCode }
  email totalPaid currency ticketsUrl calendarUrl freeCancellationUntil cancellable changeable refundedAmount productId optionId } }`;

const MEDIA = `id alt caption title city url filename mimeType filesize width height focalX focalY createdAt updatedAt
  sizes { w480 { url width height mimeType filesize filename } w800 { url width height mimeType filesize filename }
    w1200 { url width height mimeType filesize filename } w1600 { url width height mimeType filesize filename } }`;

const BLOCKS = `blocks { __typename
  ... on HeroBlock { title subtitle ctaLabel ctaLink image { id url alt } }
  ... on RichTextBlock { html }
  ... on OffersBlock { title productIds }
  ... on ArticleTeasersBlock { title limit }
  ... on FeaturesBlock { title items { icon title text } }
  ... on FaqListBlock { title limit }
  ... on AppPromoBlock { title text }
  ... on MapTeaserBlock { title text } }`;

/** CMS GraphQL reads (anonymous, like the site's build): name → query. */
export const CMS_READS: Record<string, string> = Object.fromEntries(
  (["en", "fr"] as const).flatMap((l) => [
    [
      `pages-${l}`,
      `{ Pages(locale: ${l}, fallbackLocale: en, limit: 0, sort: "id") { totalDocs docs { id slug city title createdAt updatedAt ${BLOCKS} } } }`,
    ],
    [
      `articles-${l}`,
      `{ Articles(locale: ${l}, fallbackLocale: en, limit: 0, sort: "id") { totalDocs docs { id slug city title excerpt body publishedAt tags readingMinutes coverImage { id url alt } createdAt updatedAt } } }`,
    ],
    [
      `home-pages-${l}`,
      `{ HomePages(locale: ${l}, fallbackLocale: en, limit: 0, sort: "id") { docs { id city seo { metaTitle metaDescription } ${BLOCKS} } } }`,
    ],
    [
      `products-${l}`,
      `{ Products(locale: ${l}, fallbackLocale: en, limit: 0, sort: "id") { totalDocs docs { id productId offerType title shortDescription description duration meetingPoint
      highlights { text } photos { image { id url alt width height } caption title } faqs { question answer } } } }`,
    ],
    [
      `media-${l}`,
      `{ allMedia(locale: ${l}, fallbackLocale: en, limit: 0, sort: "id") { totalDocs docs { ${MEDIA} } } }`,
    ],
    [
      `site-settings-${l}`,
      `{ SiteSettings(locale: ${l}) { operatorName mailFromName mailFromAddress logo { id url mimeType alt width height filename } } }`,
    ],
  ]),
);

import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../../domain/site-config";
import { BuildAbort, bookingApiUrl, fetchBookingAnswers, toBookingNodes } from "./source";

/**
 * Source plugin of the booking data (ADR 0342): `Destination`, `Category` and `BookingProduct` nodes (and one
 * `BookingRating`) from the web server's /api/init/* endpoints, so pages read tours, categories, prices and ratings
 * with page queries and Gatsby knows which pages a changed node touches (incremental publish, ADR 0220). The web
 * server must run before the build (scripts/stack.ts); when it does not answer, the build stops with the spec's text.
 */

/** Explicit types: queries work when a field is empty or a type has no node (a build with no price at all). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type LocalizedText {
      locale: String!
      value: String!
    }
    type BookingPriceFrom {
      "Minor units (cents): retail price of the adult unit of the default option."
      amount: Int!
      "Minor units before the supplier's discount, when higher."
      original: Int
      currency: String!
      optionId: String!
      "Hours before the start until which the default option cancels free of charge; null: not cancellable."
      freeCancellationHours: Int
      "Every option's price from (its adult unit), in the supplier's order: the product page's options side by side."
      options: [BookingOptionFrom!]
    }
    type BookingOptionFrom {
      optionId: String!
      "Validity or duration in minutes; null when the supplier says nothing."
      durationMinutes: Int
      amount: Int!
      original: Int
      currency: String!
    }
    "One configured city the supplier and the CMS both return (/api/init/destinations, /api/init/cities)."
    type Destination implements Node @dontInfer {
      city: String!
      destinationId: String!
      gid: String
      country: String
      latitude: Float
      longitude: Float
      names: [LocalizedText!]!
      homeCategoryId: String!
      homeCategory: Category @link(from: "homeCategoryNode")
      categoryIds: [String!]!
      categories: [Category!]! @link(from: "categoryNodes")
      "Every product the city sells (its categories' and its own), priced or not."
      products: [BookingProduct!]! @link(from: "productNodes")
    }
    "A supplier category of a destination; the home category is its sight-base-offer (/api/init/offers)."
    type Category implements Node @dontInfer {
      categoryId: String!
      city: String!
      destination: Destination @link(from: "destinationNode")
      title: String!
      isHome: Boolean!
      isDefault: Boolean!
      coverImageUrl: String
      bannerImageUrl: String
      shortDescriptions: [LocalizedText!]!
      productIds: [String!]!
      products: [BookingProduct!]! @link(from: "productNodes")
    }
    "A supplier product sold in a destination, with its 'price from' (/api/init/offers)."
    type BookingProduct implements Node @dontInfer {
      productId: String!
      city: String!
      destination: Destination @link(from: "destinationNode")
      priceFrom: BookingPriceFrom
    }
    "The app rating (/api/init/rating; 4 and 4 when the call fails)."
    type BookingRating implements Node @dontInfer {
      rankingAppIos: Float!
      rankingAppAndroid: Float!
    }
  `);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const config = siteConfig(process.env);
  const base = bookingApiUrl(process.env);
  let nodes: ReturnType<typeof toBookingNodes>;
  try {
    nodes = toBookingNodes(await fetchBookingAnswers(base, config, fetch, (m) => reporter.warn(m)), config);
  } catch (error) {
    // Spec section 8: these abort startup with their text, not a stack trace.
    if (error instanceof BuildAbort) {
      reporter.panicOnBuild(error.message);
      return;
    }
    throw error;
  }
  for (const line of nodes.dropped) reporter.warn(line);
  if (nodes.destinations.length === 0) {
    reporter.panicOnBuild(
      `booking-source: none of the configured cities (${config.cities.join(", ")}) is returned by both the supplier and the CMS`,
    );
    return;
  }
  // Foreign keys are node ids: Gatsby then records a page dependency on each linked node it resolves (a link by
  // another field is a filter query, which depends on every node of the type), so a changed price re-runs only the
  // pages that show it (ADR 0220, 0342).
  const idOf = (type: string, key: string) => createNodeId(`${type} ${key}`);
  const productNodes = (ids: readonly string[]) =>
    ids.filter((id) => nodes.products.some((p) => p.productId === id)).map((id) => idOf("BookingProduct", id));
  const create = (type: string, key: string, fields: object) =>
    actions.createNode({
      ...fields,
      id: idOf(type, key),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  for (const d of nodes.destinations) {
    create("Destination", d.city, {
      ...d,
      homeCategoryNode: idOf("Category", d.homeCategoryId),
      categoryNodes: d.categoryIds.map((id) => idOf("Category", id)),
      productNodes: productNodes(nodes.products.filter((p) => p.city === d.city).map((p) => p.productId)),
    });
  }
  for (const c of nodes.categories) {
    create("Category", c.categoryId, {
      ...c,
      destinationNode: idOf("Destination", c.city),
      productNodes: productNodes(c.productIds),
    });
  }
  for (const p of nodes.products)
    create("BookingProduct", p.productId, { ...p, destinationNode: idOf("Destination", p.city) });
  create("BookingRating", "app", nodes.rating);
  reporter.info(
    `booking-source: ${nodes.destinations.length} destinations, ${nodes.categories.length} categories, ${nodes.products.length} products from ${base}`,
  );
};

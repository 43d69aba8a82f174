import { graphql } from "gatsby";

/** A supplier product's "price from" as pages select it (mapped by src/lib/price-from.ts `toPrices`). */
export const bookingPriceFragment = graphql`
  fragment BookingPriceFields on BookingProduct {
    productId
    priceFrom {
      amount
      original
      currency
      optionId
      freeCancellationHours
    }
  }
`;

/** The booking API, served with the site (services/api). Own module: the header's held-tour entry needs the URL without a GraphQL printer. */
export const BOOKING_API_URL = "/api/graphql";

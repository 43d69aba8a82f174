/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AddUpsell($input: UpsellInput!, $locale: Locale) {\n  addUpsell(input: $input, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}": typeof types.AddUpsellDocument,
    "mutation ApplyPromoCode($input: ApplyPromoCodeInput!, $locale: Locale) {\n  applyPromoCode(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}": typeof types.ApplyPromoCodeDocument,
    "query Calendar($input: CalendarInput!, $locale: Locale) {\n  calendar(input: $input, locale: $locale) {\n    date\n    state\n    available\n    limited\n    vacancies\n    promoted\n    startTimes\n    adultPriceFrom {\n      retail\n      currency\n    }\n  }\n}": typeof types.CalendarDocument,
    "query Cart($id: ID!, $locale: Locale) {\n  cart(id: $id, locale: $locale) {\n    ...CartFields\n  }\n}": typeof types.CartDocument,
    "fragment CartFields on Cart {\n  id\n  reference\n  status\n  expiresAt\n  secondsLeft\n  product {\n    id\n    title\n    city\n  }\n  option {\n    id\n    title\n  }\n  date\n  availabilityId\n  startsAt\n  allDay\n  passengers {\n    adult\n    child\n    infant\n    senior\n    student\n    family\n  }\n  lines {\n    productTitle\n    productId\n    type\n    unitId\n    quantity\n    unitPrice {\n      ...PriceFields\n    }\n    total {\n      ...PriceFields\n    }\n  }\n  total {\n    ...PriceFields\n  }\n  offer {\n    code\n    title\n  }\n  breakdown {\n    ...PriceBreakdownFields\n  }\n  customer {\n    firstName\n    lastName\n    email\n    phone\n    country\n    postalCode\n    notes\n    allowMarketing\n  }\n}": typeof types.CartFieldsFragmentDoc,
    "fragment CartOptionsFields on Cart {\n  upgrades {\n    option {\n      id\n      title\n      durationMinutes\n    }\n    additionalDays\n    difference\n    cartTotal {\n      ...PriceFields\n    }\n    breakdown {\n      ...PriceBreakdownFields\n    }\n  }\n  upsells {\n    productId\n    optionId\n    title\n    durationMinutes\n    passengerTypes\n    passengers {\n      adult\n      child\n      infant\n      senior\n      student\n      family\n    }\n    total {\n      ...PriceFields\n    }\n    added\n  }\n}\n\nquery CartOptions($id: ID!, $locale: Locale) {\n  cart(id: $id, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}": typeof types.CartOptionsFieldsFragmentDoc,
    "query CheckoutProduct($id: ID!, $locale: Locale) {\n  product(id: $id, locale: $locale) {\n    id\n    title\n    shortDescription\n    city\n    timeZone\n    availabilityType\n    options {\n      id\n      title\n      isDefault\n      durationMinutes\n      maxSeats\n      units {\n        id\n        type\n        title\n        minAge\n        maxAge\n        priceFrom {\n          retail\n          currency\n          currencyPrecision\n        }\n      }\n    }\n  }\n}": typeof types.CheckoutProductDocument,
    "query ConfirmationBooking($reference: String!, $email: String!, $locale: Locale) {\n  myBooking(reference: $reference, email: $email, locale: $locale) {\n    ...ConfirmedBookingFields\n  }\n}": typeof types.ConfirmationBookingDocument,
    "fragment ConfirmedBookingFields on ConfirmedBooking {\n  reference\n  city\n  productTitle\n  optionTitle\n  startsAt\n  allDay\n  timezone\n  passengers {\n    type\n    label\n    count\n  }\n  email\n  totalPaid\n  currency\n  breakdown {\n    ...PriceBreakdownFields\n  }\n  addons {\n    reference\n    productTitle\n    optionTitle\n    passengers {\n      type\n      label\n      count\n    }\n  }\n  ticketsUrl\n  calendarUrl\n  freeCancellationUntil\n}": typeof types.ConfirmedBookingFieldsFragmentDoc,
    "mutation CreateCart($input: CreateCartInput!, $locale: Locale) {\n  createCart(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}": typeof types.CreateCartDocument,
    "mutation DropCart($id: ID!, $locale: Locale) {\n  dropCart(id: $id, locale: $locale)\n}": typeof types.DropCartDocument,
    "fragment PriceBreakdownFields on PriceBreakdown {\n  lines {\n    kind\n    productId\n    title\n    type\n    quantity\n    unitPrice\n    amount\n  }\n  discounts {\n    kind\n    productId\n    title\n    code\n    offerTitle\n    amount\n  }\n  total\n  currency\n  currencyPrecision\n}": typeof types.PriceBreakdownFieldsFragmentDoc,
    "fragment PriceFields on Price {\n  original\n  retail\n  discount\n  tax\n  currency\n  currencyPrecision\n}": typeof types.PriceFieldsFragmentDoc,
    "query Quote($input: QuoteInput!, $locale: Locale) {\n  quote(input: $input, locale: $locale) {\n    lines {\n      type\n      unitId\n      quantity\n      unitPrice {\n        ...PriceFields\n      }\n      total {\n        ...PriceFields\n      }\n    }\n    total {\n      ...PriceFields\n    }\n    offer {\n      code\n      title\n    }\n    breakdown {\n      ...PriceBreakdownFields\n    }\n  }\n}": typeof types.QuoteDocument,
    "mutation RemovePromoCode($id: ID!, $locale: Locale) {\n  removePromoCode(id: $id, locale: $locale) {\n    ...CartFields\n  }\n}": typeof types.RemovePromoCodeDocument,
    "mutation RemoveUpsell($input: UpsellInput!, $locale: Locale) {\n  removeUpsell(input: $input, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}": typeof types.RemoveUpsellDocument,
    "mutation SetCustomerDetails($input: CustomerDetailsInput!, $locale: Locale) {\n  setCustomerDetails(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}": typeof types.SetCustomerDetailsDocument,
    "mutation StartPayment($cartId: ID!, $locale: Locale) {\n  startPayment(cartId: $cartId, locale: $locale) {\n    orderCode\n    redirectUrl\n    amount\n    currency\n    paymentType\n  }\n}": typeof types.StartPaymentDocument,
    "query StartTimes($input: StartTimesInput!, $locale: Locale) {\n  startTimes(input: $input, locale: $locale) {\n    availabilityId\n    startsAt\n    allDay\n    state\n    vacancies\n    promoted\n  }\n}": typeof types.StartTimesDocument,
    "mutation UpdateCart($input: UpdateCartInput!, $locale: Locale) {\n  updateCart(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}": typeof types.UpdateCartDocument,
    "mutation UpgradeCart($input: UpgradeCartInput!, $locale: Locale) {\n  upgradeCart(input: $input, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}": typeof types.UpgradeCartDocument,
    "fragment ManagedBookingFields on ConfirmedBooking {\n  ...ConfirmedBookingFields\n  status\n  changeBlockedReason\n  cancellable\n  changeable\n  refundedAmount\n  refundableAmount\n  productId\n  optionId\n}\n\nquery MyBooking($reference: String!, $email: String!, $locale: Locale) {\n  myBooking(reference: $reference, email: $email, locale: $locale) {\n    ...ManagedBookingFields\n  }\n}\n\nmutation ResendTickets($reference: String!, $email: String!, $locale: Locale) {\n  resendTickets(reference: $reference, email: $email, locale: $locale) {\n    ok\n    code\n    message\n    booking {\n      ...ManagedBookingFields\n    }\n  }\n}\n\nmutation CancelBooking($reference: String!, $email: String!, $locale: Locale) {\n  cancelBooking(reference: $reference, email: $email, locale: $locale) {\n    ok\n    code\n    message\n    booking {\n      ...ManagedBookingFields\n    }\n  }\n}\n\nquery DateChangeQuote($input: DateChangeInput!, $locale: Locale) {\n  dateChangeQuote(input: $input, locale: $locale) {\n    ok\n    code\n    message\n    date\n    startsAt\n    availabilityId\n    total\n    currentTotal\n    difference\n    currency\n  }\n}\n\nfragment DateChangeResultFields on DateChangeResult {\n  ok\n  code\n  message\n  redirectUrl\n  difference\n  refundedAmount\n  booking {\n    ...ManagedBookingFields\n  }\n}\n\nmutation ChangeBookingDate($input: DateChangeInput!, $locale: Locale) {\n  changeBookingDate(input: $input, locale: $locale) {\n    ...DateChangeResultFields\n  }\n}\n\nmutation ConfirmDateChange($input: VerifyPaymentInput!, $locale: Locale) {\n  confirmDateChange(input: $input, locale: $locale) {\n    ...DateChangeResultFields\n  }\n}": typeof types.ManagedBookingFieldsFragmentDoc,
    "mutation VerifyPayment($input: VerifyPaymentInput!, $locale: Locale) {\n  verifyPayment(input: $input, locale: $locale) {\n    ok\n    code\n    message\n    booking {\n      ...ConfirmedBookingFields\n    }\n  }\n}": typeof types.VerifyPaymentDocument,
};
const documents: Documents = {
    "mutation AddUpsell($input: UpsellInput!, $locale: Locale) {\n  addUpsell(input: $input, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}": types.AddUpsellDocument,
    "mutation ApplyPromoCode($input: ApplyPromoCodeInput!, $locale: Locale) {\n  applyPromoCode(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}": types.ApplyPromoCodeDocument,
    "query Calendar($input: CalendarInput!, $locale: Locale) {\n  calendar(input: $input, locale: $locale) {\n    date\n    state\n    available\n    limited\n    vacancies\n    promoted\n    startTimes\n    adultPriceFrom {\n      retail\n      currency\n    }\n  }\n}": types.CalendarDocument,
    "query Cart($id: ID!, $locale: Locale) {\n  cart(id: $id, locale: $locale) {\n    ...CartFields\n  }\n}": types.CartDocument,
    "fragment CartFields on Cart {\n  id\n  reference\n  status\n  expiresAt\n  secondsLeft\n  product {\n    id\n    title\n    city\n  }\n  option {\n    id\n    title\n  }\n  date\n  availabilityId\n  startsAt\n  allDay\n  passengers {\n    adult\n    child\n    infant\n    senior\n    student\n    family\n  }\n  lines {\n    productTitle\n    productId\n    type\n    unitId\n    quantity\n    unitPrice {\n      ...PriceFields\n    }\n    total {\n      ...PriceFields\n    }\n  }\n  total {\n    ...PriceFields\n  }\n  offer {\n    code\n    title\n  }\n  breakdown {\n    ...PriceBreakdownFields\n  }\n  customer {\n    firstName\n    lastName\n    email\n    phone\n    country\n    postalCode\n    notes\n    allowMarketing\n  }\n}": types.CartFieldsFragmentDoc,
    "fragment CartOptionsFields on Cart {\n  upgrades {\n    option {\n      id\n      title\n      durationMinutes\n    }\n    additionalDays\n    difference\n    cartTotal {\n      ...PriceFields\n    }\n    breakdown {\n      ...PriceBreakdownFields\n    }\n  }\n  upsells {\n    productId\n    optionId\n    title\n    durationMinutes\n    passengerTypes\n    passengers {\n      adult\n      child\n      infant\n      senior\n      student\n      family\n    }\n    total {\n      ...PriceFields\n    }\n    added\n  }\n}\n\nquery CartOptions($id: ID!, $locale: Locale) {\n  cart(id: $id, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}": types.CartOptionsFieldsFragmentDoc,
    "query CheckoutProduct($id: ID!, $locale: Locale) {\n  product(id: $id, locale: $locale) {\n    id\n    title\n    shortDescription\n    city\n    timeZone\n    availabilityType\n    options {\n      id\n      title\n      isDefault\n      durationMinutes\n      maxSeats\n      units {\n        id\n        type\n        title\n        minAge\n        maxAge\n        priceFrom {\n          retail\n          currency\n          currencyPrecision\n        }\n      }\n    }\n  }\n}": types.CheckoutProductDocument,
    "query ConfirmationBooking($reference: String!, $email: String!, $locale: Locale) {\n  myBooking(reference: $reference, email: $email, locale: $locale) {\n    ...ConfirmedBookingFields\n  }\n}": types.ConfirmationBookingDocument,
    "fragment ConfirmedBookingFields on ConfirmedBooking {\n  reference\n  city\n  productTitle\n  optionTitle\n  startsAt\n  allDay\n  timezone\n  passengers {\n    type\n    label\n    count\n  }\n  email\n  totalPaid\n  currency\n  breakdown {\n    ...PriceBreakdownFields\n  }\n  addons {\n    reference\n    productTitle\n    optionTitle\n    passengers {\n      type\n      label\n      count\n    }\n  }\n  ticketsUrl\n  calendarUrl\n  freeCancellationUntil\n}": types.ConfirmedBookingFieldsFragmentDoc,
    "mutation CreateCart($input: CreateCartInput!, $locale: Locale) {\n  createCart(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}": types.CreateCartDocument,
    "mutation DropCart($id: ID!, $locale: Locale) {\n  dropCart(id: $id, locale: $locale)\n}": types.DropCartDocument,
    "fragment PriceBreakdownFields on PriceBreakdown {\n  lines {\n    kind\n    productId\n    title\n    type\n    quantity\n    unitPrice\n    amount\n  }\n  discounts {\n    kind\n    productId\n    title\n    code\n    offerTitle\n    amount\n  }\n  total\n  currency\n  currencyPrecision\n}": types.PriceBreakdownFieldsFragmentDoc,
    "fragment PriceFields on Price {\n  original\n  retail\n  discount\n  tax\n  currency\n  currencyPrecision\n}": types.PriceFieldsFragmentDoc,
    "query Quote($input: QuoteInput!, $locale: Locale) {\n  quote(input: $input, locale: $locale) {\n    lines {\n      type\n      unitId\n      quantity\n      unitPrice {\n        ...PriceFields\n      }\n      total {\n        ...PriceFields\n      }\n    }\n    total {\n      ...PriceFields\n    }\n    offer {\n      code\n      title\n    }\n    breakdown {\n      ...PriceBreakdownFields\n    }\n  }\n}": types.QuoteDocument,
    "mutation RemovePromoCode($id: ID!, $locale: Locale) {\n  removePromoCode(id: $id, locale: $locale) {\n    ...CartFields\n  }\n}": types.RemovePromoCodeDocument,
    "mutation RemoveUpsell($input: UpsellInput!, $locale: Locale) {\n  removeUpsell(input: $input, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}": types.RemoveUpsellDocument,
    "mutation SetCustomerDetails($input: CustomerDetailsInput!, $locale: Locale) {\n  setCustomerDetails(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}": types.SetCustomerDetailsDocument,
    "mutation StartPayment($cartId: ID!, $locale: Locale) {\n  startPayment(cartId: $cartId, locale: $locale) {\n    orderCode\n    redirectUrl\n    amount\n    currency\n    paymentType\n  }\n}": types.StartPaymentDocument,
    "query StartTimes($input: StartTimesInput!, $locale: Locale) {\n  startTimes(input: $input, locale: $locale) {\n    availabilityId\n    startsAt\n    allDay\n    state\n    vacancies\n    promoted\n  }\n}": types.StartTimesDocument,
    "mutation UpdateCart($input: UpdateCartInput!, $locale: Locale) {\n  updateCart(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}": types.UpdateCartDocument,
    "mutation UpgradeCart($input: UpgradeCartInput!, $locale: Locale) {\n  upgradeCart(input: $input, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}": types.UpgradeCartDocument,
    "fragment ManagedBookingFields on ConfirmedBooking {\n  ...ConfirmedBookingFields\n  status\n  changeBlockedReason\n  cancellable\n  changeable\n  refundedAmount\n  refundableAmount\n  productId\n  optionId\n}\n\nquery MyBooking($reference: String!, $email: String!, $locale: Locale) {\n  myBooking(reference: $reference, email: $email, locale: $locale) {\n    ...ManagedBookingFields\n  }\n}\n\nmutation ResendTickets($reference: String!, $email: String!, $locale: Locale) {\n  resendTickets(reference: $reference, email: $email, locale: $locale) {\n    ok\n    code\n    message\n    booking {\n      ...ManagedBookingFields\n    }\n  }\n}\n\nmutation CancelBooking($reference: String!, $email: String!, $locale: Locale) {\n  cancelBooking(reference: $reference, email: $email, locale: $locale) {\n    ok\n    code\n    message\n    booking {\n      ...ManagedBookingFields\n    }\n  }\n}\n\nquery DateChangeQuote($input: DateChangeInput!, $locale: Locale) {\n  dateChangeQuote(input: $input, locale: $locale) {\n    ok\n    code\n    message\n    date\n    startsAt\n    availabilityId\n    total\n    currentTotal\n    difference\n    currency\n  }\n}\n\nfragment DateChangeResultFields on DateChangeResult {\n  ok\n  code\n  message\n  redirectUrl\n  difference\n  refundedAmount\n  booking {\n    ...ManagedBookingFields\n  }\n}\n\nmutation ChangeBookingDate($input: DateChangeInput!, $locale: Locale) {\n  changeBookingDate(input: $input, locale: $locale) {\n    ...DateChangeResultFields\n  }\n}\n\nmutation ConfirmDateChange($input: VerifyPaymentInput!, $locale: Locale) {\n  confirmDateChange(input: $input, locale: $locale) {\n    ...DateChangeResultFields\n  }\n}": types.ManagedBookingFieldsFragmentDoc,
    "mutation VerifyPayment($input: VerifyPaymentInput!, $locale: Locale) {\n  verifyPayment(input: $input, locale: $locale) {\n    ok\n    code\n    message\n    booking {\n      ...ConfirmedBookingFields\n    }\n  }\n}": types.VerifyPaymentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddUpsell($input: UpsellInput!, $locale: Locale) {\n  addUpsell(input: $input, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}"): typeof import('./graphql').AddUpsellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyPromoCode($input: ApplyPromoCodeInput!, $locale: Locale) {\n  applyPromoCode(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}"): typeof import('./graphql').ApplyPromoCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Calendar($input: CalendarInput!, $locale: Locale) {\n  calendar(input: $input, locale: $locale) {\n    date\n    state\n    available\n    limited\n    vacancies\n    promoted\n    startTimes\n    adultPriceFrom {\n      retail\n      currency\n    }\n  }\n}"): typeof import('./graphql').CalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Cart($id: ID!, $locale: Locale) {\n  cart(id: $id, locale: $locale) {\n    ...CartFields\n  }\n}"): typeof import('./graphql').CartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartFields on Cart {\n  id\n  reference\n  status\n  expiresAt\n  secondsLeft\n  product {\n    id\n    title\n    city\n  }\n  option {\n    id\n    title\n  }\n  date\n  availabilityId\n  startsAt\n  allDay\n  passengers {\n    adult\n    child\n    infant\n    senior\n    student\n    family\n  }\n  lines {\n    productTitle\n    productId\n    type\n    unitId\n    quantity\n    unitPrice {\n      ...PriceFields\n    }\n    total {\n      ...PriceFields\n    }\n  }\n  total {\n    ...PriceFields\n  }\n  offer {\n    code\n    title\n  }\n  breakdown {\n    ...PriceBreakdownFields\n  }\n  customer {\n    firstName\n    lastName\n    email\n    phone\n    country\n    postalCode\n    notes\n    allowMarketing\n  }\n}"): typeof import('./graphql').CartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartOptionsFields on Cart {\n  upgrades {\n    option {\n      id\n      title\n      durationMinutes\n    }\n    additionalDays\n    difference\n    cartTotal {\n      ...PriceFields\n    }\n    breakdown {\n      ...PriceBreakdownFields\n    }\n  }\n  upsells {\n    productId\n    optionId\n    title\n    durationMinutes\n    passengerTypes\n    passengers {\n      adult\n      child\n      infant\n      senior\n      student\n      family\n    }\n    total {\n      ...PriceFields\n    }\n    added\n  }\n}\n\nquery CartOptions($id: ID!, $locale: Locale) {\n  cart(id: $id, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}"): typeof import('./graphql').CartOptionsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutProduct($id: ID!, $locale: Locale) {\n  product(id: $id, locale: $locale) {\n    id\n    title\n    shortDescription\n    city\n    timeZone\n    availabilityType\n    options {\n      id\n      title\n      isDefault\n      durationMinutes\n      maxSeats\n      units {\n        id\n        type\n        title\n        minAge\n        maxAge\n        priceFrom {\n          retail\n          currency\n          currencyPrecision\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').CheckoutProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConfirmationBooking($reference: String!, $email: String!, $locale: Locale) {\n  myBooking(reference: $reference, email: $email, locale: $locale) {\n    ...ConfirmedBookingFields\n  }\n}"): typeof import('./graphql').ConfirmationBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ConfirmedBookingFields on ConfirmedBooking {\n  reference\n  city\n  productTitle\n  optionTitle\n  startsAt\n  allDay\n  timezone\n  passengers {\n    type\n    label\n    count\n  }\n  email\n  totalPaid\n  currency\n  breakdown {\n    ...PriceBreakdownFields\n  }\n  addons {\n    reference\n    productTitle\n    optionTitle\n    passengers {\n      type\n      label\n      count\n    }\n  }\n  ticketsUrl\n  calendarUrl\n  freeCancellationUntil\n}"): typeof import('./graphql').ConfirmedBookingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCart($input: CreateCartInput!, $locale: Locale) {\n  createCart(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}"): typeof import('./graphql').CreateCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DropCart($id: ID!, $locale: Locale) {\n  dropCart(id: $id, locale: $locale)\n}"): typeof import('./graphql').DropCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PriceBreakdownFields on PriceBreakdown {\n  lines {\n    kind\n    productId\n    title\n    type\n    quantity\n    unitPrice\n    amount\n  }\n  discounts {\n    kind\n    productId\n    title\n    code\n    offerTitle\n    amount\n  }\n  total\n  currency\n  currencyPrecision\n}"): typeof import('./graphql').PriceBreakdownFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PriceFields on Price {\n  original\n  retail\n  discount\n  tax\n  currency\n  currencyPrecision\n}"): typeof import('./graphql').PriceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Quote($input: QuoteInput!, $locale: Locale) {\n  quote(input: $input, locale: $locale) {\n    lines {\n      type\n      unitId\n      quantity\n      unitPrice {\n        ...PriceFields\n      }\n      total {\n        ...PriceFields\n      }\n    }\n    total {\n      ...PriceFields\n    }\n    offer {\n      code\n      title\n    }\n    breakdown {\n      ...PriceBreakdownFields\n    }\n  }\n}"): typeof import('./graphql').QuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemovePromoCode($id: ID!, $locale: Locale) {\n  removePromoCode(id: $id, locale: $locale) {\n    ...CartFields\n  }\n}"): typeof import('./graphql').RemovePromoCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveUpsell($input: UpsellInput!, $locale: Locale) {\n  removeUpsell(input: $input, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}"): typeof import('./graphql').RemoveUpsellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCustomerDetails($input: CustomerDetailsInput!, $locale: Locale) {\n  setCustomerDetails(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}"): typeof import('./graphql').SetCustomerDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartPayment($cartId: ID!, $locale: Locale) {\n  startPayment(cartId: $cartId, locale: $locale) {\n    orderCode\n    redirectUrl\n    amount\n    currency\n    paymentType\n  }\n}"): typeof import('./graphql').StartPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StartTimes($input: StartTimesInput!, $locale: Locale) {\n  startTimes(input: $input, locale: $locale) {\n    availabilityId\n    startsAt\n    allDay\n    state\n    vacancies\n    promoted\n  }\n}"): typeof import('./graphql').StartTimesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCart($input: UpdateCartInput!, $locale: Locale) {\n  updateCart(input: $input, locale: $locale) {\n    ...CartFields\n  }\n}"): typeof import('./graphql').UpdateCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpgradeCart($input: UpgradeCartInput!, $locale: Locale) {\n  upgradeCart(input: $input, locale: $locale) {\n    ...CartFields\n    ...CartOptionsFields\n  }\n}"): typeof import('./graphql').UpgradeCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ManagedBookingFields on ConfirmedBooking {\n  ...ConfirmedBookingFields\n  status\n  changeBlockedReason\n  cancellable\n  changeable\n  refundedAmount\n  refundableAmount\n  productId\n  optionId\n}\n\nquery MyBooking($reference: String!, $email: String!, $locale: Locale) {\n  myBooking(reference: $reference, email: $email, locale: $locale) {\n    ...ManagedBookingFields\n  }\n}\n\nmutation ResendTickets($reference: String!, $email: String!, $locale: Locale) {\n  resendTickets(reference: $reference, email: $email, locale: $locale) {\n    ok\n    code\n    message\n    booking {\n      ...ManagedBookingFields\n    }\n  }\n}\n\nmutation CancelBooking($reference: String!, $email: String!, $locale: Locale) {\n  cancelBooking(reference: $reference, email: $email, locale: $locale) {\n    ok\n    code\n    message\n    booking {\n      ...ManagedBookingFields\n    }\n  }\n}\n\nquery DateChangeQuote($input: DateChangeInput!, $locale: Locale) {\n  dateChangeQuote(input: $input, locale: $locale) {\n    ok\n    code\n    message\n    date\n    startsAt\n    availabilityId\n    total\n    currentTotal\n    difference\n    currency\n  }\n}\n\nfragment DateChangeResultFields on DateChangeResult {\n  ok\n  code\n  message\n  redirectUrl\n  difference\n  refundedAmount\n  booking {\n    ...ManagedBookingFields\n  }\n}\n\nmutation ChangeBookingDate($input: DateChangeInput!, $locale: Locale) {\n  changeBookingDate(input: $input, locale: $locale) {\n    ...DateChangeResultFields\n  }\n}\n\nmutation ConfirmDateChange($input: VerifyPaymentInput!, $locale: Locale) {\n  confirmDateChange(input: $input, locale: $locale) {\n    ...DateChangeResultFields\n  }\n}"): typeof import('./graphql').ManagedBookingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyPayment($input: VerifyPaymentInput!, $locale: Locale) {\n  verifyPayment(input: $input, locale: $locale) {\n    ok\n    code\n    message\n    booking {\n      ...ConfirmedBookingFields\n    }\n  }\n}"): typeof import('./graphql').VerifyPaymentDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

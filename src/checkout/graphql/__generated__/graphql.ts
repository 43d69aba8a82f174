/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Locale =
  | 'en'
  | 'es'
  | 'fr'
  | 'nl';

/** Outcome of the payment-provider return; every code has a localized message (spec section 8). */
export type PaymentOutcomeCode =
  | 'BOOKING_NOT_FOUND'
  | 'CONFIRMED'
  | 'MISSING_EVENT_ID'
  | 'PAYMENT_ERROR'
  | 'PAYMENT_REJECTED'
  /** Confirmation in progress or the supplier is unreachable: poll again ('we are processing your booking'). */
  | 'PROCESSING'
  | 'RESERVATION_NOT_CONFIRMED'
  | 'TRANSACTION_FAILED'
  | 'TRANSACTION_NOT_FOUND'
  | 'TRANSACTION_NOT_VERIFIED';

/** The query string Viva appends to the return URL, plus the page's language and city. */
export type VerifyPaymentInput = {
  city?: string | null | undefined;
  eci?: string | null | undefined;
  eventId?: string | null | undefined;
  lang?: string | null | undefined;
  s?: string | null | undefined;
  t?: string | null | undefined;
};

export type VerifyPaymentMutationVariables = Exact<{
  input: VerifyPaymentInput;
  locale?: Locale | null | undefined;
}>;


export type VerifyPaymentMutation = { verifyPayment: { ok: boolean, code: PaymentOutcomeCode, message: string, booking: { reference: string, productTitle: string, optionTitle: string | null, startsAt: string, allDay: boolean, timezone: string, email: string | null, totalPaid: number, currency: string, ticketsUrl: string, calendarUrl: string, freeCancellationUntil: string | null, passengers: Array<{ label: string, count: number }> } | null } };


export const VerifyPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyPaymentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"productTitle"}},{"kind":"Field","name":{"kind":"Name","value":"optionTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyPaymentMutation, VerifyPaymentMutationVariables>;
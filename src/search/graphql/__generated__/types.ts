/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** At most 62 days from `from` to `to` (inclusive). */
export type CalendarInput = {
  from: string;
  optionId: string;
  passengers?: PassengersInput | null | undefined;
  productId: string;
  to: string;
};

export type CityId =
  | 'barcelona'
  | 'bath'
  | 'brussels'
  | 'london'
  | 'madrid'
  | 'paris';

/** LIMITED: fewer than 10 seats left. SOLD_OUT also when fewer seats than the passengers asked for. */
export type DayState =
  | 'AVAILABLE'
  | 'LIMITED'
  | 'SOLD_OUT';

/**
 * Passenger counts. Rules (server-enforced): at least one ticket; no child or infant without an adult (adult, senior or
 * student); at most 2 infants per adult; at most 80 seats (infants sit on a lap). Family pass products: `family` passes,
 * and with the city's family pass rule (e.g. Paris 2 adults/2 children) `adult` and `child` give its members exactly.
 */
export type PassengersInput = {
  adult?: number | null | undefined;
  child?: number | null | undefined;
  family?: number | null | undefined;
  infant?: number | null | undefined;
  senior?: number | null | undefined;
  student?: number | null | undefined;
};

export type SearchInput = {
  city: CityId;
  date: string;
  passengers: PassengersInput;
};

export type SearchCalendarQueryVariables = Exact<{
  input: CalendarInput;
  locale?: string | null | undefined;
}>;


export type SearchCalendarQuery = { calendar: Array<{ date: string, state: DayState, vacancies: number | null, promoted: boolean, adultPriceFrom: { retail: number, currency: string } | null }> };

export type SearchProductsQueryVariables = Exact<{
  input: SearchInput;
  locale?: string | null | undefined;
}>;


export type SearchProductsQuery = { search: Array<{ vacancies: number | null, promoted: boolean, product: { id: string, title: string }, option: { id: string, title: string }, quote: { total: { original: number, retail: number, discount: number, currency: string } } | null }> };


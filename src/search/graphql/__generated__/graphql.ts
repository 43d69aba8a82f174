/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CityId =
  | 'barcelona'
  | 'bath'
  | 'brussels'
  | 'london'
  | 'madrid'
  | 'paris';

export type Locale =
  | 'en'
  | 'es'
  | 'fr'
  | 'nl';

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

export type SearchProductsQueryVariables = Exact<{
  input: SearchInput;
  locale?: Locale | null | undefined;
}>;


export type SearchProductsQuery = { search: Array<{ vacancies: number | null, promoted: boolean, product: { id: string, title: string }, option: { id: string, title: string }, quote: { total: { original: number, retail: number, discount: number, currency: string } } | null }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const SearchProductsDocument = new TypedDocumentString(`
    query SearchProducts($input: SearchInput!, $locale: Locale) {
  search(input: $input, locale: $locale) {
    product {
      id
      title
    }
    option {
      id
      title
    }
    vacancies
    promoted
    quote {
      total {
        original
        retail
        discount
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchProductsQuery, SearchProductsQueryVariables>;
// Checked by `tsc` (npm run typecheck): this file must compile, and each @ts-expect-error must stay an error.
import React from "react";
import { LocalizedLink } from "../../src/components/localized-link";
import type { ParamsOf } from "../../domain/route-table";

type Expect<T extends true> = T;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// The route table's parameter names, per route.
export type ProductParams = Expect<Equal<ParamsOf<"city-product-id">, { city: string; id: string }>>;
export type PartnerParams = Expect<Equal<ParamsOf<"partner-slug-city">, { slug: string; city: string }>>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is exactly what ParamsOf gives a route without parameters
export type NoParams = Expect<Equal<ParamsOf<"mapsite">, {}>>;

export const ok = [
  <LocalizedLink key="1" to="city-product-id" locale="fr" params={{ city: "paris", id: "paris-hop-on-hop-off" }}>
    x
  </LocalizedLink>,
  <LocalizedLink key="2" to="mapsite" locale="en">
    x
  </LocalizedLink>,
  <LocalizedLink key="3" to="city-inspiration-page" locale="es" params={{ city: "madrid", page: "2" }}>
    x
  </LocalizedLink>,
];

export const wrong = [
  // @ts-expect-error the product route needs its id
  <LocalizedLink key="1" to="city-product-id" locale="fr" params={{ city: "paris" }}>
    x
  </LocalizedLink>,
  // @ts-expect-error a route with a city needs its params
  <LocalizedLink key="2" to="city-home" locale="fr">
    x
  </LocalizedLink>,
  // @ts-expect-error partner pages take a slug, not an id
  <LocalizedLink key="3" to="partner-slug" locale="fr" params={{ id: "acme" }}>
    x
  </LocalizedLink>,
];

import { Link } from "gatsby";
import React from "react";
import type { ProductLine } from "../content/product-detail";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { mapHref } from "../routes/map-href";
import { Icon } from "./icon";

/**
 * "Route and stops" of a product page: each bus line the ticket rides, in its colour, with its stops in order, and a
 * link to that line on the city's map page (the map's route sections have the ids `route-{id}`).
 */
export function ProductLines({ lines, locale, city }: { lines: ProductLine[]; locale: Locale; city: string }) {
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="product-route" className="section product-lines">
      <h2 id="product-route">{t("product.route")}</h2>
      {lines.map((line) => (
        <div key={line.id} className="product-line">
          <h3 id={`product-line-${line.id}`} className="product-line__name">
            <span className="map-route__swatch" style={{ background: line.color }} aria-hidden="true" />
            {line.name}
          </h3>
          <ol
            className="product-line__stops"
            aria-labelledby={`product-line-${line.id}`}
            style={{ "--line-color": line.color } as React.CSSProperties}
          >
            {line.stops.map((stop, i) => (
              <li key={i}>{stop}</li>
            ))}
          </ol>
        </div>
      ))}
      <p>
        <Link className="product-lines__map" to={mapHref(locale, city, lines[0]?.id)} data-testid="product-map-link">
          <Icon name="map" size={20} /> {t("product.seeMap")}
        </Link>
      </p>
    </section>
  );
}

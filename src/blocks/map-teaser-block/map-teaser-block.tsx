import { graphql } from "gatsby";
import React from "react";
import { Icon } from "../../components/icon";
import { LocalizedLink } from "../../components/localized-link";
import { useT } from "../../i18n/use-t";
import { useBlockData } from "../block-context";
import type { BlockOf } from "../types";

export const fragment = graphql`
  fragment MapTeaserBlock on Payload_MapTeaserBlock {
    id
    title
    text
  }
`;

/** A link to the interactive map: Leaflet loads only on the map page itself. */
export function MapTeaserBlock({ block }: { block: BlockOf<"Payload_MapTeaserBlock"> }) {
  const t = useT();
  const { locale, cityId } = useBlockData();
  return (
    <section className="block map-teaser-block">
      <Icon name="map" size={40} className="icon map-teaser-block__icon" />
      <div>
        {block.title && <h2>{block.title}</h2>}
        {block.text && <p>{block.text}</p>}
        {cityId && (
          <LocalizedLink className="button" to="city-map" locale={locale} params={{ city: cityId }}>
            {t("map.open")}
          </LocalizedLink>
        )}
      </div>
    </section>
  );
}

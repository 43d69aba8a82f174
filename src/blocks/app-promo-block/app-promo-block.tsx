import { graphql } from "gatsby";
import React from "react";
import { StoreRating } from "../../components/store-rating";
import { useT } from "../../i18n/use-t";
import { safeHref } from "../../../domain/safe-href";
import { useBlockData } from "../block-context";
import type { BlockOf } from "../types";
import { pushEvent } from "../../analytics/data-layer";
import { outboundAppEvent } from "../../analytics/events";

export const fragment = graphql`
  fragment AppPromoBlock on Payload_AppPromoBlock {
    id
    title
    text
  }
`;

export function AppPromoBlock({ block }: { block: BlockOf<"Payload_AppPromoBlock"> }) {
  const t = useT();
  const { app } = useBlockData();
  const iosUrl = safeHref(app?.iosUrl);
  const androidUrl = safeHref(app?.androidUrl);
  return (
    <section className="block app-promo-block">
      {block.title && <h2>{block.title}</h2>}
      {block.text && <p>{block.text}</p>}
      {app && (
        <p className="app-promo-block__links">
          {iosUrl && (
            <span className="app-promo-block__store">
              <a
                className="button button--secondary"
                href={iosUrl}
                rel="noopener"
                data-analytics="own"
                onClick={() => pushEvent(outboundAppEvent("ios"))}
              >
                {t("app.ios")}
              </a>
              <StoreRating rating={app.rankingAppIos} />
            </span>
          )}
          {androidUrl && (
            <span className="app-promo-block__store">
              <a
                className="button button--secondary"
                href={androidUrl}
                rel="noopener"
                data-analytics="own"
                onClick={() => pushEvent(outboundAppEvent("android"))}
              >
                {t("app.android")}
              </a>
              <StoreRating rating={app.rankingAppAndroid} />
            </span>
          )}
        </p>
      )}
    </section>
  );
}

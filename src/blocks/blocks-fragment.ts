import { graphql } from "gatsby";

/** The blocks of a home page and of a page: every block fragment, spread by the page queries. */
export const blocksFragments = graphql`
  fragment HomePageBlocks on Payload_HomePage {
    blocks {
      __typename
      ...HeroBlock
      ...RichTextBlock
      ...OffersBlock
      ...ArticleTeasersBlock
      ...FeaturesBlock
      ...FaqListBlock
      ...AppPromoBlock
      ...MapTeaserBlock
    }
  }
  fragment PageBlocks on Payload_Page {
    blocks {
      __typename
      ...HeroBlock
      ...RichTextBlock
      ...OffersBlock
      ...ArticleTeasersBlock
      ...FeaturesBlock
      ...FaqListBlock
      ...AppPromoBlock
      ...MapTeaserBlock
    }
  }
`;

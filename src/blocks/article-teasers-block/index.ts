export { ArticleTeasersBlock } from "./article-teasers-block";

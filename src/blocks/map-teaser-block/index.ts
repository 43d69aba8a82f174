export { MapTeaserBlock } from "./map-teaser-block";

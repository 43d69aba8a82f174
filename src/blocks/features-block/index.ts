export { FeaturesBlock } from "./features-block";

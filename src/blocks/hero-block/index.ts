export { HeroBlock } from "./hero-block";

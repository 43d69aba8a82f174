export { FaqListBlock } from "./faq-list-block";

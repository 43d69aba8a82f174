export { wrapRootElement } from "./src/layout/wrap-root-element";

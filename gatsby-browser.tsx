import "./src/styles/global.css";
export { wrapRootElement } from "./src/layout/wrap-root-element";

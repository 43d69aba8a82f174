export { RichTextBlock } from "./rich-text-block";

/* eslint-disable */
// Generated: scripts/codegen-split-documents.ts (types in types.ts, one module per document, docs/adr/0356).
export * from './types';
export { DropHeldCartDocument } from './documents/DropHeldCartDocument';

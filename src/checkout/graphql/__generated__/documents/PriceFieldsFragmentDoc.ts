/* eslint-disable */
// Generated: scripts/codegen-split-documents.ts (one module per document, docs/adr/0356). Do not edit.
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { PriceFieldsFragment } from '../types';

export const PriceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Price"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"original"}},{"kind":"Field","name":{"kind":"Name","value":"retail"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyPrecision"}}]}}]} as unknown as DocumentNode<PriceFieldsFragment, unknown>;

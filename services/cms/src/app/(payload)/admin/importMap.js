import { PublishStatusField as PublishStatusField_e09f65e1f3fb784f38ecdf9bfa2107b2 } from '../../../components/publish-status'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  '/components/publish-status#PublishStatusField': PublishStatusField_e09f65e1f3fb784f38ecdf9bfa2107b2,
  '@payloadcms/next/rsc#CollectionCards': CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
}

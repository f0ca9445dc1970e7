/** Public entry of content: the back-office's news, artists and programme, edited through the CMS. */
export { CONTENT_COLLECTIONS, CONTENT_KINDS, type ContentCollection, type ContentKind } from './collections.js';
export { createCmsClient, type CmsClient } from './cms-client.js';
export { createContentService, type ContentService } from './service.js';

/**
 * Routes of the editorial API (/api/editorial/*, README « API éditoriale »): content-api routes,
 * authenticated by Strapi's API-token strategy. Only the « Back-office (édition) » custom token
 * holds these actions (src/bootstrap/api-token.ts); the public role never gets them
 * (src/bootstrap/permissions.ts only grants find/findOne of content types), and read-only
 * tokens cannot call them because no action is named find/findOne.
 *
 * `/editorial/media` and `/editorial/translations` are declared before `/editorial/:collection`,
 * which would match them too.
 */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/editorial/media', handler: 'editorial.media', config: { policies: [] } },
    { method: 'GET', path: '/editorial/translations', handler: 'editorial.translations', config: { policies: [] } },
    { method: 'GET', path: '/editorial/:collection', handler: 'editorial.list', config: { policies: [] } },
    { method: 'POST', path: '/editorial/:collection', handler: 'editorial.create', config: { policies: [] } },
    { method: 'GET', path: '/editorial/:collection/:documentId', handler: 'editorial.get', config: { policies: [] } },
    { method: 'PUT', path: '/editorial/:collection/:documentId', handler: 'editorial.update', config: { policies: [] } },
    { method: 'POST', path: '/editorial/:collection/:documentId/publish', handler: 'editorial.publish', config: { policies: [] } },
    { method: 'POST', path: '/editorial/:collection/:documentId/unpublish', handler: 'editorial.unpublish', config: { policies: [] } },
  ],
};

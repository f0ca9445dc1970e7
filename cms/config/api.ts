/** Content REST API (`/api/*`). */
export default {
  rest: {
    defaultLimit: 25,
    // The site fetches whole collections (line-up, programme) in one page.
    maxLimit: 200,
    withCount: true,
  },
};

/**
 * The one place zod is imported from: it switches zod's built-in messages to French once, so
 * every schema (env, request bodies, later the schemas shared with the site's islands) produces
 * messages a French-speaking person can read without each schema repeating them.
 */
import * as z from 'zod';

z.config(z.locales.fr());

export { z };

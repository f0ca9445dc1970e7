/** Public entry of health: `GET /api/health` (database and dependencies answering). */
export { healthRouter } from './routes.js';

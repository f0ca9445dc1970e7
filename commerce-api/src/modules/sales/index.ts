/** Public entry of sales reporting: the dashboard's figures and charts (`GET /api/admin/stats`). */
export { createSalesService, type AdminStats, type CheckInsPerHour, type CheckInsPerHourSource, type SalesService } from './service.js';

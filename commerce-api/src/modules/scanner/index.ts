/** Public entry of scanner: door check-in (a verdict per scanned code), live counts and the scan log. */
export * from './models.js';
export { createScannerService, type ScannerService, type ScannerSummary } from './service.js';

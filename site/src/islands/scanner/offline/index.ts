/** The door engine: the scanner screen's only way to the API and to the device's offline data. */
export { createDoorEngine, DoorError, IDLE_DOOR_STATE, CHECK_IN_TIMEOUT_MS, DOCUMENT_LIFETIME_MS, PROBE_INTERVAL_MS, SYNC_INTERVAL_MS } from './engine';
export { UPLOAD_BATCH, uploadDoorQueue, wipeDoorData } from './queue';
export type { CreateDoorEngine, DoorEngine, DoorEngineDeps, DoorMode, DoorState, DoorVerdict } from './types';

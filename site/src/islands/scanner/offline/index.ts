/** The door engine: the scanner screen's only way to the API and to the device's offline data. */
export { createDoorEngine, DoorError, IDLE_DOOR_STATE, CHECK_IN_TIMEOUT_MS, PROBE_INTERVAL_MS, SYNC_INTERVAL_MS, UPLOAD_BATCH } from './engine';
export type { CreateDoorEngine, DoorEngine, DoorEngineDeps, DoorMode, DoorState, DoorVerdict } from './types';

import { FestivalSettingsAnswer, type FestivalSettingsUpdate, type FestivalSettingsView } from '@kizomba/api-contract/admin/festival-settings';
import {
  AdminWaitingEntryAnswer,
  AdminWaitingListDetail,
  AdminWaitingListList,
  type AdminWaitingEntryView,
  type AdminWaitingListSummary,
} from '@kizomba/api-contract/admin/waiting-lists';
import { api, type CallOptions } from './client';

/**
 * The back-office calls for the festival's own rules (docs/back-office.md « Festival settings »)
 * and its waiting lists (« Waiting lists »).
 */
export type {
  AdminWaitingEntryView as AdminWaitingEntry,
  AdminWaitingListDetail,
  AdminWaitingListSummary as AdminWaitingList,
  AdminWaitingOfferView as AdminWaitingOffer,
} from '@kizomba/api-contract/admin/waiting-lists';
export type { FestivalSettingsUpdate as FestivalSettingsInput, FestivalSettingsView as FestivalSettings } from '@kizomba/api-contract/admin/festival-settings';
export { FESTIVAL_SETTINGS_LIMITS } from '@kizomba/api-contract/admin/festival-settings';

export async function getFestivalSettings({ client = api, signal }: CallOptions = {}): Promise<FestivalSettingsView> {
  return (await client.get('/admin/festival-settings', FestivalSettingsAnswer, { signal })).settings;
}

/** Replaces every setting at once. */
export async function saveFestivalSettings(input: FestivalSettingsUpdate, { client = api, signal }: CallOptions = {}): Promise<FestivalSettingsView> {
  return (await client.put('/admin/festival-settings', input, FestivalSettingsAnswer, { signal })).settings;
}

/* ---------- Waiting lists ---------- */


export function listWaitingLists({ client = api, signal }: CallOptions = {}): Promise<AdminWaitingListSummary[]> {
  return client.get('/admin/waiting-lists', AdminWaitingListList, { signal });
}

export function getWaitingList(ticketTypeId: number, { client = api, signal }: CallOptions = {}): Promise<AdminWaitingListDetail> {
  return client.get(`/admin/waiting-lists/${ticketTypeId}`, AdminWaitingListDetail, { signal });
}

/** Takes someone off a list (their offer in flight, if any, passes to the next person). */
export async function removeWaitingEntry(id: number, { client = api, signal }: CallOptions = {}): Promise<AdminWaitingEntryView> {
  return (await client.delete(`/admin/waiting-lists/entries/${id}`, AdminWaitingEntryAnswer, { signal })).entry;
}

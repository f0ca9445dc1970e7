/**
 * Publish webhook → site rebuild (ARCHITECTURE.md, docs/runtime.md). Webhooks cannot be declared
 * in Strapi's config, so it is kept in sync here: created on first boot, updated when the URL,
 * secret or event list changed, and registered in the running webhook runner (Strapi's own
 * webhooks provider has already loaded the stored ones before this bootstrap runs, so an
 * unchanged webhook must NOT be added again: it would fire twice).
 */
import type { Core } from '@strapi/strapi';

export const REBUILD_WEBHOOK_NAME = 'Reconstruction du site';
export const REBUILD_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];

interface Webhook {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

export function rebuildWebhookFromEnv(env: NodeJS.ProcessEnv): Omit<Webhook, 'id'> | null {
  const secret = env.SITE_REBUILD_SECRET;
  if (!secret) return null;
  const url = env.SITE_REBUILD_URL?.trim() || `http://127.0.0.1:${env.SITE_PORT?.trim() || '4321'}/_hooks/cms-publish`;
  return {
    name: REBUILD_WEBHOOK_NAME,
    url,
    headers: { 'x-rebuild-secret': secret },
    events: [...REBUILD_EVENTS],
    isEnabled: true,
  };
}

const sameWebhook = (a: Omit<Webhook, 'id'>, b: Omit<Webhook, 'id'>) =>
  a.url === b.url &&
  a.isEnabled === b.isEnabled &&
  JSON.stringify(a.headers ?? {}) === JSON.stringify(b.headers ?? {}) &&
  [...a.events].sort().join() === [...b.events].sort().join();

export async function ensureRebuildWebhook(strapi: Core.Strapi, env: NodeJS.ProcessEnv): Promise<'created' | 'updated' | 'unchanged' | 'skipped'> {
  const wanted = rebuildWebhookFromEnv(env);
  if (!wanted) {
    strapi.log.info('[kizomba] SITE_REBUILD_SECRET absent : webhook de reconstruction du site non configuré.');
    return 'skipped';
  }
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = ((await store.findWebhooks()) as Webhook[]).find((webhook) => webhook.name === REBUILD_WEBHOOK_NAME);

  if (!existing) {
    const created = await store.createWebhook(wanted);
    runner.add(created);
    strapi.log.info(`[kizomba] Webhook de reconstruction créé → ${wanted.url}`);
    return 'created';
  }
  if (sameWebhook(existing, wanted)) return 'unchanged';

  const updated = await store.updateWebhook(existing.id, wanted);
  runner.update(updated);
  strapi.log.info(`[kizomba] Webhook de reconstruction mis à jour → ${wanted.url}`);
  return 'updated';
}

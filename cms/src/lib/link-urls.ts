/**
 * Links the site renders as `href` from CMS fields (hotel booking, artist Instagram, the
 * festival's social accounts, the photo generator): absolute http(s) URLs only, checked on every
 * save whatever the way in (admin panel, REST, editorial API, seed), through a document service
 * middleware registered in src/index.ts. The site checks again when it builds (site/src/lib/cms.ts).
 */
import { errors } from '@strapi/utils';

/** An absolute `http:`/`https:` URL with a host; nothing else may become a link. */
export function isWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

/** The link fields of each content type, with their label in the admin panel's language. */
export const LINK_FIELDS: Readonly<Record<string, ReadonlyArray<{ field: string; label: string; inComponentList?: string }>>> = {
  'api::hotel.hotel': [{ field: 'bookingUrl', label: 'Lien de réservation (bookingUrl)' }],
  'api::artist.artist': [{ field: 'instagram', label: 'Instagram' }],
  'api::site-setting.site-setting': [
    { field: 'photoGeneratorUrl', label: 'Générateur de photos (photoGeneratorUrl)' },
    { field: 'url', label: 'Réseau social (url)', inComponentList: 'socialLinks' },
  ],
};

export interface LinkProblem {
  path: string[];
  message: string;
  name: 'ValidationError';
  value: string;
}

/** The link fields of `data` (a create/update payload of `uid`) that are not web URLs. */
export function linkProblems(uid: string, data: unknown): LinkProblem[] {
  const fields = LINK_FIELDS[uid];
  if (!fields || !data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const problems: LinkProblem[] = [];
  const check = (path: string[], label: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '' || isWebUrl(value)) return;
    problems.push({
      path,
      value,
      name: 'ValidationError',
      message: `« ${label} » doit être une adresse web complète commençant par https:// (ou http://).`,
    });
  };
  for (const { field, label, inComponentList } of fields) {
    if (!inComponentList) {
      check([field], label, record[field]);
      continue;
    }
    const list = record[inComponentList];
    if (!Array.isArray(list)) continue;
    list.forEach((item, index) => {
      if (item && typeof item === 'object') check([inComponentList, String(index), field], label, (item as Record<string, unknown>)[field]);
    });
  }
  return problems;
}

interface DocumentContext {
  uid: string;
  action: string;
  params?: { data?: unknown };
}

/** Document service middleware: refuses a create/update whose link fields are not web URLs. */
export async function refuseUnsafeLinks(context: DocumentContext, next: () => Promise<unknown>): Promise<unknown> {
  if (context.action === 'create' || context.action === 'update') {
    const problems = linkProblems(context.uid, context.params?.data);
    if (problems.length > 0) {
      throw new errors.ValidationError(problems.length === 1 ? problems[0]!.message : `${problems.length} liens invalides.`, { errors: problems });
    }
  }
  return next();
}

/**
 * Service of the editorial API (README « API éditoriale »): reads and writes entries through the
 * document service, so that Strapi fires its usual entry.create/update/publish/unpublish events
 * (src/bootstrap/webhook.ts rebuilds the site on them) exactly as an editor's click would.
 *
 * Bodies arrive already validated and normalised (src/lib/editorial.ts); what needs the
 * database is checked here: referenced image files and artists exist, a slug is free.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  type CollectionSpec,
  type FieldError,
  entryPopulate,
  fieldsOfKind,
  frenchPublishError,
  missingRequiredMedia,
  toEntry,
  toMediaItem,
} from '../../../lib/editorial';
import { CMS_LOCALES } from '../../../lib/locales';
import { TRANSLATABLE_TYPES, typeStatus, type VersionRow } from '../../../lib/translation-status';

type Row = { id: number; documentId: string; updatedAt?: string; publishedAt?: string | null; [field: string]: unknown };

/** The subset of the document service used here (typed loosely: the uid is chosen at runtime). */
interface Documents {
  findMany(params: Record<string, unknown>): Promise<Row[]>;
  findOne(params: Record<string, unknown>): Promise<Row | null>;
  count(params: Record<string, unknown>): Promise<number>;
  create(params: Record<string, unknown>): Promise<Row>;
  update(params: Record<string, unknown>): Promise<Row | null>;
  publish(params: Record<string, unknown>): Promise<unknown>;
  unpublish(params: Record<string, unknown>): Promise<unknown>;
}

const FILE_UID = 'plugin::upload.file';
export const MEDIA_LIMIT = 200;

const validationError = (fieldErrors: FieldError[]) =>
  new errors.ValidationError(
    fieldErrors.length === 1 ? (fieldErrors[0] as FieldError).message : `${fieldErrors.length} champs invalides.`,
    { errors: fieldErrors },
  );

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = (spec: CollectionSpec) => strapi.documents(spec.uid as never) as unknown as Documents;

  const notFound = (spec: CollectionSpec, documentId: string) =>
    new errors.NotFoundError(`Aucune entrée « ${documentId} » dans « ${spec.path} ».`);

  /** Published versions of the given documents (or of all), by documentId. */
  async function publishedVersions(spec: CollectionSpec, documentIds?: string[]): Promise<Map<string, Row>> {
    const rows = await documents(spec).findMany({
      status: 'published',
      fields: ['documentId', 'updatedAt', 'publishedAt'],
      ...(documentIds ? { filters: { documentId: { $in: documentIds } } } : {}),
      limit: -1,
    });
    return new Map(rows.map((row) => [row.documentId, row]));
  }

  async function findDraft(spec: CollectionSpec, documentId: string): Promise<Row | null> {
    return documents(spec).findOne({ documentId, status: 'draft', populate: entryPopulate(spec) });
  }

  /** Database checks of a validated body; `documentId` is the entry being edited, if any. */
  async function checkReferences(spec: CollectionSpec, data: Record<string, unknown>, documentId?: string): Promise<void> {
    const problems: FieldError[] = [];
    for (const name of fieldsOfKind(spec, 'media')) {
      const id = data[name];
      if (typeof id !== 'number') continue;
      const file = await strapi.db.query(FILE_UID).findOne({ where: { id }, select: ['id', 'mime'] });
      if (!file) {
        problems.push({ path: [name], message: `Aucun fichier n° ${id} dans la médiathèque.`, name: 'ValidationError', value: id });
      } else if (!String(file.mime ?? '').startsWith('image/')) {
        problems.push({ path: [name], message: `Le fichier n° ${id} n'est pas une image.`, name: 'ValidationError', value: id });
      }
    }
    for (const [name, field] of Object.entries(spec.fields)) {
      if (field.kind !== 'documentIds' || !Array.isArray(data[name]) || (data[name] as string[]).length === 0) continue;
      const wanted = data[name] as string[];
      const found = await (strapi.documents(field.target as never) as unknown as Documents).findMany({
        status: 'draft',
        filters: { documentId: { $in: wanted } },
        fields: ['documentId'],
        limit: -1,
      });
      const known = new Set(found.map((row) => row.documentId));
      const missing = wanted.filter((id) => !known.has(id));
      if (missing.length > 0) {
        problems.push({ path: [name], message: `Artiste(s) introuvable(s) : ${missing.join(', ')}.`, name: 'ValidationError', value: missing });
      }
    }
    // Strapi checks uid uniqueness only at publication (drafts are not validated for it): a
    // clash is reported now, while the editor is still on the form.
    if (typeof data.slug === 'string') {
      const taken = await documents(spec).count({
        status: 'draft',
        filters: { slug: data.slug, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
      });
      if (taken > 0) {
        problems.push({ path: ['slug'], message: `Le slug « ${data.slug} » est déjà utilisé par une autre entrée.`, name: 'ValidationError', value: data.slug });
      }
    }
    if (problems.length > 0) throw validationError(problems);
  }

  /** A unique slug from the title/name (Strapi's own generator, as the admin's « regenerate »). */
  async function generateSlug(spec: CollectionSpec, data: Record<string, unknown>): Promise<string | null> {
    const source = data[spec.titleField];
    if (typeof source !== 'string' || source.trim() === '') return null;
    const slug: string = await strapi.plugin('content-manager').service('uid').generateUIDField({
      contentTypeUID: spec.uid,
      field: 'slug',
      data: { [spec.titleField]: source },
    });
    return slug || null;
  }

  return {
    async get(spec: CollectionSpec, documentId: string) {
      const draft = await findDraft(spec, documentId);
      if (!draft) throw notFound(spec, documentId);
      const published = await publishedVersions(spec, [documentId]);
      return toEntry(spec, draft, published.get(documentId));
    },

    async list(spec: CollectionSpec) {
      const [drafts, published] = await Promise.all([
        documents(spec).findMany({ status: 'draft', populate: entryPopulate(spec), sort: spec.sort, limit: -1 }),
        publishedVersions(spec),
      ]);
      return drafts.map((draft) => toEntry(spec, draft, published.get(draft.documentId)));
    },

    async create(spec: CollectionSpec, data: Record<string, unknown>) {
      const values = { ...data };
      if (spec.fields.slug && (values.slug === undefined || values.slug === null)) {
        const slug = await generateSlug(spec, values);
        if (slug) values.slug = slug;
        else delete values.slug;
      }
      await checkReferences(spec, values);
      const created = await documents(spec).create({ data: values });
      return this.get(spec, created.documentId);
    },

    async update(spec: CollectionSpec, documentId: string, data: Record<string, unknown>) {
      const draft = await findDraft(spec, documentId);
      if (!draft) throw notFound(spec, documentId);
      // Nothing to change: the draft is left alone (saving it would mark it « modified »).
      if (Object.keys(data).length === 0) return this.get(spec, documentId);
      await checkReferences(spec, data, documentId);
      await documents(spec).update({ documentId, data });
      return this.get(spec, documentId);
    },

    async publish(spec: CollectionSpec, documentId: string) {
      const draft = await findDraft(spec, documentId);
      if (!draft) throw notFound(spec, documentId);
      const missingMedia = missingRequiredMedia(spec, draft);
      // One transaction around Strapi's publication: when a required image is missing (which
      // Strapi 5.54 does not check) the publication is rolled back, and so is its webhook event
      // (emitted on commit only); Strapi's own errors and ours are reported together.
      await strapi.db.transaction(async () => {
        let strapiError: InstanceType<typeof errors.ValidationError> | null = null;
        try {
          await documents(spec).publish({ documentId });
        } catch (error) {
          if (!(error instanceof errors.ValidationError)) throw error;
          strapiError = error;
        }
        if (strapiError || missingMedia.length > 0) {
          const french = frenchPublishError(strapiError?.message ?? null, strapiError?.details ?? {}, missingMedia);
          throw new errors.ValidationError(french.message, french.details);
        }
      });
      return this.get(spec, documentId);
    },

    async unpublish(spec: CollectionSpec, documentId: string) {
      const draft = await findDraft(spec, documentId);
      if (!draft) throw notFound(spec, documentId);
      await documents(spec).unpublish({ documentId });
      return this.get(spec, documentId);
    },

    /**
     * Per French entry and locale: translation missing, older than the French, or up to date
     * (README « État des traductions »). Compares the versions editors last saved: the drafts
     * of Draft & Publish types, the only version of the others.
     */
    async translations() {
      const entries = [];
      for (const type of TRANSLATABLE_TYPES) {
        const contentType = strapi.contentType(type.uid as never) as { options?: { draftAndPublish?: boolean } };
        const rows = (await strapi.db.query(type.uid as never).findMany({
          where: contentType.options?.draftAndPublish ? { publishedAt: null } : {},
          select: ['documentId', 'locale', 'updatedAt', ...(type.nameField ? [type.nameField] : [])],
        })) as VersionRow[];
        entries.push(...typeStatus(type, rows));
      }
      return { locales: CMS_LOCALES, entries };
    },

    async media() {
      const files = await strapi.db.query(FILE_UID).findMany({
        where: { mime: { $startsWith: 'image/' } },
        select: ['id', 'name', 'url', 'width', 'height', 'formats', 'createdAt'],
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: MEDIA_LIMIT,
      });
      return (files as Record<string, unknown>[]).map(toMediaItem);
    },
  };
};

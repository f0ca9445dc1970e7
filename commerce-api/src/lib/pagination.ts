/**
 * Pages of the back-office lists: `?page=1&pageSize=20` validated by `paginationFields`, the
 * defaults applied by `pageOf`, and the `Page<T>` every list answers.
 */
import { z } from './zod.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** Query fields of a paginated list (spread into the list's `z.object`). */
export const paginationFields = {
  page: z.coerce
    .number({ error: 'Le numéro de page doit être un nombre.' })
    .int({ error: 'Le numéro de page doit être un nombre entier.' })
    .min(1, { error: 'Le numéro de page doit être au moins 1.' })
    .max(100_000, { error: 'Ce numéro de page est trop grand.' })
    .optional(),
  pageSize: z.coerce
    .number({ error: 'La taille de page doit être un nombre.' })
    .int({ error: 'La taille de page doit être un nombre entier.' })
    .min(1, { error: 'La taille de page doit être au moins 1.' })
    .max(MAX_PAGE_SIZE, { error: `La taille de page ne peut pas dépasser ${MAX_PAGE_SIZE}.` })
    .optional(),
};

export interface PageArgs {
  page: number;
  pageSize: number;
}

/** The page asked for, with the defaults (page 1 of 20). */
export const pageOf = (query: { page?: number; pageSize?: number }): PageArgs => ({ page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE });

/** `limit`/`offset` of a page, for `findAll`/`findAndCountAll`. */
export const pageWindow = ({ page, pageSize }: PageArgs) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** One page of a list, with the total over the whole filter. */
export interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
}

import * as z from 'zod/mini';

/**
 * Tolerant field schemas. The site never trusts an answer's shape: a field that is missing or of
 * the wrong kind reads as its neutral value (0, '', null, [], false) instead of failing the whole
 * answer, so a partial answer still renders. What a screen cannot do without (an id, the envelope
 * itself) stays strict in the area schemas, and a failure there is the client's generic error.
 *
 * The output types are what the API's services answer: `z.infer` of a schema built from these is
 * the view type on both sides.
 */

/** A finite number; a numeric string is read as its number. */
const finite = z.pipe(
  z.union([z.number(), z.pipe(z.string(), z.transform((text) => (text.trim() === '' ? Number.NaN : Number(text))))]),
  z.number(),
);

/** A number, else 0. */
export const num = z.catch(finite, 0);

/** A number, else null. */
export const numOrNull = z.catch(z.nullable(finite), null);

/** A strictly required number (an id). */
export const id = finite;

/** A text (a number as its digits), else ''. */
export const text = z.catch(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), '');

/** A text that is not blank, else null. */
export const textOrNull = z.catch(
  z.pipe(
    z.nullable(z.union([z.string(), z.pipe(z.number(), z.transform(String))])),
    z.transform((value) => (value === null || value.trim() === '' ? null : value)),
  ),
  null,
);

/** A non-blank text: what an id, a number or a code must be. */
export const requiredText = z.pipe(
  z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
  z.string().check(z.refine((value) => value.trim() !== '')),
);

/** A boolean, else `fallback`. */
export const flag = (fallback = false) => z.catch(z.boolean(), fallback);

/** One of `values`, else `fallback`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.catch(z.enum(values), fallback);
}

/** The texts of an array (anything else dropped), else []. */
export const texts = z.catch(
  z.pipe(
    z.array(z.unknown()),
    z.transform((items) => items.filter((item): item is string => typeof item === 'string' && item !== '')),
  ),
  [],
);

/** The entries of an array that `item` reads (the others dropped), else []. */
export function list<T extends z.core.$ZodType>(item: T) {
  return z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((items) =>
        items.flatMap((entry) => {
          const parsed = z.safeParse(item, entry);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        }),
      ),
    ),
    [] as z.output<T>[],
  );
}

/**
 * One page of a paginated list: `{ data, page, pageSize, total }` (`?page&pageSize`), plus the
 * `extra` fields a list answers beside it (an unread count, totals).
 */
export function page<T extends z.core.$ZodType, E extends z.core.$ZodShape = {}>(item: T, extra: E = {} as E) {
  type Raw = z.output<z.ZodMiniObject<E>> & { data: z.output<T>[]; page: number | null; pageSize: number | null; total: number | null };
  // The generic shape defeats zod's inference: the object's output is named by hand.
  const fields = z.object({ ...extra, data: list(item), page: numOrNull, pageSize: numOrNull, total: numOrNull }) as unknown as z.ZodMiniType<Raw>;
  return z.pipe(
    fields,
    z.transform((raw: Raw) => {
      return {
        ...raw,
        page: Math.max(1, raw.page || 1),
        pageSize: Math.max(1, raw.pageSize || raw.data.length || 20),
        total: raw.total ?? raw.data.length,
      };
    }),
  );
}

/** A page as the API answers it. */
export interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The `data` list of a `{ data: [...] }` answer. */
export function dataList<T extends z.core.$ZodType>(item: T) {
  return z.pipe(
    z.object({ data: list(item) }),
    z.transform((body) => body.data),
  );
}

/** An answer whose body the caller does not read (a 204, a `{ ok: true }`). */
export const Ignored = z.unknown();

/** `{ message }`: the French sentence to show, or null. */
export const MessageAnswer = z.pipe(
  z.catch(z.object({ message: textOrNull }), { message: null }),
  z.transform((body) => body.message),
);

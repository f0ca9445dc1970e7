/**
 * Money is integer cents everywhere inside the API (storage and arithmetic); euros exist only at
 * the HTTP edge (`price: 149` or `149.5`), as the site formats them with Intl for display.
 */

/** 14950 → 149.5. Division of an integer by 100 yields the closest double, which JSON prints exactly. */
export function centsToEuros(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new TypeError(`montant en centimes invalide : ${cents}`);
  return cents / 100;
}

/** 149.5 → 14950. Refuses sub-cent amounts instead of silently rounding someone's money. */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new TypeError(`montant en euros invalide : ${euros}`);
  const cents = Math.round(euros * 100);
  if (Math.abs(cents - euros * 100) > 1e-6) throw new RangeError(`montant avec plus de 2 décimales : ${euros}`);
  return cents;
}

/**
 * French typography for CMS texts: the spaces that must not break.
 *
 * Editors type ordinary spaces; on a narrow phone a line may then start with "»", "?" or "h".
 * French uses a no-break space inside guillemets and a narrow no-break space before ; : ! ?,
 * and keeps numbers with their unit ("5 h", "1 h 30", "149 €").
 */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

export function frenchTypography(text: string): string {
  return (
    text
      .replace(/« +/g, `«${NBSP}`)
      .replace(/ +»/g, `${NBSP}»`)
      // Only when the editor already put a space: "14:00" and "https://" stay untouched.
      .replace(/ +([;:!?])/g, `${NNBSP}$1`)
      .replace(/(\d) +(h|min|€|%|km|m)(?![\p{L}\d])/gu, `$1${NBSP}$2`)
      .replace(/(\d)(\u00a0h) +(\d)/g, `$1$2${NBSP}$3`)
  );
}

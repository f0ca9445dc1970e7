/**
 * The error wiring of a form whose errors are keyed by field: `control(key)` gives the control's
 * aria-invalid / aria-describedby, `field(key)` the matching `error` / `errorId` of its field.
 */
export function fieldErrors<K extends string>(id: string, errors: Partial<Record<K, string>>) {
  const errorId = (key: K) => `${id}-${key}-error`;
  return {
    control: (key: K) => ({
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': errors[key] ? errorId(key) : undefined,
    }),
    field: (key: K) => ({ error: errors[key], errorId: errorId(key) }),
  };
}

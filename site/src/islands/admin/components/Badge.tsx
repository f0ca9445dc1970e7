import type { ReactNode } from 'react';

export type Tone = 'ok' | 'warn' | 'bad' | 'muted' | 'info' | 'strong' | 'accent';

/** A coloured status pill; `tone` picks the colour. */
export function Badge({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <span className={`admin-pill admin-pill--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}

const TONES: Record<string, Tone> = {
  admin: 'strong',
  scanner: 'info',
  new: 'accent',
  answered: 'ok',
  completed: 'ok',
  valid: 'ok',
  disabled: 'bad',
  failed: 'bad',
  cancelled: 'bad',
};

/** The tone of a role or a status value (an order's, a ticket's, a message's); muted otherwise. */
export function statusTone(value: string): Tone {
  return TONES[value] ?? 'muted';
}

import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../../components/react/Icon';
import type { IconName } from '../../lib/icons';

/**
 * The result panel of the auth pages (« Vérifiez vos e-mails », an expired link…): a heading
 * that takes focus when it appears (screen readers hear it, keyboard users start from it).
 */
export function AuthNotice({
  title,
  icon = 'mail',
  tone = 'info',
  children,
}: {
  title: string;
  icon?: IconName;
  tone?: 'info' | 'error';
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`auth-notice auth-notice--${tone}`}>
      <span className="auth-notice__icon" aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <h2 className="auth-notice__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}

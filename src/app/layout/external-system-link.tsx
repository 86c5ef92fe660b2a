import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { VisuallyHidden } from '@mantine/core';
import type { SystemCode } from '../../shared/config/city';
import { useT } from '../../shared/i18n/language';

/** Sibling systems open in a new tab through the transit page, which checks the login kind they need. */
export function ExternalSystemLink({
  code,
  className,
  children,
}: {
  code: SystemCode;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Link
      to="/platformTtransit"
      search={{ systemCode: code }}
      target="_blank"
      rel="noopener"
      className={className}
    >
      {children}
      <VisuallyHidden>{t('nav.external')}</VisuallyHidden>
    </Link>
  );
}

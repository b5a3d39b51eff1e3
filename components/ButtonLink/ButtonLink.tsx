import type { ReactNode } from 'react';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './ButtonLink.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'onDark';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  newTab?: boolean;
}

/** A link that looks like a button: navigation, never an action. */
export function ButtonLink({ href, children, variant = 'primary', newTab }: ButtonLinkProps) {
  return (
    <SiteLink href={href} newTab={newTab} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </SiteLink>
  );
}

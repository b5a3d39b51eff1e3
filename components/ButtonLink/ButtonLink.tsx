import type { ReactNode } from 'react';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './ButtonLink.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'onDark';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  newTab?: boolean;
  /** An accessible name that starts with the visible label and adds what it cannot show (SiteLink). */
  label?: string;
}

/** A link that looks like a button: navigation, never an action. */
export function ButtonLink({ href, children, variant = 'primary', newTab, label }: ButtonLinkProps) {
  return (
    <SiteLink href={href} newTab={newTab} label={label} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </SiteLink>
  );
}

'use client';

import type { ReactNode } from 'react';
import styles from './PrintKitButton.module.css';

/**
 * Opens the browser's print dialog, which prints the role page as its kit (components/RoleKit). Its label and icon
 * come from the server as children, so this leaf ships nothing but the click. Without scripting it is not shown
 * (its module); before hydration a press does nothing, and the browser's own Print prints the same kit.
 */
export function PrintKitButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" className={styles.button} onClick={() => window.print()}>
      {children}
    </button>
  );
}

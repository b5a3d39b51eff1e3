import type { ReactNode } from 'react';
import styles from './CameraWorkspace.module.css';

/**
 * The band that holds a camera tool (the practice studio, a mock interview) under its page header. Without
 * JavaScript the tool cannot run: the band then says so in `noScript`, above the tool's static first step.
 */
export function CameraWorkspace({ noScript, children }: { noScript: string; children: ReactNode }) {
  return (
    <div className={styles.workspace}>
      <noscript>
        <p className={styles.noScript}>{noScript}</p>
      </noscript>
      {children}
    </div>
  );
}

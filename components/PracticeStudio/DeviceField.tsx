import type { DeviceOption } from './useMediaDevices';
import styles from './PracticeStudio.module.css';

/** The camera or microphone in use: a choice when there are several, otherwise just its name. */
export function DeviceField({
  id,
  label,
  options,
  value,
  disabled,
  onChoose,
}: {
  id: string;
  label: string;
  options: DeviceOption[];
  value: string;
  disabled: boolean;
  onChoose: (deviceId: string) => void;
}) {
  if (options.length < 2) {
    const only = options.find((option) => option.id === value) ?? options[0];
    return (
      <p className={styles.device}>
        <span className={styles.deviceLabel}>{label}</span> {only?.label}
      </p>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.deviceLabel}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} disabled={disabled} onChange={(event) => onChoose(event.target.value)}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

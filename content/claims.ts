const percent = 70;

/** SPEC.md §1 and §9: the site's one screening-time claim, written here only. */
export const screeningTimeSaved = { percent, label: `${percent}%` } as const;

/**
 * The site's 70 % claim, as a number: the share of screening time teams save. Import-free, so the savings
 * calculator's client leaf may compute with it; Home's figure is written from it too.
 */
export const screeningTimeSavedPercent = 70;

/** The claim as shown, e.g. '70%'. */
export const screeningTimeSavedLabel = `${screeningTimeSavedPercent}%`;

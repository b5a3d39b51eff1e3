export const demoPage = {
  /** The eyebrow every marketing page carries (docs/decisions.md, "One rule for words"). */
  eyebrow: 'Live Demos',
  heading: 'Explore Our Demo Interviews',
  lead: 'Open any interview to see exactly what a candidate sees: the questions, the timer and the recording flow.',
} as const;

/** Copy and constants of the demo grid (docs/requirements.md, "Demo list"). */
export const demoGrid = {
  loading: 'Loading demo interviews...',
  durationLabel: '10 mins',
  descriptionLimit: 120,
  unavailable: 'Demo interviews are unavailable right now. Please try again in a moment.',
  retry: 'Retry',
  /** Beside Retry when the list fails: the same demos, on the provider's video channel (new tab). */
  channelLabel: 'Video Channel',
  empty: 'No demo interviews are published at the moment.',
  openLabel: 'Open demo',
  noScript: 'The demo interviews need JavaScript, which is turned off or did not load in this browser.',
  noScriptLink: 'Ask us for a demo instead',
} as const;

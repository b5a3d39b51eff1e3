/**
 * The savings calculator's words. Import-free, like content/cookieBanner.ts: the calculator is a client leaf,
 * so what it imports ships to the browser. Sentences with figures are functions of already formatted text;
 * the page (content/savings.ts) passes the plan facts and the claim in as props.
 */

export const savingsFieldCopy = {
  roles: {
    label: 'Roles you hire for each month',
    hint: 'Open roles that get a first round of phone screens.',
  },
  applicants: {
    label: 'Applicants per role',
    hint: 'Applicants you screen by phone for each role.',
  },
  minutes: {
    label: 'Minutes per first‑round phone screen',
    hint: 'The call itself plus booking it and writing notes.',
  },
  hourlyCost: {
    label: 'Hourly cost of the screener, in US dollars',
    hint: 'Pay plus overheads for one hour of the person who screens.',
  },
} as const;

/** Ranges as the error messages name them. */
const range = (kind: 'count' | 'minutes' | 'usd', min: string, max: string) =>
  kind === 'usd' ? `an amount from ${min} to ${max}` : `a whole number from ${min} to ${max}`;

export const savingsCalculatorText = {
  inputsHeading: 'Your First Round Today',
  inputsLead: 'Change any figure: the result updates as you type.',
  dollarSign: '$',
  shareNote: 'This page’s address keeps your figures: copy it to share the result.',
  resultsHeading: 'What You Would Save Each Month',
  summary: (hours: string, dollars: string) => `You would save ${hours} hours and ${dollars} of screening time a month.`,
  /** Holds the results column's place while a figure is invalid. */
  pending: 'The breakdown comes back as soon as every figure is valid.',
  invalid: (count: number) =>
    count === 1
      ? 'Correct the highlighted figure to see your savings.'
      : `Correct the ${count} highlighted figures to see your savings.`,
  figures: {
    hoursSaved: 'Hours saved per month',
    costSaved: 'Cost saved per month',
    plan: 'Plan that fits',
    costPerInterview: 'Cost per interview',
  },
  planFigure: {
    trial: (trial: string, enterprise: string) => `${trial}, then ${enterprise}`,
    enterprise: (enterprise: string) => enterprise,
    beyond: 'Talk to us',
  },
  costPerInterviewFigure: {
    trial: (cost: string) => `${cost} after the trial`,
    enterprise: (cost: string) => cost,
    beyond: 'No published price',
  },
  plan: {
    trial: (screens: string, trial: string, trialInterviews: string, days: string, enterprise: string, price: string, included: string) =>
      `${trial}: your ${screens} interviews a month fit in the trial’s ${trialInterviews} interviews, free for ${days} days. To keep screening after the trial, ${enterprise} costs ${price} a month plus applicable tax for up to ${included} interviews a month.`,
    enterprise: (screens: string, enterprise: string, price: string, included: string) =>
      `${enterprise}: your ${screens} interviews a month fit in its ${included} interviews a month, at ${price} a month plus applicable tax.`,
    beyond: (screens: string, enterprise: string, included: string) =>
      `${screens} interviews a month is more than ${enterprise}'s ${included} a month, and no published plan covers it. Tell us your volume and we will suggest the right setup:`,
    contactLink: 'talk to us',
  },
  stepsHeading: 'How We Calculate It',
  steps: {
    screens: (roles: string, applicants: string, screens: string) =>
      `Phone screens per month: ${roles} roles × ${applicants} applicants per role = ${screens} screens. Each one becomes one video interview.`,
    hoursNow: (screens: string, minutes: string, hours: string) =>
      `Screening time today: ${screens} screens × ${minutes} minutes ÷ 60 minutes per hour = ${hours} hours a month.`,
    hoursSaved: (hoursNow: string, percent: string, hoursSaved: string) =>
      `Time saved: ${hoursNow} hours × ${percent} = ${hoursSaved} hours a month.`,
    costSaved: (hoursSaved: string, rate: string, dollars: string) =>
      `Cost saved: ${hoursSaved} hours × ${rate} an hour = ${dollars} a month.`,
    costPerInterview: (enterprise: string, price: string, screens: string, cost: string) =>
      `Cost per interview on ${enterprise}: ${price} a month ÷ ${screens} interviews = ${cost}.`,
    costPerInterviewBeyond: (screens: string) =>
      `Cost per interview: no published plan covers ${screens} interviews a month, so there is no published price per interview.`,
    net: (enterprise: string, saved: string, price: string, net: string) =>
      `Saving after paying for ${enterprise}: ${saved} − ${price} = ${net} a month, before tax.`,
    netNegative: 'At this volume the plan costs more than the screening time it saves.',
  },
  rounding:
    'Hours are rounded to one decimal place, dollar amounts to whole dollars and the cost per interview to the cent. Each step uses the unrounded figures of the step before.',
  errors: {
    empty: (kind: 'count' | 'minutes' | 'usd', min: string, max: string) => `Enter ${range(kind, min, max)}.`,
    format: (kind: 'count' | 'minutes' | 'usd', min: string, max: string) => `Use digits only: enter ${range(kind, min, max)}.`,
    whole: (kind: 'count' | 'minutes' | 'usd', min: string, max: string) => `No decimals here: enter ${range(kind, min, max)}.`,
    decimals: (kind: 'count' | 'minutes' | 'usd', min: string, max: string) =>
      `Use at most two decimals: enter ${range(kind, min, max)}.`,
    tooSmall: (kind: 'count' | 'minutes' | 'usd', min: string, max: string) => `That is below ${min}: enter ${range(kind, min, max)}.`,
    tooLarge: (kind: 'count' | 'minutes' | 'usd', min: string, max: string) =>
      `That is more than the calculator handles: enter ${range(kind, min, max)}.`,
  },
} as const;

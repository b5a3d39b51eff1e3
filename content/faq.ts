export const faqPage = {
  heading: 'Frequently Asked Questions',
} as const;

export const pricingPage = {
  heading: 'Simple Pricing for Every Hiring Team',
} as const;

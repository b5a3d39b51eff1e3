export const companyPage = {
  heading: 'About Us',
  storyHeading: 'The Story Behind Our Platform',
  howHeading: 'How AI Video Interview Works?',
  ctaLabel: 'Sign up for Free',
} as const;

export const contactPage = {
  heading: 'We Love Hearing What You Have To Say!',
  talkHeading: "Let's talk",
  location: 'New Jersey, United States',
} as const;

/**
 * The cookie banner's words. A module of its own, without imports: the banner is a client component on every
 * page, and importing content/site.ts would bundle the navigation and the route list with it. The words are
 * imported, not passed as props, so the RSC payload does not carry them a second time.
 */
export const cookieBannerText = {
  label: 'Cookie notice',
  text: `We use one cookie to remember that you have seen this notice. We set no analytics or advertising cookies. Read more in our`,
  linkText: 'privacy policy',
  button: 'I Understand',
} as const;

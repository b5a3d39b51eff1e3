import type { LegalDocument } from '../types';
import { config } from '../../lib/config';

const product = config.productName;
const email = { text: config.contactEmail, href: config.links.mail };
const appHost = { text: config.appUrl, href: config.appUrl };
const privacyLink = { text: 'Privacy Policy', href: '/privacy' };

export const cookiesPolicy: LegalDocument = {
  title: 'Cookies Policy',
  lastUpdated: 'Last Updated Jan 10, 2024',
  intro: [
    [
      `This Cookies Policy explains how ${product} ("we", "us" or "our") uses cookies on this website. It should be read together with our `,
      privacyLink,
      ', which explains how we handle personal information more generally.',
    ],
    [
      'In short: this website sets one cookie, and only after you press \'I Understand\' on our cookie notice, to remember that choice. It sets no analytics or advertising cookies.',
    ],
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What Are Cookies',
      blocks: [
        {
          kind: 'p',
          text: [
            'Cookies are small text files that a website asks your browser to store on your computer or mobile device. Your browser sends them back to that website on later visits, which lets the website remember information such as your preferences or whether you are signed in.',
          ],
        },
        {
          kind: 'p',
          text: [
            'Cookies set by the website you are visiting are called first-party cookies; cookies set by other domains are third-party cookies. Session cookies are deleted when you close your browser, while persistent cookies remain until they expire or you delete them.',
          ],
        },
      ],
    },
    {
      id: 'cookie-we-set',
      heading: 'The Cookie This Website Sets',
      blocks: [
        {
          kind: 'p',
          text: [
            'When you first visit a page of this website, a notice at the bottom of the page explains our use of cookies and links to our ',
            privacyLink,
            '. The only cookie this website sets is written when you press \'I Understand\' on that notice, so that the notice is not shown to you again. It is a first-party, persistent cookie with these properties:',
          ],
        },
        {
          kind: 'list',
          items: [
            ['Name: ', config.consentCookieName],
            ['Value: true'],
            ['Purpose: remembers that you have acknowledged the cookie notice, so that it is not shown again'],
            ['When it is set: only when you press \'I Understand\''],
            ['Duration: 150 days from the moment you press \'I Understand\', after which it expires'],
            ['SameSite: Lax'],
            ['Secure: yes, when this website is served over https'],
            ['Path: /, so that it applies to every page of this website'],
          ],
        },
        {
          kind: 'p',
          text: [
            'This cookie contains no personal information and no identifier, and it is not used to track you. It is not set if you never press \'I Understand\'.',
          ],
        },
      ],
    },
    {
      id: 'no-analytics-or-advertising-cookies',
      heading: 'No Analytics or Advertising Cookies',
      blocks: [
        {
          kind: 'p',
          text: [
            'This website sets no analytics cookies and no advertising cookies, and it does not allow third parties to set cookies through its pages. We do not use cookies to build a profile of you or to show you targeted advertising.',
          ],
        },
      ],
    },
    {
      id: 'do-not-track-and-global-privacy-control',
      heading: 'Do Not Track and Global Privacy Control',
      blocks: [
        {
          kind: 'p',
          text: [
            'We honour the Do Not Track and Global Privacy Control signals. If your browser sends either signal, this website writes no cookie at all and does not show the cookie notice.',
          ],
        },
        {
          kind: 'p',
          text: [
            'You can usually turn these signals on in the privacy settings of your browser, or with a browser extension that supports Global Privacy Control.',
          ],
        },
      ],
    },
    {
      id: 'app-host-and-third-party-cookies',
      heading: 'Cookies on the App Host and Other Sites',
      blocks: [
        {
          kind: 'p',
          text: [
            'Signing up, starting a trial and signing in take place on our separate app host at ',
            appHost,
            '. The app host uses its own cookies, for example to keep you signed in and to keep your session secure. Those cookies are described and governed by the app host, not by this Cookies Policy.',
          ],
        },
        {
          kind: 'p',
          text: [
            'When you open a demo interview in the interview player, watch our video channel or follow a link to another website, that site may set its own cookies under its own policies. We have no control over those cookies, and we recommend that you read the cookie and privacy policies of the sites you visit.',
          ],
        },
      ],
    },
    {
      id: 'managing-cookies',
      heading: 'How to Delete or Block Cookies',
      blocks: [
        {
          kind: 'p',
          text: [
            'Most web browsers let you see which cookies are stored, delete them individually or all at once, and block cookies from some or all websites. These settings are usually found in the Settings, Preferences or Privacy menu of your browser:',
          ],
        },
        {
          kind: 'list',
          items: [
            ['Chrome: Settings, then Privacy and security, then Third-party cookies or Delete browsing data;'],
            ['Firefox: Settings, then Privacy & Security, then Cookies and Site Data;'],
            ['Safari: Settings or Preferences, then Privacy, then Manage Website Data;'],
            ['Edge: Settings, then Cookies and site permissions, then Manage and delete cookies and site data.'],
          ],
        },
        {
          kind: 'p',
          text: [
            'Menu names vary between browser versions and devices; your browser\'s help pages describe the exact steps. If you delete our cookie, the cookie notice will appear again on your next visit. If you block cookies for this website, the website will still work, but the notice may be shown on every visit because your choice cannot be remembered. Blocking cookies on the app host may prevent you from signing in.',
          ],
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to This Cookies Policy',
      blocks: [
        {
          kind: 'p',
          text: [
            'We may update this Cookies Policy from time to time, for example if we change the cookies this website uses. We will post any changes on this page and update the "Last Updated" date at the top. If we ever add cookies that are not strictly necessary, we will ask for your consent where the law requires it before setting them.',
          ],
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      blocks: [
        {
          kind: 'p',
          text: [
            'If you have any questions about this Cookies Policy or our use of cookies, please contact us by e-mail at ',
            email,
            ' or through our ',
            { text: 'contact page', href: '/contact' },
            '.',
          ],
        },
      ],
    },
  ],
};

import { routes } from './routes';

/**
 * The line above Home's content on an unknown path (app/global-not-found.tsx, out/404.html): a note, never a
 * heading, so the page's headings stay Home's. One static file answers every unknown path, so the page says
 * `generic` until the browser has read the address; under the question library it then points back to the hub.
 */
export const notFoundNotice = {
  /** The status code as a small mark before the words (hidden from screen readers: the words say it). */
  mark: '404',
  generic: 'There is no page at that address, so here is our home page.',
  /** Paths under this prefix are a library page that does not exist (a role or question id mistyped, or gone). */
  libraryPrefix: `${routes.questions.path}/`,
  library: {
    text: 'There is no page at that address in the question library.',
    link: { label: 'Browse the interview questions by role', href: routes.questions.path },
  },
  /** A mock interview of a role the library does not have (/questions/<slug>/mock-interview). */
  mockInterview: {
    suffix: '/mock-interview',
    text: 'There is no mock interview for that role: the address may be mistyped, or the role renamed.',
    link: { label: 'Pick a role in the question library', href: routes.questions.path },
  },
} as const;

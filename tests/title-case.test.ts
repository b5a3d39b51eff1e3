import { expect, test } from '@playwright/test';
import { fixedBySpecification, headingAndButtonTexts, titleCaseProblem } from '../testing/title-case';

test('title case: capitals on every word but short articles, conjunctions and prepositions in the middle', () => {
  for (const kept of ['Questions by Competency', 'See an Interview From the Candidate’s Side', 'How to Answer It', 'Step 1: Check Your Camera and Microphone', 'A Weaker Answer, and Why It Scores Lower', 'What Is It For', 'Sign Up', '$99 a Month']) {
    expect(titleCaseProblem(kept), kept).toBeNull();
  }
  expect(titleCaseProblem('Why employers ask it')).toContain('"employers"');
  expect(titleCaseProblem('Questions By Competency')).toContain('"By"');
  expect(titleCaseProblem('start recording')).toContain('"start"');
  // The first word after a colon opens a title of its own.
  expect(titleCaseProblem('Step 2: the Recording')).toContain('"the"');
});

test('sentences, the specification’s fixed strings and the product’s own name keep their capitals', () => {
  expect(titleCaseProblem('Tell us about a time you solved a difficult problem at work.')).toBeNull();
  expect(titleCaseProblem('What do candidates need to take an interview?')).toBeNull();
  for (const fixed of fixedBySpecification) expect(titleCaseProblem(fixed), fixed).toBeNull();
  expect(titleCaseProblem('Sign Up For Free Today')).toContain('"For"');
  expect(titleCaseProblem('Why acmeview Works', ['acmeview'])).toBeNull();
  expect(titleCaseProblem('Why acmeview Works')).toContain('"acmeview"');
});

test('a page’s headings, buttons and button links, by their visible words only', () => {
  const html = [
    '<h2 class="x">Why <em>Employers</em> Ask It</h2>',
    '<button type="button"><svg aria-hidden="true"></svg><span class="visually-hidden">Pause the list</span></button>',
    '<a class="fSHN3q_button fSHN3q_primary" href="/x">Let&#x27;s talk</a>',
    '<a href="/y">a plain link</a>',
    '<script>document.write("<h1>not this</h1>")</script>',
  ].join('');
  expect(headingAndButtonTexts(html)).toEqual(['Why Employers Ask It', "Let's talk"]);
});

test('the buttons only a script draws (the studio’s, the demo list’s) follow the rule too', async () => {
  const { practiceStudio } = await import('../content/practice');
  const { demoGrid } = await import('../content/demo');
  const { step1, step2 } = practiceStudio;
  const labels = [step1.start, step1.stop, step2.start, step2.cancel, step2.stop, step2.download, step2.retake, practiceStudio.retry, demoGrid.retry];
  expect(labels.map((label) => titleCaseProblem(label)).filter(Boolean)).toEqual([]);
});

test('the mock interview’s buttons and headings, drawn by its script, follow the rule too', async () => {
  const { mockInterview, mockInterviewLink } = await import('../content/mockInterview');
  const { fill } = await import('../lib/practice/fill');
  const { setup, run, review } = mockInterview;
  const labels = [
    setup.heading,
    setup.random,
    setup.startHeading,
    setup.start,
    mockInterview.check.step1.heading,
    run.startNow,
    run.stop,
    run.next,
    run.toReview,
    run.retake,
    run.end,
    run.resume,
    run.plan.heading,
    run.plan.hide,
    run.plan.show,
    review.heading,
    fill(review.download, { n: 1 }),
    review.restart,
    mockInterviewLink.button,
    mockInterviewLink.buttonName('Retail Sales Associate'),
    mockInterviewLink.practiceHeading,
  ];
  expect(labels.map((label) => titleCaseProblem(label)).filter(Boolean)).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { DemoListError, parseDemoList, truncateDescription } from '../lib/demo/schema';
import { demoInterviews } from '../content/demo-interviews';
import { demoGrid } from '../content/demo';

test('the sample data is valid: at least six demos, unique ids, some descriptions past the cut', () => {
  const { items, skipped } = parseDemoList({ data: demoInterviews });
  expect(skipped).toEqual([]);
  expect(items.length).toBeGreaterThanOrEqual(6);
  expect(demoInterviews.filter((demo) => demo.shortDescription.length > demoGrid.descriptionLimit).length).toBeGreaterThanOrEqual(3);
});

test('items are checked one by one: invalid left out, duplicates shown once, missing description empty', () => {
  const { items, skipped } = parseDemoList({
    data: [
      { graphId: 'g-1', previewId: 'p-1', name: 'One', shortDescription: 'first' },
      { graphId: 'g-1', previewId: 'p-9', name: 'Duplicate' },
      { graphId: 'g-2', previewId: '', name: 'No preview' },
      { graphId: 'g-3', previewId: 'p-3' },
      null,
      'text',
      { graphId: 42, previewId: 'p-4', name: 'Numeric id' },
      { graphId: 'g-5', previewId: 'p-5', name: 'No description' },
      { graphId: 'g-6', previewId: 'p-6', name: 'Odd description', shortDescription: 7 },
    ],
  });
  expect(items.map((item) => item.graphId)).toEqual(['g-1', 'g-5', 'g-6']);
  expect(items[0]!.name).toBe('One');
  expect(items[1]!.shortDescription).toBe('');
  expect(items[2]!.shortDescription).toBe('');
  expect(skipped).toHaveLength(6);
});

test('a body without a data array is a failed load', () => {
  for (const body of [null, {}, { data: 'x' }, { data: { 0: 1 } }, [], 'text']) {
    expect(() => parseDemoList(body)).toThrow(DemoListError);
  }
});

test('descriptions over 120 characters end on a whole word, then an ellipsis', () => {
  const count = (text: string) => Array.from(text).length;
  // The cut that showed "staying cal…": now it ends on the last whole word.
  const long = `${'word '.repeat(22)}staying calm under pressure`;
  const cut = truncateDescription(long, 120);
  expect(cut).toBe(`${'word '.repeat(22)}staying…`);
  expect(count(cut.slice(0, -1))).toBeLessThanOrEqual(120);
  expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  // Short, and exactly 120: unchanged.
  expect(truncateDescription('short', 120)).toBe('short');
  const exact = `${'abcd '.repeat(23)}abcde`;
  expect(count(exact)).toBe(120);
  expect(truncateDescription(exact, 120)).toBe(exact);
  // 121 where the 121st is a space: the 120 kept end on a word already.
  expect(truncateDescription(`${exact} more`, 120)).toBe(`${exact}…`);
  // Joining punctuation and spaces before the cut are dropped, not left before the ellipsis.
  expect(truncateDescription(`${'a'.repeat(100)}, — ${'b'.repeat(30)}`, 120)).toBe(`${'a'.repeat(100)}…`);
  // No space at all: a hard cut at 120.
  expect(truncateDescription('x'.repeat(200), 120)).toBe(`${'x'.repeat(120)}…`);
  // Emoji count as one character each, and are never split, even when joined (ZWJ) or at the hard cut.
  const emoji = '😀'.repeat(130);
  expect(truncateDescription(emoji, 120)).toBe(`${'😀'.repeat(120)}…`);
  const family = '👩‍👩‍👧'; // 5 code points, one grapheme
  const joined = `${'y'.repeat(118)}${family}${'z'.repeat(10)}`;
  expect(truncateDescription(joined, 120)).toBe(`${'y'.repeat(118)}…`);
  for (const text of [long, emoji, joined, 'é'.repeat(200), `${'a '.repeat(80)}`, ' '.repeat(200) + 'x']) {
    const shown = truncateDescription(text, 120);
    expect(count(shown.replace(/…$/, ''))).toBeLessThanOrEqual(120);
    expect(shown.includes('\uFFFD')).toBe(false);
    expect(/[\uD800-\uDBFF]…$/.test(shown)).toBe(false);
  }
  // Words are never cut: every kept word is a whole word of the original.
  const words = new Set(long.split(' '));
  for (const word of cut.slice(0, -1).split(' ')) expect(words.has(word)).toBe(true);
});

test('zod/v4/core keeps zod/mini’s rules: values trimmed, blank ids refused, unknown keys dropped, any odd description empty', () => {
  const { items, skipped } = parseDemoList({
    data: [
      { graphId: '  g-1 ', previewId: '\tp-1', name: ' One ', shortDescription: '  kept as sent  ', extra: '<b>' },
      { graphId: '   ', previewId: 'p-2', name: 'Blank id' },
      { graphId: 'g-3', previewId: 'p-3', name: '\n' },
      { graphId: 'g-4', previewId: 'p-4', name: 'Null description', shortDescription: null },
      { graphId: 'g-5', previewId: 'p-5', name: 'Object description', shortDescription: { text: 'x' } },
    ],
    extra: true,
  });
  expect(items).toEqual([
    { graphId: 'g-1', previewId: 'p-1', name: 'One', shortDescription: '  kept as sent  ' },
    { graphId: 'g-4', previewId: 'p-4', name: 'Null description', shortDescription: '' },
    { graphId: 'g-5', previewId: 'p-5', name: 'Object description', shortDescription: '' },
  ]);
  expect(skipped).toHaveLength(2);
});

test('a trimmed graphId that repeats is a duplicate', () => {
  const { items, skipped } = parseDemoList({ data: [{ graphId: 'g-1', previewId: 'p', name: 'A' }, { graphId: ' g-1', previewId: 'q', name: 'B' }] });
  expect(items.map((item) => item.name)).toEqual(['A']);
  expect(skipped).toEqual(['Demo item 1 left out: graphId "g-1" appears twice']);
});

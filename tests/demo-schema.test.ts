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

test('descriptions keep exactly the first 120 characters of the original', () => {
  const long = 'a'.repeat(100) + ' ' + 'b'.repeat(50);
  const cut = truncateDescription(long, 120);
  expect(cut).toBe(`${long.slice(0, 120)}…`);
  expect(truncateDescription('short', 120)).toBe('short');
  expect(truncateDescription('x'.repeat(120), 120)).toBe('x'.repeat(120));
  const emoji = '😀'.repeat(130);
  expect(Array.from(truncateDescription(emoji, 120))).toHaveLength(121);
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

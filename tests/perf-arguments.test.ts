import { expect, test } from '@playwright/test';
import { abArguments, benchArguments } from '../perf/arguments';

test("the bench's options: counts, Lighthouse off, and a note for the report", () => {
  expect(benchArguments([])).toEqual({ runs: 5, loads: 9, lighthouseOn: true, simulatedOnly: false, routes: [], note: undefined });
  expect(benchArguments(['--loads', '5', '--runs=1', '--no-lighthouse', '--note', 'Idle machine, site code of abc1234'])).toEqual({
    runs: 1,
    loads: 5,
    lighthouseOn: false,
    simulatedOnly: false,
    routes: [],
    note: 'Idle machine, site code of abc1234',
  });
  // A few routes, the floor always beside them; Lighthouse with simulated throttling only.
  expect(benchArguments(['--route', '/', '--route=/demo', '--simulated-only'])).toMatchObject({ routes: ['/', '/demo'], simulatedOnly: true });
  expect(benchArguments(['--note=a = b']).note).toBe('a = b');
  expect(benchArguments(['--note', '  ']).note).toBeUndefined();
  // A quick check: one round of simulated Lighthouse on the routes named, no throttled loads.
  expect(benchArguments(['--quick', '--route', '/'])).toEqual({ runs: 1, loads: 0, lighthouseOn: true, simulatedOnly: true, routes: ['/'], note: undefined });
  expect(benchArguments(['--quick', '--runs', '2']).runs).toBe(2);
  expect(() => benchArguments(['--quick', '--loads', '3'])).toThrow('--quick makes no throttled loads');
});

test('the bench refuses a bad count, a missing value, an unknown option and a stray argument, with its usage', () => {
  expect(() => benchArguments(['--loads', '0'])).toThrow('--loads needs a positive whole number, got "0"');
  expect(() => benchArguments(['--runs', '2.5'])).toThrow('--runs needs a positive whole number, got "2.5"');
  expect(() => benchArguments(['--runs'])).toThrow("Option '--runs <value>' argument missing (usage: npm run bench -- [--quick] [--runs N]");
  // A note that looks like an option is taken as a forgotten value, not as the note.
  expect(() => benchArguments(['--note', '--runs', '2'])).toThrow("'--note' argument is ambiguous");
  expect(() => benchArguments(['--fast'])).toThrow("Unknown option '--fast' (usage: npm run bench");
  expect(() => benchArguments(['5'])).toThrow("Unexpected argument '5'");
  expect(() => benchArguments(['--route', 'demo'])).toThrow('--route needs a path such as /demo, got "demo"');
});

test('an A/B command line: its count, its flags, the builds before `--` and the paths after', () => {
  expect(abArguments(['--runs', '9', '--tasks', 'a=/tmp/a/out', 'b=/tmp/b/out', '--', '/', '/demo'], 'runs', 3, ['tasks'])).toEqual({
    paths: ['/', '/demo'],
    count: 9,
    flags: ['tasks'],
    builds: [
      ['a', '/tmp/a/out'],
      ['b', '/tmp/b/out'],
    ],
  });
  // Without paths, Home; a dir may itself hold `=`; options may follow the builds.
  expect(abArguments(['a=out', 'b=/tmp/x=y/out', '--runs=2'], 'runs', 3, ['tasks'])).toEqual({
    paths: ['/'],
    count: 2,
    flags: [],
    builds: [
      ['a', 'out'],
      ['b', '/tmp/x=y/out'],
    ],
  });
  expect(abArguments(['a=out'], 'runs', 3).count).toBe(3);
});

test('an A/B command line without a build, with a malformed one or an unknown flag is refused', () => {
  expect(() => abArguments(['--', '/'], 'runs', 3)).toThrow('No build to compare (usage: [--runs N] label=dir… [-- /path…])');
  expect(() => abArguments(['out'], 'runs', 3)).toThrow('A build is label=dir, got "out"');
  expect(() => abArguments(['=out'], 'runs', 3)).toThrow('A build is label=dir, got "=out"');
  expect(() => abArguments(['a=out', '--tasks'], 'runs', 3)).toThrow("Unknown option '--tasks'");
  expect(() => abArguments(['a=out', '--runs', '0'], 'runs', 3)).toThrow('--runs needs a positive whole number, got "0"');
});

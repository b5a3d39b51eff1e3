/**
 * The command lines of the perf tools, read with node:util's parseArgs: `--name value` and `--name=value` both
 * work, and an unknown option, a missing value or a count that is not a positive whole number stops the tool with
 * its usage line.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

function parse(argv: readonly string[], options: Options, usage: string, allowPositionals = false) {
  try {
    return parseArgs({ args: [...argv], options, strict: true, allowPositionals, tokens: true });
  } catch (error) {
    // parseArgs' own message names the option; the usage says what would have been right.
    throw new Error(`${(error as Error).message.split('\n')[0]} (usage: ${usage})`);
  }
}

function count(name: string, given: string | undefined, fallback: number): number {
  if (given === undefined) return fallback;
  const value = Number(given);
  if (!/^\d+$/.test(given) || !Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number, got "${given}"`);
  return value;
}

const benchUsage = 'npm run bench -- [--quick] [--runs N] [--loads N] [--no-lighthouse] [--simulated-only] [--route PATH]… [--note TEXT]';

/**
 * `npm run bench`'s options: `--runs N` Lighthouse rounds per method (5: each round runs the floor, then the route,
 * for every route), `--loads N` throttled loads (9),
 * `--no-lighthouse`, `--simulated-only` (Lighthouse with simulated throttling only, not also DevTools throttling),
 * `--route PATH` (repeatable: only these routes, the floor always beside them; every route by default), and
 * `--note TEXT`, quoted above the tables of bench/report.md (what the run is for, what it compares with).
 * `--quick`, for a check rather than figures: Lighthouse's simulated throttling only, 1 round unless `--runs` says
 * otherwise, and no throttled loads, no-JS twins or main-thread pass (`loads` 0).
 */
export function benchArguments(argv: readonly string[]) {
  const { values } = parse(
    argv,
    {
      quick: { type: 'boolean' },
      runs: { type: 'string' },
      loads: { type: 'string' },
      'no-lighthouse': { type: 'boolean' },
      'simulated-only': { type: 'boolean' },
      route: { type: 'string', multiple: true },
      note: { type: 'string' },
    },
    benchUsage,
  );
  const routes = (values.route as string[] | undefined) ?? [];
  const notAPath = routes.find((route) => !route.startsWith('/'));
  if (notAPath !== undefined) throw new Error(`--route needs a path such as /demo, got "${notAPath}" (usage: ${benchUsage})`);
  const quick = values.quick === true;
  if (quick && values.loads !== undefined) throw new Error(`--quick makes no throttled loads: leave out --loads (usage: ${benchUsage})`);
  if (quick && values['no-lighthouse']) throw new Error(`--quick is Lighthouse alone: leave out --no-lighthouse (usage: ${benchUsage})`);
  return {
    runs: count('runs', values.runs as string | undefined, quick ? 1 : 5),
    loads: quick ? 0 : count('loads', values.loads as string | undefined, 9),
    lighthouseOn: !values['no-lighthouse'],
    simulatedOnly: quick || values['simulated-only'] === true,
    routes,
    note: (values.note as string | undefined)?.trim() || undefined,
  };
}

/**
 * An A/B tool's command line: `[--<countName> N] [--<flag>…] label=dir… [-- /path…]`: the builds to compare, each
 * a label and an exported folder, then the paths to load on each (Home when none are given).
 */
export function abArguments(argv: readonly string[], countName: string, defaultCount: number, flagNames: readonly string[] = []) {
  const usage = `[--${countName} N]${flagNames.map((flag) => ` [--${flag}]`).join('')} label=dir… [-- /path…]`;
  const options: Options = { [countName]: { type: 'string' } };
  for (const flag of flagNames) options[flag] = { type: 'boolean' };
  const { values, tokens } = parse(argv, options, usage, true);
  const terminator = tokens.findIndex((token) => token.kind === 'option-terminator');
  const positionals = (after: boolean) =>
    tokens.flatMap((token, index) => (token.kind === 'positional' && (terminator >= 0 && index > terminator) === after ? [token.value] : []));
  const builds = positionals(false).map((arg) => {
    const split = arg.indexOf('=');
    if (split < 1 || split === arg.length - 1) throw new Error(`A build is label=dir, got "${arg}" (usage: ${usage})`);
    return [arg.slice(0, split), arg.slice(split + 1)] as [string, string];
  });
  if (!builds.length) throw new Error(`No build to compare (usage: ${usage})`);
  const paths = positionals(true);
  return {
    paths: paths.length ? paths : ['/'],
    count: count(countName, values[countName] as string | undefined, defaultCount),
    flags: flagNames.filter((flag) => values[flag] === true),
    builds,
  };
}

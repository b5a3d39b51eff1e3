/**
 * Builds the floor page (a bare Next.js export, perf/measure.ts) unless an up-to-date build is cached, as a step of
 * its own before the end-to-end run: the byte budget spec's beforeAll then only serves it. Built inside that hook on a
 * fresh clone, `next build` blocked the worker past the hook's time limit on a loaded 2-core machine, and the limit
 * killed it before it could cache its result, so the retry built it again.
 */
import { buildFloor } from './measure';

const { rebuilt, seconds, outDir } = buildFloor();
console.log(rebuilt ? `The floor page, built in ${seconds.toFixed(1)} s: ${outDir}` : `The floor page is up to date: ${outDir}`);

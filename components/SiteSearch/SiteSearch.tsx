'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { searchBox } from '@/content/search';
import { excerptView, searchIndexScript, searchQueryParam, searchRoleMetaKey } from '@/lib/search';
import styles from './SiteSearch.module.css';

/** The parts of Pagefind's browser API (pagefind.js) this leaf calls. */
interface PagefindSection {
  title: string;
  url: string;
  excerpt: string;
}
interface PagefindPage {
  url: string;
  excerpt: string;
  /** The page's indexed text: tells an excerpt's cut from a sentence's own start or end. */
  content: string;
  /** `title`: the page's h1; `role` (searchRoleMetaKey): on a question page, the role that asks it. */
  meta: { title?: string } & Partial<Record<typeof searchRoleMetaKey, string>>;
  sub_results: PagefindSection[];
}
interface PagefindResult {
  id: string;
  data(): Promise<PagefindPage>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string }
  /** `results`: every match, best first; `pages`: the ones loaded and shown so far, a batch at a time. */
  | { kind: 'done'; query: string; results: PagefindResult[]; pages: PagefindPage[]; loadingMore: boolean }
  | { kind: 'failed' };

/** Pages shown per batch: each one costs a fragment fetch, so the rest wait for "Show more". */
const batchSize = 10;
/** Matching sections shown under a page. */
const maxSections = 3;

let pagefind: Promise<Pagefind> | undefined;

/**
 * The index's reader, fetched on the first search and never before. A URL of out/ (written after `next build`),
 * so the bundler must leave the import to the browser; it runs on the main thread, which keeps WebAssembly to
 * /search's own policy (a worker would run under the policy of its script's path).
 */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ searchIndexScript) as Promise<Pagefind>).then(
    async (module) => {
      await module.options({ noWorker: true, excerptLength: 24 });
      return module;
    },
    (error: unknown) => {
      pagefind = undefined;
      throw error;
    },
  );
  return pagefind;
}

function Excerpt({ html, content, heading }: { html: string; content: string; heading: string }) {
  return (
    <p className={styles.excerpt}>
      {excerptView(html, { content, heading }).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
    </p>
  );
}

/**
 * The search box of /search: searches as the visitor types, keeps the query in the URL (?q=) so a search can be
 * linked, and lists matching pages with their matching sections, a question's result under its role's name. While
 * nothing is searched, and when nothing matched, it shows `suggestions` (rendered by the page, so their links ship
 * as HTML, not as this leaf's code). Where no script runs it, a notice replaces the box and the page's
 * server-rendered list of every page stands in for it.
 */
export function SiteSearch({ suggestions }: { suggestions?: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);
  /** The first result of a batch the visitor asked for: focus moves to it once shown. */
  const focusFrom = useRef<number | null>(null);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const statusId = useId();

  async function run(raw: string) {
    const query = raw.trim();
    const ticket = ++latest.current;
    const url = new URL(window.location.href);
    if (query) url.searchParams.set(searchQueryParam, query);
    else url.searchParams.delete(searchQueryParam);
    window.history.replaceState(window.history.state, '', url);
    if (!query) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'searching', query });
    try {
      const { results } = await (await loadPagefind()).search(query);
      const pages = await Promise.all(results.slice(0, batchSize).map((result) => result.data()));
      if (ticket === latest.current) setState({ kind: 'done', query, results, pages, loadingMore: false });
    } catch (error) {
      console.warn('Site search could not load its index:', error);
      if (ticket === latest.current) setState({ kind: 'failed' });
    }
  }

  /** The next batch of the same search's results, after those shown. */
  async function showMore() {
    if (state.kind !== 'done' || state.loadingMore) return;
    const ticket = latest.current;
    const shown = state.pages.length;
    setState({ ...state, loadingMore: true });
    try {
      const more = await Promise.all(state.results.slice(shown, shown + batchSize).map((result) => result.data()));
      if (ticket !== latest.current) return;
      focusFrom.current = shown;
      setState({ ...state, pages: [...state.pages, ...more], loadingMore: false });
    } catch (error) {
      console.warn('Site search could not load more results:', error);
      if (ticket === latest.current) setState({ kind: 'failed' });
    }
  }

  // After "Show more", focus the first new result's link, so a keyboard or screen reader user reads on from there.
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || state.kind !== 'done') return;
    focusFrom.current = null;
    listRef.current?.children[index]?.querySelector('a')?.focus();
  }, [state]);

  // Live: the box replaces the notice (SiteSearch.module.css). A linked search (?q=) or words typed before
  // hydration run now.
  useEffect(() => {
    rootRef.current?.setAttribute('data-live', '');
    const input = inputRef.current;
    if (!input) return;
    const fromUrl = new URLSearchParams(window.location.search).get(searchQueryParam);
    if (fromUrl && !input.value) input.value = fromUrl;
    if (input.value.trim()) void run(input.value);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(inputRef.current?.value ?? '');
  };

  return (
    <div ref={rootRef} className={styles.search}>
      <p className={styles.noScript}>{searchBox.noScript}</p>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={`${statusId}-input`} className={styles.label}>
          {searchBox.label}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={`${statusId}-input`}
            className={styles.input}
            type="search"
            name={searchQueryParam}
            placeholder={searchBox.placeholder}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={statusId}
            onChange={(event) => void run(event.target.value)}
          />
          <button type="submit" className={styles.submit}>
            {searchBox.submit}
          </button>
        </div>
      </form>
      <p id={statusId} role="status" className={styles.status}>
        {state.kind === 'searching' ? searchBox.searching : null}
        {state.kind === 'done' ? searchBox.status(state.results.length, state.query) : null}
        {state.kind === 'failed' ? searchBox.failed : null}
      </p>
      {state.kind === 'done' && state.pages.length ? (
        <ol ref={listRef} className={styles.results} aria-label={searchBox.resultsLabel}>
          {state.pages.map((page) => {
            const title = page.meta.title ?? page.url;
            const sections = page.sub_results.filter((section) => section.url.includes('#')).slice(0, maxSections);
            const role = page.meta[searchRoleMetaKey];
            return (
              <li key={page.url} className={styles.result}>
                {role ? <p className={styles.kind}>{searchBox.questionKind(role)}</p> : null}
                <a href={page.url} className={styles.pageLink}>
                  {title}
                </a>
                {sections.length ? (
                  <ul className={styles.sections} aria-label={searchBox.sectionsLabel(title)}>
                    {sections.map((section) => (
                      <li key={section.url}>
                        <a href={section.url} className={styles.sectionLink}>
                          {section.title}
                        </a>
                        <Excerpt html={section.excerpt} content={page.content} heading={section.title} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Excerpt html={page.excerpt} content={page.content} heading={title} />
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      {state.kind === 'idle' || (state.kind === 'done' && !state.results.length) ? suggestions : null}
      {state.kind === 'done' && state.pages.length < state.results.length ? (
        <div className={styles.more}>
          <p className={styles.shown}>{searchBox.shown(state.pages.length, state.results.length)}</p>
          <button type="button" className={styles.submit} onClick={() => void showMore()} aria-disabled={state.loadingMore || undefined}>
            {searchBox.more(Math.min(batchSize, state.results.length - state.pages.length))}
          </button>
        </div>
      ) : null}
    </div>
  );
}

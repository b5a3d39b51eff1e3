import type { Root, RootContent } from 'mdast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { toHast } from 'mdast-util-to-hast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

/**
 * A guide section's Markdown, rendered on the server: mdast → hast → React elements (the pipeline react-markdown
 * runs, without its wrapper). Raw HTML never reaches the page: the guide files refuse it, and toHast drops it.
 */
export function GuideProse({ nodes }: { nodes: readonly RootContent[] }) {
  const tree: Root = { type: 'root', children: [...nodes] };
  return toJsxRuntime(toHast(tree), { Fragment, jsx, jsxs });
}

/**
 * Remark plugin for the legal MDX (content/legal/*.mdx), run at build time only. Each `## Heading {#id}` (its id set
 * by remark-custom-heading-id, which runs first) opens <section id="id" aria-labelledby="id-heading"> up to the next
 * h2, and the h2 becomes id="id-heading": the table of contents and other pages link to the section's id. Text
 * before the first h2 stays outside every section. An h2 without an id, or an id used twice, stops the build.
 */
export default function remarkLegalSections() {
  return (tree, file) => {
    const children = [];
    const seen = new Set();
    let section;
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth === 2) {
        const id = node.data?.hProperties?.id;
        if (typeof id !== 'string' || id === '') file.fail('every h2 needs an explicit id: `## Heading {#id}`', node);
        if (seen.has(id)) file.fail(`the id "${id}" is used twice`, node);
        seen.add(id);
        node.data.hProperties.id = `${id}-heading`;
        section = {
          type: 'legalSection',
          data: { hName: 'section', hProperties: { id, ariaLabelledBy: `${id}-heading` } },
          children: [],
        };
        children.push(section);
      }
      // Imports and exports stay at the top level, where MDX expects them.
      if (section && node.type !== 'mdxjsEsm') section.children.push(node);
      else children.push(node);
    }
    tree.children = children;
  };
}

import type { MDXComponents } from 'mdx/types';
import { AppHostLink, ConsentCookieName, ContactEmail, PageLink, ProductName, SecurityTxtLink } from '@/components/LegalProse/LegalProse';

// Every MDX document (content/legal/*.mdx) may use these without importing them; all render on the server.
const components: MDXComponents = { AppHostLink, ConsentCookieName, ContactEmail, PageLink, ProductName, SecurityTxtLink };

export function useMDXComponents(): MDXComponents {
  return components;
}

import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { RoleSuggestions } from '@/components/RoleSuggestions/RoleSuggestions';
import { Section } from '@/components/Section/Section';
import { SiteLink } from '@/components/SiteLink/SiteLink';
import { SiteSearch } from '@/components/SiteSearch/SiteSearch';
import { questionPagePaths, routeList, routes } from '@/content/routes';
import { searchPage } from '@/content/search';
import { searchSuggestions } from '@/content/searchSuggestions';
import styles from './page.module.css';

export const metadata = pageMetadata('search');

/**
 * Every other page, in the route table's order: what a visitor without JavaScript browses instead. The one-question
 * pages are listed on their role pages, which are here: listing each of them too would grow this page, and its
 * policy's hashes, with every question the library gains (140 today, 1,140 in the scale test).
 */
const pages = routeList.filter((route) => route.path !== routes.search.path && !questionPagePaths.has(route.path));

export default function SearchPage() {
  return (
    <>
      <PageHeader title={searchPage.heading} lead={searchPage.lead} />
      <div className={styles.workspace}>
        <SiteSearch suggestions={<RoleSuggestions {...searchSuggestions} />} />
      </div>
      <Section id="every-page" heading={searchPage.pagesHeading} tone="subtle">
        <ul className={styles.pages}>
          {pages.map((route) => (
            <li key={route.path} className={styles.page}>
              <SiteLink href={route.path} className={styles.pageLink}>
                {route.shareTitle ?? route.title}
              </SiteLink>
              <p className={styles.description}>{route.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

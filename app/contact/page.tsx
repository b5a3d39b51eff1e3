import { config } from '@/lib/config';
import { pageMetadata } from '@/app/_seo/metadata';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ContactForm } from '@/components/ContactForm/ContactForm';
import { Icon } from '@/components/Icon/Icon';
import { contactPage } from '@/content/contact';
import styles from './page.module.css';

export const metadata = pageMetadata('contact');

export default function ContactPage() {
  return (
    <>
      <PageHeader eyebrow={contactPage.eyebrow} title={contactPage.heading} lead={contactPage.lead} />
      <div className={styles.layout}>
        <aside className={styles.talk} aria-labelledby="talk-heading">
          <h2 id="talk-heading" className={styles.talkHeading}>
            {contactPage.talkHeading}
          </h2>
          <p className={styles.talkText}>{contactPage.talkText}</p>
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt>
                <Icon name="mail" size={20} />
                {contactPage.emailLabel}
              </dt>
              <dd>
                <a href={config.links.mail}>{config.contactEmail}</a>
              </dd>
            </div>
            <div className={styles.detail}>
              <dt>
                <Icon name="mapPin" size={20} />
                {contactPage.locationLabel}
              </dt>
              <dd>{contactPage.location}</dd>
            </div>
          </dl>
        </aside>
        <section className={styles.formCard} aria-labelledby="form-heading">
          <h2 id="form-heading" className={styles.formHeading}>
            {contactPage.formHeading}
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}

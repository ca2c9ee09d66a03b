import { commonMessages } from '@app/shared/messages/common';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import styles from './NotFound.module.css';

/** Any unknown path shows '404 - Not Found' (also unknown paths inside an area). */
export function NotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{commonMessages.notFound}</h1>
      <p>{commonMessages.notFoundHint}</p>
      <ButtonLink to="/">{commonMessages.backHome}</ButtonLink>
    </section>
  );
}

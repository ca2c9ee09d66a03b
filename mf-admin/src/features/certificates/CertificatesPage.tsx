import { useState, type FormEvent } from 'react';
import { useApiQuery } from '@app/shared/data/query';
import { adminCertificatesMessages } from '@app/shared/messages/admin/certificates';
import { useSearchParams } from '@app/shared/router';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import { Card } from '@app/shared/ui/Card';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Loaded } from '../../app/Loaded';
import { areaNav } from '../../app/nav';
import { CertificatesTable } from './CertificatesTable';
import { useCertificateActions } from './useCertificateActions';
import styles from './certificates.module.css';

const t = adminCertificatesMessages;
/** The contract's limit on the search text. */
const QUERY_MAX = 200;

/** The search box; remounted with the URL's search as its key, so back and forward put that text back. */
function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <Field
        id="certificates-query"
        label={t.searchLabel}
        type="search"
        autoComplete="off"
        maxLength={QUERY_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t.search}</Button>
    </form>
  );
}

function Results({ query }: { query: string }) {
  const found = useApiQuery('findCertificates', query ? { query } : {});
  const actions = useCertificateActions();
  const [done, setDone] = useState('');
  const caption = query ? t.resultsFor(query) : t.newest;

  return (
    <Loaded query={found} messages={t}>
      {(certificates) => (
        <Card title={caption}>
          <p className={styles.announce} role="status">
            {done}
          </p>
          <CertificatesTable
            certificates={certificates}
            caption={caption}
            actions={actions}
            onDone={setDone}
            empty={t.empty}
          />
        </Card>
      )}
    </Loaded>
  );
}

/** /admin/certificates: find a certificate by id, e-mail or name; revoke or restore it. */
export function CertificatesPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, QUERY_MAX);
  const onSearch = (next: string) => {
    if (next === query) return;
    setParams(next ? { q: next } : {});
  };
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <div className={styles.stack}>
        <SearchForm key={`search-${query}`} query={query} onSearch={onSearch} />
        <Results key={`results-${query}`} query={query} />
      </div>
    </PageFrame>
  );
}

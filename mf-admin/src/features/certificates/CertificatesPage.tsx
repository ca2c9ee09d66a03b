import { useApiQuery } from '@app/shared/data/query';
import { adminCertificatesMessages } from '@app/shared/messages/admin/certificates';
import { useSearchParams } from '@app/shared/router';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { Card, Stack } from '@app/shared/ui/Card';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Loaded } from '@app/shared/ui/Loaded';
import { areaNav } from '../../app/nav';
import { SearchForm } from '../../app/SearchForm';
import { CertificatesTable } from './CertificatesTable';
import { useCertificateActions } from './useCertificateActions';
import styles from './certificates.module.css';

const t = adminCertificatesMessages;
/** The contract's limit on the search text. */
const QUERY_MAX = 200;

function Results({ query }: { query: string }) {
  const found = useApiQuery('findCertificates', query ? { query } : {});
  const actions = useCertificateActions();
  const status = useActionStatus();
  const caption = query ? t.resultsFor(query) : t.newest;

  return (
    <Loaded query={found} messages={t}>
      {(certificates) => (
        <Card title={caption}>
          <ActionStatus status={status} />
          <CertificatesTable
            certificates={certificates}
            caption={caption}
            actions={actions}
            onDone={status.done}
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
      <Stack>
        <SearchForm
          key={`search-${query}`}
          id="certificates-query"
          label={t.searchLabel}
          submitLabel={t.search}
          maxLength={QUERY_MAX}
          query={query}
          onSearch={onSearch}
          className={styles.search}
        />
        <Results key={`results-${query}`} query={query} />
      </Stack>
    </PageFrame>
  );
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, Where } from '@app/shared/testing/render';
import { backToFirstPage, useSearchParamsState } from './router';

type Filters = { q: string; page: number };
const parse = (params: URLSearchParams): Filters => ({
  q: params.get('q') ?? '',
  page: Math.max(1, Number(params.get('page')) || 1),
});
const serialize = ({ q, page }: Filters) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
};

function Demo() {
  const { state, setState } = useSearchParamsState(parse, serialize, backToFirstPage);
  return (
    <>
      <p>
        {state.q || '—'} · trang {state.page}
      </p>
      <button type="button" onClick={() => setState({ page: state.page + 1 })}>
        Trang sau
      </button>
      <button type="button" onClick={() => setState({ q: 'pong' })}>
        Tìm pong
      </button>
    </>
  );
}

/** The demo at `path`, with where the router is now beside it. */
const renderDemo = (path: string) => renderAt(path, <Demo />, { extra: <Where /> });

describe('useSearchParamsState', () => {
  it('reads the state from the query, so a shared or reloaded link shows the same page', () => {
    renderDemo('/x?q=neon&page=3');
    expect(screen.getByText('neon · trang 3')).toBeInTheDocument();
  });

  it('writes a change to the query; a new search goes back to page 1', async () => {
    const user = userEvent.setup();
    renderDemo('/x?q=neon&page=2');
    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/x?q=neon&page=3');
    await user.click(screen.getByRole('button', { name: 'Tìm pong' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/x?q=pong');
    expect(screen.getByText('pong · trang 1')).toBeInTheDocument();
  });
});

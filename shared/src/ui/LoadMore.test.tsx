import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadedPages, LoadMore, nextPageOf } from './LoadMore';

const messages = {
  more: 'Tải thêm',
  loadingMore: 'Đang tải thêm…',
  end: 'Đã hiển thị tất cả.',
  loadFailed: 'Không tải được danh sách.',
};

const footer = (props: Partial<Parameters<typeof LoadMore>[0]> = {}) => (
  <LoadMore hasMore loading={false} error={null} onMore={jest.fn()} messages={messages} {...props} />
);

describe('LoadMore', () => {
  it('asks for the next page from the keyboard: Tab to the button, then Enter or Space', async () => {
    const onMore = jest.fn();
    const user = userEvent.setup();
    render(footer({ onMore }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tải thêm' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('is busy and cannot be pressed again while the next page loads', () => {
    render(footer({ loading: true }));
    const button = screen.getByRole('button', { name: 'Đang tải thêm…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  });

  it('says why the next page failed and asks for it again', async () => {
    const onMore = jest.fn();
    const { rerender } = render(footer({ error: 'Máy chủ đang bận.', onMore }));
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được danh sách. Máy chủ đang bận.');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).not.toBeInTheDocument();
    rerender(footer({ error: 'Máy chủ đang bận.', messages: { ...messages, retry: 'Tải lại' } }));
    expect(screen.getByRole('button', { name: 'Tải lại' })).toBeInTheDocument();
  });

  it('says when everything is shown, with no button', () => {
    render(footer({ hasMore: false }));
    expect(screen.getByText('Đã hiển thị tất cả.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives focus back to the footer when the busy button lost it: to the button, the retry or the end', async () => {
    const user = userEvent.setup();
    const { rerender } = render(footer());
    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    rerender(footer({ loading: true }));
    // A disabled button loses focus in a browser.
    screen.getByRole('button').blur();
    rerender(footer());
    expect(screen.getByRole('button', { name: 'Tải thêm' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    rerender(footer({ loading: true }));
    screen.getByRole('button').blur();
    rerender(footer({ error: 'Máy chủ đang bận.' }));
    expect(screen.getByRole('button', { name: 'Thử lại' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    rerender(footer({ loading: true }));
    screen.getByRole('button').blur();
    rerender(footer({ hasMore: false }));
    expect(screen.getByText('Đã hiển thị tất cả.')).toHaveFocus();
  });

  it('leaves focus alone when the page loads on its own or focus went elsewhere', async () => {
    const user = userEvent.setup();
    const withField = (props: Parameters<typeof footer>[0] = {}) => (
      <>
        {footer(props)}
        <input aria-label="Tìm" />
      </>
    );
    const { rerender } = render(withField());
    rerender(withField({ loading: true }));
    rerender(withField());
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await user.click(screen.getByRole('textbox', { name: 'Tìm' }));
    rerender(withField({ loading: true }));
    rerender(withField());
    expect(screen.getByRole('textbox', { name: 'Tìm' })).toHaveFocus();
  });
});

describe('nextPageOf', () => {
  const query = {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    error: null,
    fetchNextPage: jest.fn(),
  };

  it("reads a paged query's next page: more, loading, and what to do on a press", () => {
    const props = nextPageOf(query);
    expect(props).toMatchObject({ hasMore: true, loading: false, error: null });
    props.onMore();
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("shows the query's failure only when it was the next page that failed", () => {
    const error = { message: 'Máy chủ đang bận.' };
    expect(nextPageOf({ ...query, error, isFetchNextPageError: true }).error).toBe('Máy chủ đang bận.');
    // A refresh of the pages already shown failed: they stay, and the footer offers the next page as before.
    expect(nextPageOf({ ...query, error }).error).toBeNull();
  });
});

describe('LoadedPages', () => {
  type Page = { names: string[] };
  const query = (pages: Page[] | undefined, hasNextPage: boolean) => ({
    data: pages && { pages },
    isError: false,
    isFetching: false,
    error: null,
    refetch: jest.fn(),
    hasNextPage,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: jest.fn(),
  });
  const list = (pages: Page[] | undefined, hasNextPage: boolean) => (
    <LoadedPages
      query={query(pages, hasNextPage)}
      rowsOf={(page: Page) => page.names}
      messages={{ ...messages, loading: 'Đang tải…' }}
      empty="Chưa có gì."
    >
      {(names, complete) => (
        <p>
          {names.join(', ')} {complete ? '(đủ)' : '(còn nữa)'}
        </p>
      )}
    </LoadedPages>
  );

  it('draws the rows of every page in order, then the footer: more while pages follow, the end after the last', () => {
    const { rerender } = render(list([{ names: ['An', 'Bình'] }, { names: ['Chi'] }], true));
    expect(screen.getByText('An, Bình, Chi (còn nữa)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tải thêm' })).toBeInTheDocument();
    rerender(list([{ names: ['An', 'Bình'] }, { names: ['Chi'] }], false));
    expect(screen.getByText('An, Bình, Chi (đủ)')).toBeInTheDocument();
    expect(screen.getByText('Đã hiển thị tất cả.')).toBeInTheDocument();
  });

  it('says the list is empty when its pages hold no row, and loading before the first page', () => {
    const { rerender } = render(list(undefined, false));
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải…');
    rerender(list([{ names: [] }], false));
    expect(screen.getByText('Chưa có gì.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).not.toBeInTheDocument();
  });
});

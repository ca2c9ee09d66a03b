import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { commonMessages } from '@app/shared/messages/common';
import { lazyPage } from './lazyPage';

class Boundary extends Component<{ children: ReactNode }, { failed: string | null }> {
  override state: { failed: string | null } = { failed: null };
  static getDerivedStateFromError(error: Error) {
    return { failed: error.message };
  }
  override render() {
    return this.state.failed ? <p role="alert">{this.state.failed}</p> : this.props.children;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

type PageModule = { HelloPage: () => ReactNode };

describe('lazyPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading state while the chunk arrives, then the page', async () => {
    const chunk = deferred<PageModule>();
    const Page = lazyPage(() => chunk.promise.then((m) => m.HelloPage));
    render(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent(commonMessages.loading);

    chunk.resolve({ HelloPage: () => <h1>Xin chào</h1> });
    expect(await screen.findByRole('heading', { name: 'Xin chào' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the chunk once, however often the page is shown', async () => {
    const load = jest.fn(() => Promise.resolve<PageModule>({ HelloPage: () => <h1>Xin chào</h1> }));
    const Page = lazyPage(() => load().then((m) => m.HelloPage));
    const { unmount } = render(<Page />);
    await screen.findByRole('heading', { name: 'Xin chào' });
    unmount();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Xin chào' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load reaches the error boundary', async () => {
    const chunk = deferred<PageModule>();
    const Page = lazyPage(() => chunk.promise.then((m) => m.HelloPage));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    chunk.reject(new Error('Loading chunk 7 failed.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 7 failed.');
  });
});

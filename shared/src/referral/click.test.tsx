import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@app/shared/auth/store';
import { Link } from '@app/shared/router';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { AppProviders } from '@app/shared/ui/AppProviders';
import { productIdFromPath } from './click';
import { forgetClaimedClicks, useReferralStore, VISITOR_STORAGE_KEY } from './store';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

/** Lets the lazily imported API client and the fire-and-forget call run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The page as the browser opens it: the real providers (BrowserRouter, referral capture), StrictMode on. */
function openPage(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <StrictMode>
      <AppProviders>
        <Link to="/product/pong-neon?ref=LAN2026">same link</Link>
        <Link to="/?ref=LAN2026">catalogue link</Link>
        <Link to="/product/pong-neon">without ref</Link>
      </AppProviders>
    </StrictMode>,
  );
}

let api: ReturnType<typeof mockedApi>;
beforeEach(() => {
  resetMockedApi();
  api = mockedApi();
  api.recordAffiliateClick.mockResolvedValue({ counted: true });
  localStorage.clear();
  useReferralStore.setState({ code: null, seenAt: null, visitorId: null });
  useAuthStore.setState({ status: 'signed-out', user: null });
  forgetClaimedClicks();
});

describe('referral click capture', () => {
  it('records the click once, with the product of the path and the kept visitor id', async () => {
    openPage('/product/pong-neon?ref=LAN2026');
    await waitFor(() => expect(api.recordAffiliateClick).toHaveBeenCalled());
    await settle();
    const visitorId = localStorage.getItem(VISITOR_STORAGE_KEY);
    expect(visitorId).toBeTruthy();
    // StrictMode ran the effect twice: one call all the same.
    expect(api.recordAffiliateClick.mock.calls).toEqual([[{ code: 'LAN2026', productId: 'pong-neon', visitorId }]]);
    expect(useReferralStore.getState().code).toBe('LAN2026');
  });

  it('does not record again when the same link is opened again on the page; another page is another click', async () => {
    const user = userEvent.setup();
    openPage('/product/pong-neon?ref=LAN2026');
    await waitFor(() => expect(api.recordAffiliateClick).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('link', { name: 'without ref' }));
    await user.click(screen.getByRole('link', { name: 'same link' }));
    await settle();
    expect(api.recordAffiliateClick).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'catalogue link' }));
    await waitFor(() => expect(api.recordAffiliateClick).toHaveBeenCalledTimes(2));
    expect(api.recordAffiliateClick).toHaveBeenLastCalledWith(expect.objectContaining({ productId: null }));
  });

  it('records nothing for a page without ?ref or with a malformed code, and creates no visitor id', async () => {
    openPage('/product/pong-neon');
    await settle();
    openPage('/?ref=%3Cscript%3E');
    await settle();
    expect(api.recordAffiliateClick).not.toHaveBeenCalled();
    expect(localStorage.getItem(VISITOR_STORAGE_KEY)).toBeNull();
  });

  it('a failed recording is ignored: the code is kept and the page renders', async () => {
    api.recordAffiliateClick.mockRejectedValue(new Error('offline'));
    openPage('/?ref=LAN2026');
    await settle();
    expect(api.recordAffiliateClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'same link' })).toBeInTheDocument();
    expect(useReferralStore.getState().code).toBe('LAN2026');
  });
});

describe('productIdFromPath', () => {
  it.each([
    ['/product/pong-neon', 'pong-neon'],
    ['/product/pong-neon/', 'pong-neon'],
    ['/product/a%2Fb', null],
    ['/product/%E0%A4%A', null],
    ['/product/', null],
    ['/product/x/reviews', null],
    ['/', null],
    ['/salepage', null],
  ])('%s -> %s', (path, id) => expect(productIdFromPath(path)).toBe(id));
});

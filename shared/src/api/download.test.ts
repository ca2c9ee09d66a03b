import { downloadFile } from './download';

jest.mock('@app/shared/firebase/client', () => ({ currentIdToken: async () => 'id-token' }));

describe('downloadFile', () => {
  afterEach(() => jest.useRealTimers());

  it('saves what the API answered under the given name, through a link it clicks and removes', async () => {
    jest.useFakeTimers();
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, blob: async () => blob }) as Response);
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });
    await downloadFile('/ledger/statement.csv?month=2026-10', 'sao-ke-2026-10.csv');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:file', download: 'sao-ke-2026-10.csv', inPage: true }]);
    expect(document.querySelector('a')).toBeNull();
    // Released once the browser has had the file, not before.
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file');
    click.mockRestore();
  });
});

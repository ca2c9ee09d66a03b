import { areaNav } from './areaNav';

describe('areaNav', () => {
  it('links every entry of the catalogue, in its order, to the page of the same name after the area prefix', () => {
    expect(areaNav('creator', { label: 'Điều hướng', dashboard: 'Bảng điều khiển', feeInfo: 'Phí' })).toEqual({
      label: 'Điều hướng',
      items: [
        { to: '/creator/dashboard', label: 'Bảng điều khiển' },
        { to: '/creator/fee-info', label: 'Phí' },
      ],
    });
  });

  it('takes the names as they are without a prefix, and marks a page holding another link’s page as exact', () => {
    expect(areaNav('', { label: 'Học viện', training: 'Giới thiệu', courseShelf: 'Thư viện' }).items).toEqual([
      { to: '/training', label: 'Giới thiệu', end: true },
      { to: '/training/library', label: 'Thư viện' },
    ]);
  });
});

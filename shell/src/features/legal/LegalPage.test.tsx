import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAt } from '@app/shared/testing/render';
import { LegalPage } from './LegalPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const renderPage = (Page: ComponentType, path: string) => renderAt(path, <Page />);

/** Every TOC link must lead to an h2 of this page whose section it labels, and every section must be listed. */
function expectTocMatchesSections(container: HTMLElement) {
  const toc = screen.getByRole('navigation', { name: 'Mục lục' });
  const links = within(toc).getAllByRole('link');
  const sectionHeadings = Array.from(container.querySelectorAll('section > h2'));

  expect(links.length).toBeGreaterThanOrEqual(10);
  expect(links).toHaveLength(sectionHeadings.length);

  const ids = links.map((link) => {
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    const id = href.slice(1);
    const heading = document.getElementById(id);
    expect(heading).not.toBeNull();
    expect(heading?.tagName).toBe('H2');
    expect(heading).toHaveTextContent(link.textContent ?? '');
    expect(heading?.closest('section')).toHaveAttribute('aria-labelledby', id);
    return id;
  });

  expect(new Set(ids).size).toBe(ids.length);
  expect(sectionHeadings.map((heading) => heading.id)).toEqual(ids);
}

describe('TermsPage', () => {
  it('shows its title, last-update date and the support contact', () => {
    renderPage(TermsPage, '/terms-of-service');

    expect(screen.getByRole('heading', { level: 1, name: 'Điều khoản dịch vụ' })).toBeInTheDocument();
    expect(screen.getByText(/Cập nhật lần cuối:/)).toHaveTextContent('Cập nhật lần cuối: 21/11/2026');
    expect(document.querySelector('time')).toHaveAttribute('datetime', '2026-11-21');
    expect(document.title).toContain('Điều khoản dịch vụ');

    const contact = screen.getByRole('region', { name: /Liên hệ/ });
    expect(within(contact).getByRole('link', { name: 'hotro@aimarket.vn' })).toHaveAttribute(
      'href',
      'mailto:hotro@aimarket.vn',
    );
  });

  it('links every table-of-contents entry to an existing section heading', () => {
    const { container } = renderPage(TermsPage, '/terms-of-service');
    expectTocMatchesSections(container);
  });

  it('states the academy money-back guarantee and Vietnamese governing law', () => {
    renderPage(TermsPage, '/terms-of-service');

    const refunds = screen.getByRole('region', { name: /Hoàn tiền/ });
    expect(refunds).toHaveTextContent(/100% học phí \(5\.000\.000\s₫\)/);
    expect(refunds).toHaveTextContent(/30 ngày/);
    expect(screen.getByRole('region', { name: /Luật áp dụng/ })).toHaveTextContent(/pháp luật .*Việt Nam/);
    expect(screen.getByRole('link', { name: 'Chính sách bảo mật' })).toHaveAttribute('href', '/privacy-policy');
  });
});

describe('PrivacyPage', () => {
  it('shows its title and the data-subject rights section', () => {
    renderPage(PrivacyPage, '/privacy-policy');

    expect(screen.getByRole('heading', { level: 1, name: 'Chính sách bảo mật' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quyền của chủ thể dữ liệu' })).toHaveAttribute(
      'href',
      '#quyen-chu-the-du-lieu',
    );

    const rights = screen.getByRole('region', { name: /Quyền của chủ thể dữ liệu/ });
    expect(rights).toHaveTextContent(/Quyền truy cập/);
    expect(rights).toHaveTextContent(/Quyền chỉnh sửa/);
    expect(rights).toHaveTextContent(/Quyền xóa dữ liệu/);
    expect(rights).toHaveTextContent(/Quyền rút lại sự đồng ý/);
  });

  it('names the legal basis and the data kept in local storage', () => {
    renderPage(PrivacyPage, '/privacy-policy');

    expect(screen.getByRole('region', { name: /Phạm vi/ })).toHaveTextContent('Nghị định số 13/2023/NĐ-CP');
    const storage = screen.getByRole('region', { name: /Cookie và bộ nhớ cục bộ/ });
    expect(storage).toHaveTextContent('theme');
    expect(storage).toHaveTextContent('referralCode');
  });

  it('links every table-of-contents entry to an existing section heading', () => {
    const { container } = renderPage(PrivacyPage, '/privacy-policy');
    expectTocMatchesSections(container);
  });
});

describe('LegalPage', () => {
  it('numbers the given sections in order and renders their bodies', () => {
    renderAt(
      '/',
      <LegalPage
        title="Văn bản thử"
        updated="01/02/2026"
        sections={[
          { id: 'mot', heading: 'Mục một', blocks: ['Nội dung một'] },
          { id: 'hai', heading: 'Mục hai', blocks: ['Nội dung hai'] },
        ]}
      />,
    );

    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['1. Mục một', '2. Mục hai']);
    expect(screen.getByRole('region', { name: '2. Mục hai' })).toHaveTextContent('Nội dung hai');
    expect(screen.getByRole('link', { name: 'Mục một' })).toHaveAttribute('href', '#mot');
    expect(document.querySelector('time')).toHaveAttribute('datetime', '2026-02-01');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonMessages } from '@app/shared/messages/common';
import { renderAt } from '@app/shared/testing/render';
import { Notice } from './Notice';

describe('Notice', () => {
  it('loading: a polite status with a label', () => {
    render(<Notice kind="loading" label="Đang tải sản phẩm…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải sản phẩm…');
  });

  it('error: an alert with the message and a retry that works', async () => {
    const retry = jest.fn();
    render(
      <Notice kind="error" onRetry={retry}>
        Không tải được.
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được.');
    await userEvent.click(screen.getByRole('button', { name: commonMessages.remote.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('error without onRetry has no retry button', () => {
    render(<Notice kind="error">Không tìm thấy.</Notice>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('link: where to go on, a link before the other actions', () => {
    renderAt(
      '/my/library',
      <Notice kind="empty" link={{ to: '/', label: 'Khám phá sản phẩm' }} actions={<button>Khác</button>}>
        Chưa có sản phẩm.
      </Notice>,
    );
    const link = screen.getByRole('link', { name: 'Khám phá sản phẩm' });
    expect(link).toHaveAttribute('href', '/');
    expect(link.compareDocumentPosition(screen.getByRole('button', { name: 'Khác' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('empty: not announced; a heading title names the section', () => {
    render(
      <Notice kind="empty" title="Chưa có gì" titleAs="h2" actions={<a href="/">Khám phá</a>}>
        Danh sách trống.
      </Notice>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chưa có gì' })).toHaveTextContent('Danh sách trống.');
    expect(screen.getByRole('heading', { level: 2, name: 'Chưa có gì' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khám phá' })).toBeInTheDocument();
  });
});

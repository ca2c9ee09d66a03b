import { render, screen } from '@testing-library/react';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  it('is a polite status by default, in the element asked for', () => {
    render(
      <LiveRegion as="span" className="count">
        3 sản phẩm
      </LiveRegion>,
    );
    const region = screen.getByRole('status');
    expect(region.tagName).toBe('SPAN');
    expect(region).toHaveClass('count');
    expect(region).toHaveTextContent('3 sản phẩm');
  });

  it('is an alert when urgent', () => {
    render(<LiveRegion urgent>Chứng nhận đã bị thu hồi.</LiveRegion>);
    expect(screen.getByRole('alert').tagName).toBe('P');
  });
});

import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { Product } from '@app/shared/contracts/catalog';
import { aProduct as makeProduct } from '@app/shared/testing/factories';
import { DemoDialog } from './DemoDialog';
import { LazyDemoDialog } from './LazyDemoDialog';
import { useDemoSelection } from './useDemoSelection';

beforeAll(() => {
  // jsdom has no canvas; the game then runs without drawing.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('useDemoSelection', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the product while the dialog closes and clears it 300 ms after closing', () => {
    jest.useFakeTimers();
    const product = makeProduct();
    const { result } = renderHook(() => useDemoSelection<Product>());
    act(() => result.current.show(product));
    expect(result.current).toMatchObject({ open: true, selected: product });

    act(() => result.current.onOpenChange(false));
    expect(result.current.open).toBe(false);
    act(() => jest.advanceTimersByTime(299));
    expect(result.current.selected).toBe(product);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.selected).toBeNull();
  });

  it('opening another product within the 300 ms cancels the pending clear', () => {
    jest.useFakeTimers();
    const first = makeProduct();
    const second = makeProduct({ id: 'other', title: 'Khác' });
    const { result } = renderHook(() => useDemoSelection<Product>());
    act(() => result.current.show(first));
    act(() => result.current.onOpenChange(false));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.show(second));
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toMatchObject({ open: true, selected: second });
  });
});

function Harness({ product }: { product: Product }) {
  const demo = useDemoSelection<Product>();
  return (
    <>
      <button type="button" onClick={() => demo.show(product)}>
        mở demo
      </button>
      <output data-testid="selected">{demo.selected?.title ?? ''}</output>
      <DemoDialog
        product={demo.selected}
        open={demo.open}
        onOpenChange={demo.onOpenChange}
        onCloseAutoFocus={demo.onCloseAutoFocus}
      />
    </>
  );
}

describe('DemoDialog', () => {
  it('is a labelled modal dialog; Escape closes it, focus goes back to the opener, product cleared after 300 ms', () => {
    jest.useFakeTimers();
    try {
      render(<Harness product={makeProduct({ demoType: 'info', title: 'Trợ lý SEO' })} />);
      const opener = screen.getByRole('button', { name: 'mở demo' });
      opener.focus();
      fireEvent.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Dùng thử: Trợ lý SEO' });
      expect(dialog).toHaveTextContent('Tính năng đang được phát triển');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);

      fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(299));
      expect(opener).toHaveFocus();
      expect(screen.getByTestId('selected')).toHaveTextContent('Trợ lý SEO');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('selected')).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the colour-picker 3D button for uiComponent', () => {
    render(<Harness product={makeProduct({ demoType: 'uiComponent' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'mở demo' }));
    const picker = screen.getByLabelText('Chọn màu cho nút');
    fireEvent.change(picker, { target: { value: '#ffcc00' } });
    const button = screen.getByRole('button', { name: 'Nhấn thử' });
    expect(button).toHaveAttribute('data-color', '#ffcc00');
    // Light colour: dark text keeps the contrast.
    expect(button).toHaveStyle({ color: '#000000' });
    fireEvent.click(button);
    expect(screen.getByText('Đã nhấn 1 lần')).toBeInTheDocument();
  });

  it('shows the pong canvas of 600×400 with the score for pongGame', () => {
    render(<Harness product={makeProduct({ demoType: 'pongGame' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'mở demo' }));
    const canvas = screen.getByTestId('pong-canvas');
    expect(canvas).toHaveAttribute('width', '600');
    expect(canvas).toHaveAttribute('height', '400');
    expect(screen.getByTestId('pong-score')).toHaveTextContent('Bạn 0 – 0 Máy');
  });
});

describe('DemoDialog with the creator’s own page (embed)', () => {
  it('frames the page in a sandbox without same-origin, sends no referrer, and offers it in a new tab', () => {
    const url = 'https://demo.example.vn/thu';
    render(
      <Harness
        product={makeProduct({
          demoType: 'embed',
          demoUrl: url,
          title: 'Chatbot',
          description: 'Trả lời khách 24/7.\n\n## Tính năng\n\n- Zalo',
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'mở demo' }));
    const dialog = screen.getByRole('dialog', { name: 'Dùng thử: Chatbot' });
    // The dialog's line is the description's lead, not its Markdown.
    expect(dialog).toHaveAccessibleDescription('Trả lời khách 24/7.');
    const frame = screen.getByTitle('Trang dùng thử của Chatbot');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', url);
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox.split(' ')).toEqual(expect.arrayContaining(['allow-scripts']));
    expect(sandbox).not.toMatch(/allow-same-origin|allow-top-navigation|allow-popups/);
    const link = screen.getByRole('link', { name: 'Mở trong tab mới' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog).not.toHaveTextContent('Tính năng đang được phát triển');
  });
});

describe('LazyDemoDialog', () => {
  function LazyHarness({ product }: { product: Product }) {
    const demo = useDemoSelection<Product>();
    return (
      <>
        <button type="button" onClick={() => demo.show(product)}>
          mở demo
        </button>
        <LazyDemoDialog selection={demo} />
      </>
    );
  }

  it('renders nothing until a product is chosen, then loads the dialog on demand', async () => {
    const { container } = render(<LazyHarness product={makeProduct({ demoType: 'info', title: 'Trợ lý SEO' })} />);
    expect(container.children).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'mở demo' }));
    expect(await screen.findByRole('dialog', { name: 'Dùng thử: Trợ lý SEO' })).toHaveTextContent(
      'Tính năng đang được phát triển',
    );
  });
});

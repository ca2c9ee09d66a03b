// The page the shell's HTML paints before any script (tools/webpack/boot-frame.cjs) is the page React then
// renders: the same classes and texts as PageFrame for every fixed frame (shared/src/routing/frames.ts).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import { FIXED_FRAMES } from '@app/shared/routing/frames';
import { FixedFrameView } from './features/remotes/RemoteArea';
import { renderAt } from '@app/shared/testing/render';
import { Header } from './features/header/Header';

const { bootFrameCss, bootFrameHtml, bootFrameScript, frameHtml } = require('../../tools/webpack/boot-frame.cjs');

type Shape = { className: string | null; text?: string; children: Shape[] };
const shape = (element: Element): Shape => ({
  className: element.getAttribute('class'),
  text: element.children.length ? undefined : (element.textContent ?? ''),
  children: [...element.children].map(shape),
});

describe('the boot frame', () => {
  it("of the header is Header's bar, logo and text, nothing interactive, hidden from assistive technologies", () => {
    const frame = document.createElement('div');
    frame.innerHTML = bootFrameHtml();
    renderAt('/', <Header />, { user: null });
    const header = screen.getByRole('banner');
    const inner = header.querySelector('.app-header__inner');
    const logo = screen.getByRole('link', { name: /AI Market/ });
    const painted = frame.firstElementChild as Element;
    expect(painted.getAttribute('aria-hidden')).toBe('true');
    expect([painted.className, painted.firstElementChild?.className]).toEqual([header.className, inner?.className]);
    expect(shape(painted.querySelector('.app-logo') as Element)).toEqual(shape(logo));
    expect(painted.querySelector('.app-logo')?.textContent).toBe(logo.textContent);
    expect(frame.querySelectorAll('a, button, input')).toHaveLength(0);
    // Its CSS: the design tokens and every class it uses.
    const css: string = bootFrameCss();
    expect(css).toContain('--header-height');
    for (const name of ['app-header', 'app-header__inner', 'app-logo', 'app-logo__mark', 'app-logo__text']) {
      expect(css).toContain(`.${name}{`);
    }
  });

  it.each(Object.entries(FIXED_FRAMES))(
    'of %s is what the shell shows while the area loads, hidden from assistive technologies',
    (_path, frame) => {
      const painted = document.createElement('div');
      painted.innerHTML = frameHtml(frame);
      const { container } = render(
        <MemoryRouter>
          <FixedFrameView frame={frame} />
        </MemoryRouter>,
      );
      const rendered = container.firstElementChild as Element;
      const picture = painted.firstElementChild as Element;
      expect(picture.getAttribute('aria-hidden')).toBe('true');
      expect(shape(picture)).toEqual(shape(rendered));
    },
  );

  it("adds the page's frame under the header's bar for its path only, with every class it uses styled", () => {
    const run = (path: string) => {
      window.history.replaceState(null, '', path);
      document.body.innerHTML = '<div id="root"><div data-bar></div></div>';
      new Function(bootFrameScript())();
      return document.getElementById('root') as HTMLElement;
    };
    const home = run('/');
    expect(home.children).toHaveLength(2);
    expect(home.querySelector('h1')?.textContent).toBe(FIXED_FRAMES['/'].title);
    expect(run('/training/').querySelector('h1')?.textContent).toBe(FIXED_FRAMES['/training'].title);
    expect(run('/salepage').querySelector('h1')?.textContent).toBe(FIXED_FRAMES['/salepage'].title);
    // `:certId` stands for one segment: any certificate, not the bare prefix or a deeper path.
    expect(run('/chung-nhan/CN-ABC').querySelector('h1')?.textContent).toBe('Chứng nhận hoàn thành');
    expect(run('/chung-nhan').children).toHaveLength(1);
    expect(run('/chung-nhan/CN-ABC/x').children).toHaveLength(1);
    expect(run('/product/pong-neon').children).toHaveLength(1);
    expect(run('/constructor').children).toHaveLength(1);
    const css: string = bootFrameCss();
    for (const name of [
      'app-frame',
      'app-frame__header',
      'app-frame__eyebrow',
      'app-frame__title',
      'app-frame__lead',
      'app-hero-page',
      'app-hero',
      'app-hero__badge',
      'app-hero__eyebrow',
      'app-hero__title',
      'app-hero__lead',
      'app-cert-page',
      'app-cert',
      'app-cert__inner',
      'app-cert__organization',
      'app-cert__title',
    ]) {
      expect(css).toContain(`.${name}{`);
    }
  });
});

import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useLocation } from '@app/shared/router';
import type { AreaName } from '@app/shared/routing/areas';
import { fixedFrameFor, type FixedFrame } from '@app/shared/routing/frames';
import { CertificateSheet } from '@app/shared/ui/CertificateSheet';
import { HeroFrame } from '@app/shared/ui/HeroFrame';
import { Notice } from '@app/shared/ui/Notice';
import { FrameCover, PageFrame } from '@app/shared/ui/PageFrame';
import type { MediaImage } from '@app/shared/contracts/media';
import { loadArea } from './registry';
import { RemoteFallback } from './RemoteFallback';
import { warnIfVersionMismatch } from './sharedVersions';

const lazyAreas = new Map<AreaName, LazyExoticComponent<ComponentType>>();

/** One lazy component per area, kept across navigations (retry drops it: React.lazy caches a failure). */
function lazyArea(name: AreaName) {
  let area = lazyAreas.get(name);
  if (!area) {
    area = lazy(() => loadArea(name));
    lazyAreas.set(name, area);
  }
  return area;
}

type BoundaryProps = { name: AreaName; onRetry: () => void; children: ReactNode };

/** Catches a failed load (server down, bad manifest, chunk error) and render errors of the area. */
class AreaBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    warnIfVersionMismatch(this.props.name, error);
    console.error(`[shell] area "${this.props.name}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/**
 * What the HTML painted from an early answer: a product's whole heading (and on a phone its cover under it), or
 * the lead of a fixed one.
 */
type PaintedFrame = {
  path: string;
  texts: { eyebrow?: string; title?: string; lead?: string };
  cover?: MediaImage;
};

/** The heading the HTML painted for this path from an early answer (tools/webpack/shell-boot.js), if any. */
function paintedFrameFor(pathname: string) {
  const frame = (window as { __SHELL_BOOT__?: { frame?: PaintedFrame } }).__SHELL_BOOT__?.frame;
  return frame && frame.path === pathname ? frame : null;
}

/** A fixed frame (routing/frames.ts) as the shell shows it: a page frame, a hero or a certificate's sheet. */
export function FixedFrameView({ frame }: { frame: FixedFrame }) {
  if (frame.kind === 'certificate') {
    return (
      <div className="app-cert-page">
        <CertificateSheet organization={frame.organization} title={frame.title} />
      </div>
    );
  }
  if (frame.kind === 'hero') {
    const { kind: _kind, ...texts } = frame;
    return (
      <div className="app-hero-page">
        <HeroFrame {...texts} />
      </div>
    );
  }
  const { kind: _kind, ...texts } = frame;
  return <PageFrame {...texts} />;
}

/**
 * While an area's code loads: a public page with a fixed heading shows its frame (the same one the HTML
 * painted before any script), and a product page the heading (and cover) the HTML painted from its early
 * answer, so they stay in place; any other page, a notice.
 */
function AreaLoading() {
  const { pathname } = useLocation();
  const painted = paintedFrameFor(pathname);
  const frame = fixedFrameFor(pathname);
  if (painted) {
    const { texts, cover } = painted;
    const fixed = frame?.kind === 'page' ? frame : null;
    const title = texts.title ?? fixed?.title;
    if (title) {
      return (
        <PageFrame eyebrow={texts.eyebrow ?? fixed?.eyebrow} title={title} lead={texts.lead}>
          {cover && <FrameCover image={cover} />}
        </PageFrame>
      );
    }
  }
  return frame ? <FixedFrameView frame={frame} /> : <Notice kind="loading" />;
}

/** Renders a remote area's App in place; only this region shows the failure, the header keeps working. */
export function RemoteArea({ name }: { name: AreaName }) {
  // The parent keys this component by area, so `name` never changes for one instance.
  const [{ Area, attempt }, setState] = useState(() => ({ Area: lazyArea(name), attempt: 0 }));
  const retry = () => {
    lazyAreas.delete(name);
    setState((s) => ({ Area: lazyArea(name), attempt: s.attempt + 1 }));
  };
  return (
    <AreaBoundary key={attempt} name={name} onRetry={retry}>
      <Suspense fallback={<AreaLoading />}>
        <Area />
      </Suspense>
    </AreaBoundary>
  );
}

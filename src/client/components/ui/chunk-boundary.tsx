import { Component, Suspense, type ReactNode } from 'react';
import { isChunkLoadError } from '@client/lib/chunk-load';
import { LoadFailedPanel } from './load-failed-panel';
import { useChunkRecovery } from './use-chunk-recovery';

interface ChunkBoundaryProps {
  children: ReactNode;
  /** Shown while the code downloads. */
  loading?: ReactNode;
  /** What the panel names when the code could not load ("The menu"). */
  what?: string;
  /** Frames the panel (a menu's panel sits where the menu would). */
  frame?: (panel: ReactNode) => ReactNode;
  /** Shown instead of the panel, for a small part (a header icon): it still recovers by itself. */
  quiet?: ReactNode;
  /** A new value clears a failure (the address, when the part depends on it). */
  resetKey?: unknown;
}

interface ChunkBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Keeps a failed part's placeholder on screen while the part recovers by itself. */
function QuietRecovery({
  error,
  onRecovered,
  children,
}: {
  error: unknown;
  onRecovered: () => void;
  children: ReactNode;
}) {
  useChunkRecovery(error, onRecovered);
  return children;
}

/**
 * Around a lazily loaded part (see lazyChunk): while its code downloads, `loading`; if the download fails, a
 * panel in its place that says so and brings the part back once the connection returns. Any other error goes
 * on to the route's error page. Without it, a chunk that fails offline reached the layout's boundary and
 * replaced the whole page.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ChunkBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: ChunkBoundaryProps,
    state: ChunkBoundaryState,
  ): Partial<ChunkBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  private readonly handleRecovered = () => this.setState({ error: null, failed: false });

  override render() {
    const { children, loading = null, what, frame, quiet } = this.props;
    const { error, failed } = this.state;
    if (!failed) return <Suspense fallback={loading}>{children}</Suspense>;
    if (!isChunkLoadError(error)) throw error;
    if (quiet !== undefined)
      return (
        <QuietRecovery error={error} onRecovered={this.handleRecovered}>
          {quiet}
        </QuietRecovery>
      );
    const panel = <LoadFailedPanel error={error} onRecovered={this.handleRecovered} what={what} />;
    return frame ? frame(panel) : panel;
  }
}

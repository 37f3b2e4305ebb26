import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteErrorPage } from '../routes/route-error-page';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/** The boundary itself: forgets its error when the address changes, so the next page renders afresh. */
class ErrorBoundaryAtLocation extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    // A thrown `undefined` still has to show the apology.
    return { error: error ?? new Error('A page threw nothing') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

/**
 * Shows the apology (RouteErrorPage) in place of what it wraps when that fails to render or its code fails to
 * download; a navigation, even to the same address, renders it again (how the load-failed panel brings a page
 * back once its code is in).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundaryAtLocation location={useLocation()}>{children}</ErrorBoundaryAtLocation>;
}

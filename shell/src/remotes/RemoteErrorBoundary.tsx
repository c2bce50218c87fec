import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show in place of the screen, for the error it threw. */
  fallback: (error: unknown) => ReactNode;
  /** Changing it (a retry) clears a caught error. */
  resetKey: number;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: number;
}

/** Keeps a crash inside one remote's screen from reaching the rest of the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey !== state.resetKey ? { failed: false, error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('[troo] a remote screen crashed', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

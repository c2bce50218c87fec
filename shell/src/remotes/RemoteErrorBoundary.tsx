import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** Changing it (a retry) clears a caught error. */
  resetKey: number;
  children: ReactNode;
}

/** Keeps a crash inside one remote's screen from reaching the rest of the page. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; resetKey: number }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey: number }) {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('[troo] a remote screen crashed', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

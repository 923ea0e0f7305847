import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@silkroad/shared';
import './error-boundary.css';

interface Props {
  children: ReactNode;
  onError(error: unknown, info: ErrorInfo): void;
}

/** A render error in a screen leaves the rest of the shell (toasts, overlay) standing. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="screen-center">
        <section className="panel" role="alert">
          <h2 className="panel-title">Something went wrong</h2>
          <p>{MESSAGES.gameError}</p>
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        </section>
      </div>
    );
  }
}

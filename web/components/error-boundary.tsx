import { Component, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.tsx';

export interface ErrorBoundaryProps {
  /** What the children show, as a noun phrase for "Could not show …". */
  what: string;
  /** The data the children show, for the fallback to show as JSON. */
  data?: unknown;
  /** When this changes (another tool, a new result), a failed boundary tries its children again. */
  resetKey?: unknown;
  inline?: boolean;
  className?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

/**
 * Keeps a rendering error in one part of the page from blanking the rest:
 * the part is replaced by a note of what failed, the error, and its data.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { resetKey: props.resetKey, failed: false, error: undefined };
  }

  retry = (): void => this.setState({ failed: false, error: undefined });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { what, data, inline, className } = this.props;
    return (
      <ErrorFallback
        what={what}
        error={this.state.error}
        data={data}
        inline={inline ?? false}
        className={className ?? ''}
        onRetry={this.retry}
      />
    );
  }
}

import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

type Props = {
  /** The error screen stays until this changes (the address): the next screen starts afresh. */
  resetKey: string;
  children: ReactNode;
};
type State = { failed: { error: unknown } | null };

/** Shows the error screen in place of a screen that failed to render, keeping the frame. */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { failed: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: { error } };
  }

  componentDidUpdate(previous: Props, previousState: State) {
    // Only a failure already on screen is cleared: the very update that caught one may also be
    // the one that brought the new address.
    if (previousState.failed && this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: null });
    }
  }

  render() {
    return this.state.failed ? (
      <ErrorScreen error={this.state.failed.error} />
    ) : (
      this.props.children
    );
  }
}

// Catches a screen's failure and shows 'Unexpected Application Error!' (spec
// §2) in place of the screen, keeping the shell around it usable.
import { Component, type ReactNode } from 'react';
import { UnexpectedErrorPage } from './FallbackPages.js';

export class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <UnexpectedErrorPage error={this.state.error} /> : this.props.children;
  }
}

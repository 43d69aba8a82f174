import React, { type ReactNode } from "react";
import type { Locale } from "../i18n/locales";
import type { LayoutCity } from "../content/layout-cities";
import { isDebugMode, rawMessage } from "../lib/debug-mode";
import { isSiteError, isSiteRejection } from "../lib/site-error";
import { ErrorView } from "./error-view";

interface Props {
  locale: Locale;
  city: LayoutCity | undefined;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches what a page's content throws while rendering, and what the site's own scripts throw outside rendering (an
 * event handler that throws, a promise nobody caught: lib/site-error.ts says which are the site's), (a component's bug, a lazy chunk that failed to load: the
 * checkout app, the help forms, manage booking) and shows the 500 screen in its place, inside the page's header and
 * footer, instead of a blank page (spec: "Error page appears on fatal or unhandled errors"). The error goes to the
 * console for the monitoring; the debug mode shows its raw message.
 */
export class ErrorBoundary extends React.Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error("[error-boundary]", error);
  }

  // React never sees errors outside rendering: the window's events bring them to the same screen and report.
  private readonly onError = (event: ErrorEvent): void => {
    if (!isSiteError(event, window.location.origin)) return;
    this.fail(event.error ?? new Error(event.message));
  };

  private readonly onRejection = (event: PromiseRejectionEvent): void => {
    if (!isSiteRejection(event.reason, window.location.origin)) return;
    this.fail(event.reason);
  };

  private fail(error: unknown): void {
    if (this.state.failed) return;
    console.error("[error-boundary]", error);
    this.setState({ error, failed: true });
  }

  override componentDidMount(): void {
    window.addEventListener("error", this.onError);
    window.addEventListener("unhandledrejection", this.onRejection);
  }

  override componentWillUnmount(): void {
    window.removeEventListener("error", this.onError);
    window.removeEventListener("unhandledrejection", this.onRejection);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorView
        status={500}
        locale={this.props.locale}
        city={this.props.city}
        debugMessage={isDebugMode() ? rawMessage(this.state.error) : null}
      />
    );
  }
}

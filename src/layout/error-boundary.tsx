import React, { type ReactNode } from "react";
import type { Locale } from "../i18n/locales";
import type { LayoutCity } from "../content/layout-cities";
import { isDebugMode, rawMessage } from "../lib/debug-mode";
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
 * Catches what a page's content throws while rendering (a component's bug, a lazy chunk that failed to load: the
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

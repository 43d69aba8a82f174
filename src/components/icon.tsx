import React from "react";
import { ICONS, type IconName } from "../lib/icons";

/** A decorative icon of the site's set (the text next to it carries the meaning). */
export function Icon({ name, size = 24, className = "icon" }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

import React from "react";

/** A block type the site does not know yet (CMS ahead of deploy): nothing in production, a note in development. */
export function UnknownBlock({ type }: { type: string }) {
  if (process.env.NODE_ENV === "production") return null;
  return (
    <div className="unknown-block" role="note">
      Unknown block type: <code>{type}</code>
    </div>
  );
}

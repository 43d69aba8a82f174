/** A city's office and service alerts as the help, contact, private-tour and service-status screens show them. */
type Maybe<T> = T | null | undefined;

export interface Office {
  name: string | null;
  address: string | null;
  telephone: string | null;
  openingHours: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface Alert {
  title: string;
  startDate: string | null;
  endDate: string | null;
  severity: string | null;
  lines: string[];
}

interface OfficeDoc {
  name?: Maybe<string>;
  address?: Maybe<string>;
  telephone?: Maybe<string>;
  openingHours?: Maybe<string>;
  latitude?: Maybe<number>;
  longitude?: Maybe<number>;
}

export function toOffice(doc: Maybe<OfficeDoc>): Office | null {
  return doc
    ? {
        name: doc.name ?? null,
        address: doc.address ?? null,
        telephone: doc.telephone ?? null,
        openingHours: doc.openingHours ?? null,
        latitude: doc.latitude ?? null,
        longitude: doc.longitude ?? null,
      }
    : null;
}

interface AlertDoc {
  title?: Maybe<string>;
  startDate?: Maybe<string>;
  endDate?: Maybe<string>;
  severity?: Maybe<string>;
  lines?: Maybe<readonly Maybe<{ text?: Maybe<string> }>[]>;
}

/** Service alerts with a title; their lines without the empty ones. */
export function toAlerts(docs: Maybe<readonly Maybe<AlertDoc>[]>): Alert[] {
  return (docs ?? []).flatMap((a) =>
    a?.title
      ? [
          {
            title: a.title,
            startDate: a.startDate ?? null,
            endDate: a.endDate ?? null,
            severity: a.severity ?? null,
            lines: (a.lines ?? []).flatMap((l) => (l?.text ? [l.text] : [])),
          },
        ]
      : [],
  );
}

/**
 * The help-centre form as the contact and private-tour pages include it: a titled section whose form code
 * (formik, zod, the captcha) is a separate chunk loaded after hydration, so content pages stay light.
 */
import React, { Suspense, useEffect, useState } from "react";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import type { FormKind } from "../../domain/forms";

const HelpForm = React.lazy(() => import("./help-form").then((m) => ({ default: m.HelpForm })));

export function LazyHelpForm({ kind, city, locale }: { kind: FormKind; city: string; locale: Locale }) {
  const t = useT();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [loaded, setLoaded] = useState(false);
  const loading = <p className="meta">{t("forms.loading")}</p>;
  // While the form's chunk loads, the section keeps the form's height (global.css): nothing below it jumps (25.9).
  return (
    <section
      aria-labelledby={`${kind}-form-title`}
      className={`section help-form-section help-form-section--${kind}${loaded ? "" : " help-form-section--loading"}`}
    >
      <h2 id={`${kind}-form-title`}>{t(`forms.title.${kind}`)}</h2>
      {mounted ? (
        <Suspense fallback={loading}>
          <HelpForm kind={kind} city={city} locale={locale} />
          <Loaded onLoad={setLoaded} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}

/** Rendered beside the form once its chunk is there: lifts the reserved height (the form now holds its own). */
function Loaded({ onLoad }: { onLoad: (loaded: boolean) => void }) {
  useEffect(() => onLoad(true), [onLoad]);
  return null;
}

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
  const loading = <p className="meta">{t("forms.loading")}</p>;
  return (
    <section aria-labelledby={`${kind}-form-title`} className="section help-form-section">
      <h2 id={`${kind}-form-title`}>{t(`forms.title.${kind}`)}</h2>
      {mounted ? <Suspense fallback={loading}><HelpForm kind={kind} city={city} locale={locale} /></Suspense> : loading}
    </section>
  );
}

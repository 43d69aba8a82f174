import type { Locale } from "../i18n/locales";

/** The preview screen's own strings (editor-facing; kept here so the site catalogues stay visitor-facing). */
export const PREVIEW_STRINGS: Record<
  Locale,
  Record<
    "banner" | "status" | "loading" | "unauthorized" | "login" | "notFound" | "invalid" | "error" | "updated",
    string
  >
> = {
  fr: {
    banner: "Aperçu — brouillon",
    status: "Statut",
    loading: "Chargement du brouillon…",
    unauthorized: "Connectez-vous au CMS pour prévisualiser les brouillons.",
    login: "Se connecter au CMS",
    notFound: "Ce document n'existe pas.",
    invalid: "Lien d'aperçu incomplet : il faut ?collection= et ?id=.",
    error: "Le brouillon n'a pas pu être chargé",
    updated: "Modifié le",
  },
  en: {
    banner: "Preview — draft",
    status: "Status",
    loading: "Loading the draft…",
    unauthorized: "Log in to the CMS to preview drafts.",
    login: "Log in to the CMS",
    notFound: "This document does not exist.",
    invalid: "Incomplete preview link: ?collection= and ?id= are required.",
    error: "The draft could not be loaded",
    updated: "Updated",
  },
  es: {
    banner: "Vista previa — borrador",
    status: "Estado",
    loading: "Cargando el borrador…",
    unauthorized: "Inicie sesión en el CMS para ver los borradores.",
    login: "Iniciar sesión en el CMS",
    notFound: "Este documento no existe.",
    invalid: "Enlace de vista previa incompleto: faltan ?collection= e ?id=.",
    error: "No se pudo cargar el borrador",
    updated: "Modificado el",
  },
  nl: {
    banner: "Voorbeeld — concept",
    status: "Status",
    loading: "Concept laden…",
    unauthorized: "Log in op het CMS om concepten te bekijken.",
    login: "Inloggen op het CMS",
    notFound: "Dit document bestaat niet.",
    invalid: "Onvolledige voorbeeldlink: ?collection= en ?id= zijn nodig.",
    error: "Het concept kon niet worden geladen",
    updated: "Gewijzigd op",
  },
};

// ALTCHA ships typings for its en/fr/es/nl catalogues under other names; these two side effect imports register
// the French and Spanish texts of the widget.
declare module "altcha/i18n/fr-fr";
declare module "altcha/i18n/es-es";

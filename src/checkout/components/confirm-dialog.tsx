// The dialog lives with the presentational components (the header's held-tour entry uses it on every page).
export { ConfirmDialog } from "../../components/confirm-dialog";
